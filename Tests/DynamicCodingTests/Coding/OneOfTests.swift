import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// Kubernetes' `IntOrString`.
private typealias IntOrString = OneOf<Int, String>

/// A Service port, in a synthesized `Codable` type.
private struct ServicePort: Codable, Equatable {
    let port: Int
    let targetPort: IntOrString
    let nodePort: IntOrString?
}

private struct Cell: Codable, Equatable {
    let source: OneOf<String, [String]>
}

private struct Endpoint: Codable, Equatable {
    let host: String
}

private struct Target: Codable, Equatable {
    let target: OneOf<String, Endpoint>
}

private struct Flexible: Codable, Equatable {
    let value: OneOf<Int, OneOf<String, Bool>>
}

/// The same values in `@Backed` properties: paths, optionals, arrays, lossy arrays, defaults.
private struct Ports: BackedCodable, Equatable {
    @Backed(Path("spec", "targetPort")) var targetPort: IntOrString
    @Backed(Path("spec", "nodePort")) var nodePort: IntOrString?
    @Backed var ids: [OneOf<Int, String>]
    @Backed(options: .lossy) var aliases: [IntOrString]
    @Backed(defaultValue: .first(80)) var port: IntOrString
}

/// Asserts that decoding `json` fails with ``DynamicCodingFailure/noTypeMatched(types:found:attempts:)``,
/// whose message is `headline` and then one `- attempt` line per type.
private func expectNoTypeMatched<T: Decodable>(
    _ type: T.Type, from json: String, _ expectedCase: DecodingErrorCase, at path: String, headline: String,
    types: [String], found: String, attempts: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    expectDecodingFailure(
        type, from: json, expectedCase, at: path,
        message: ([headline] + attempts.map { "- \($0)" }).joined(separator: "\n"),
        failure: .noTypeMatched(types: types, found: found, attempts: attempts),
        sourceLocation: sourceLocation)
}

struct OneOfTests {
    @Test func decodesTheFirstTypeThatFitsInSynthesizedCodable() throws {
        let numbered = try expectRoundTrip(
            ServicePort.self, from: #"{"port":80,"targetPort":8080}"#,
            writes: #"{"port":80,"targetPort":8080}"#)
        expectEqual(numbered, ServicePort(port: 80, targetPort: .first(8080), nodePort: nil))
        let named = try expectRoundTrip(
            ServicePort.self, from: #"{"port":80,"targetPort":"http","nodePort":null}"#,
            writes: #"{"port":80,"targetPort":"http"}"#)
        expectEqual(named, ServicePort(port: 80, targetPort: .second("http"), nodePort: nil))
        #expect(named.targetPort.first == nil)
        expectEqual(named.targetPort.second, "http")
        expectEqual(numbered.targetPort.first, 8080)
    }

    @Test func theOrderOfTheTypesIsTheOrderTheyAreTried() throws {
        try expectEqual(decode(OneOf<String, Int>.self, from: #""5""#), .first("5"))
        try expectEqual(decode(OneOf<String, Int>.self, from: "5"), .second(5))
        try expectEqual(decode(OneOf<Double, Int>.self, from: "5"), .first(5.0))
        try expectEqual(decode(OneOf<Int, Double>.self, from: "5"), .first(5))
        try expectEqual(decode(OneOf<Int, Double>.self, from: "5.5"), .second(5.5))
    }

    @Test func aStringOrAList() throws {
        let line = try expectRoundTrip(
            Cell.self, from: #"{"source":"print(1)"}"#, writes: #"{"source":"print(1)"}"#)
        expectEqual(line.source, .first("print(1)"))
        let lines = try expectRoundTrip(
            Cell.self, from: #"{"source":["a\n","b"]}"#, writes: #"{"source":["a\n","b"]}"#)
        expectEqual(lines.source, .second(["a\n", "b"]))
    }

    @Test func noTypeFitsIsATypeMismatchNamingEachTypeAndWhy() {
        expectNoTypeMatched(
            ServicePort.self, from: #"{"port":80,"targetPort":true}"#, .typeMismatch, at: "targetPort",
            headline: "Expected Int or String but found a boolean instead.", types: ["Int", "String"],
            found: "a boolean",
            attempts: [
                "Int: Expected to decode Int but found bool instead.",
                "String: Expected to decode String but found bool instead.",
            ])
        expectNoTypeMatched(
            Cell.self, from: #"{"source":{"text":"a"}}"#, .typeMismatch, at: "source",
            headline: "Expected String or Array<String> but found an object instead.",
            types: ["String", "Array<String>"], found: "an object",
            attempts: [
                "String: Expected to decode String but found a dictionary instead.",
                "Array<String>: Expected to decode Array<Any> but found a dictionary instead.",
            ])
    }

    @Test func nullIsAValueNotFoundUnlessOptional() throws {
        expectNoTypeMatched(
            ServicePort.self, from: #"{"port":80,"targetPort":null}"#, .valueNotFound, at: "targetPort",
            headline: "Expected Int or String but found null instead.", types: ["Int", "String"],
            found: "null",
            attempts: [
                "Int: Cannot get value of type Int -- found null value instead",
                "String: Cannot get value of type String -- found null value instead",
            ])
        let port = try decode(ServicePort.self, from: #"{"port":80,"targetPort":1,"nodePort":null}"#)
        #expect(port.nodePort == nil)
    }

    @Test func anErrorInsideATypeKeepsItsOwnPath() {
        expectNoTypeMatched(
            Target.self, from: #"{"target":{"port":1}}"#, .typeMismatch, at: "target",
            headline: "Expected String or Endpoint but found an object instead.",
            types: ["String", "Endpoint"], found: "an object",
            attempts: [
                "String: Expected to decode String but found a dictionary instead.",
                #"Endpoint: target.host: No value found for key "host"."#,
            ])
    }

    @Test func aNumberATypeCannotHoldIsNamedAsSuch() {
        expectNoTypeMatched(
            OneOf<Int, Bool>.self, from: "4.5", .typeMismatch, at: "",
            headline: "Expected Int or Bool but found a number instead.", types: ["Int", "Bool"],
            found: "a number",
            attempts: [
                "Int: Expected to decode Int but found the number 4.5, which Int cannot represent.",
                "Bool: Expected to decode Bool but found number instead.",
            ])
    }

    @Test func nestedOneOfsTryEachTypeInTurnAndListThemAll() throws {
        let flag = try expectRoundTrip(Flexible.self, from: #"{"value":true}"#, writes: #"{"value":true}"#)
        expectEqual(flag.value, .second(.second(true)))
        try expectEqual(decode(Flexible.self, from: #"{"value":"on"}"#).value, .second(.first("on")))
        expectNoTypeMatched(
            Flexible.self, from: #"{"value":[1]}"#, .typeMismatch, at: "value",
            headline: "Expected Int, String or Bool but found an array instead.",
            types: ["Int", "String", "Bool"], found: "an array",
            attempts: [
                "Int: Expected to decode Int but found an array instead.",
                "String: Expected to decode String but found an array instead.",
                "Bool: Expected to decode Bool but found an array instead.",
            ])
    }

    @Test func theCodersDateStrategyAppliesToEachType() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let date = try decoder.decode(OneOf<Date, String>.self, from: Data(#""1970-01-02T00:00:00Z""#.utf8))
        expectEqual(date, .first(Date(timeIntervalSince1970: 86_400)))
        expectEqual(String(decoding: try encoder.encode(date), as: UTF8.self), #""1970-01-02T00:00:00Z""#)
        let word = try decoder.decode(OneOf<Date, String>.self, from: Data(#""tomorrow""#.utf8))
        expectEqual(word, .second("tomorrow"))
    }

    @Test func inBackedPropertiesWithPathsOptionalsArraysLossyAndDefaults() throws {
        let report = DecodingReport()
        let json = """
            {"spec":{"targetPort":"http","nodePort":30080},"ids":[7,"x7"],"aliases":[1,false,"b"],"port":[]}
            """
        let ports = try decode(Ports.self, from: json, report: report)
        expectEqual(ports.targetPort, .second("http"))
        expectEqual(ports.nodePort, .first(30080))
        expectEqual(ports.ids, [.first(7), .second("x7")])
        expectEqual(ports.aliases, [.first(1), .second("b")])
        expectEqual(ports.port, .first(80))
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "aliases[1]", .dropped, .typeMismatch,
                    """
                    aliases[1]: Expected Int or String but found a boolean instead.
                    - Int: Expected to decode Int but found bool instead.
                    - String: Expected to decode String but found bool instead.
                    """),
                ReportLine(
                    "port", .replacedByDefault, .typeMismatch,
                    """
                    port: Expected Int or String but found an array instead.
                    - Int: Expected to decode Int but found an array instead.
                    - String: Expected to decode String but found an array instead.
                    """),
            ])
        try expectEncodes(
            ports,
            to: #"{"spec":{"targetPort":"http","nodePort":30080},"ids":[7,"x7"],"aliases":[1,"b"],"port":[]}"#
        )
        let missing = try decode(Ports.self, from: #"{"spec":{"targetPort":443},"ids":[],"aliases":[]}"#)
        #expect(missing.nodePort == nil)
        try expectRoundTrip(Ports.self, from: json)
        expectNoTypeMatched(
            Ports.self, from: #"{"spec":{"targetPort":1.5},"ids":[],"aliases":[]}"#, .typeMismatch,
            at: "spec.targetPort",
            headline: "Expected Int or String but found a number instead.", types: ["Int", "String"],
            found: "a number",
            attempts: [
                "Int: Expected to decode Int but found the number 1.5, which Int cannot represent.",
                "String: Expected to decode String but found number instead.",
            ])
    }

    @Test func hashableAndEquatableWhenBothTypesAre() {
        let ports: Set<IntOrString> = [.first(80), .second("80"), .first(80)]
        expectEqual(ports.count, 2)
        #expect(IntOrString.first(80) != .second("80"))
    }

    @Test func roundTripsThroughPropertyLists() throws {
        let port = ServicePort(port: 80, targetPort: .second("http"), nodePort: .first(30080))
        let data = try PropertyListEncoder().encode(port)
        try expectEqual(PropertyListDecoder().decode(ServicePort.self, from: data), port)
    }
}
