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

private struct Link: Codable, Equatable {
    let target: Endpoint
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

/// A number written as a string, as CloudFormation writes `"128"`.
private struct NumberText: Codable, Equatable {
    let text: String

    init(from decoder: any Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
    }
}

/// A polymorphic value, for a choice between plain and polymorphic types.
private protocol Intrinsic: Codable {}

private struct Reference: Intrinsic, TypeIdentifiable, Equatable {
    static let typeIdentifier = "Ref"
    let target: Endpoint
}

private struct Setting: BackedDecodable {
    @Backed var value: OneOf<Int, OneOf<NumberText, any Intrinsic>>
}

private func makeIntrinsicRegistry() throws -> TypeRegistry {
    let registry = TypeRegistry()
    try registry.register(Reference.self, for: (any Intrinsic).self)
    return registry
}

/// Asserts that decoding `json` fails with exactly `message` and
/// ``DynamicCodingFailure/noTypeMatched(types:expected:found:attempts:)``.
private func expectNoTypeMatched<T: Decodable>(
    _ type: T.Type, from json: String, registry: TypeRegistry? = nil, _ expectedCase: DecodingErrorCase,
    at path: String, message: String, types: [String], expected: [String], found: String,
    attempts: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
) {
    expectDecodingFailure(
        type, from: json, registry: registry, expectedCase, at: path, message: message,
        failure: .noTypeMatched(types: types, expected: expected, found: found, attempts: attempts),
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

    @Test func noTypeTakingTheKindIsATypeMismatchSayingWhatThePayloadMustHold() {
        expectNoTypeMatched(
            ServicePort.self, from: #"{"port":80,"targetPort":true}"#, .typeMismatch, at: "targetPort",
            message:
                "Expected a number or a string but found a boolean instead.\nhint: tried Int and String.",
            types: ["Int", "String"], expected: ["a number", "a string"], found: "a boolean")
        expectNoTypeMatched(
            Cell.self, from: #"{"source":{"text":"a"}}"#, .typeMismatch, at: "source",
            message:
                "Expected a string or an array but found an object instead.\nhint: tried String and Array<String>.",
            types: ["String", "Array<String>"], expected: ["a string", "an array"], found: "an object")
        expectNoTypeMatched(
            OneOf<Int, Double>.self, from: #""5""#, .typeMismatch, at: "",
            message: "Expected a number but found a string instead.\nhint: tried Int and Double.",
            types: ["Int", "Double"], expected: ["a number"], found: "a string")
    }

    @Test func aPolymorphicTypeExpectsAnObjectHoldingItsBase() throws {
        expectNoTypeMatched(
            Setting.self, from: #"{"value":[1]}"#, registry: try makeIntrinsicRegistry(), .typeMismatch,
            at: "value",
            message: """
                Expected a number, a string or an object holding an Intrinsic but found an array instead.
                hint: tried Int, NumberText and Intrinsic.
                """,
            types: ["Int", "NumberText", "Intrinsic"],
            expected: ["a number", "a string", "an object holding an Intrinsic"], found: "an array")
    }

    @Test func nullIsAValueNotFoundUnlessOptional() throws {
        expectNoTypeMatched(
            ServicePort.self, from: #"{"port":80,"targetPort":null}"#, .valueNotFound, at: "targetPort",
            message: "Expected a number or a string but found null instead.\nhint: tried Int and String.",
            types: ["Int", "String"], expected: ["a number", "a string"], found: "null")
        let port = try decode(ServicePort.self, from: #"{"port":80,"targetPort":1,"nodePort":null}"#)
        #expect(port.nodePort == nil)
    }

    @Test func anErrorInsideATypeIsReportedWhereItIsLeavingOutTypesOfAnotherKind() {
        expectNoTypeMatched(
            Target.self, from: #"{"target":{"port":1}}"#, .keyNotFound, at: "target.host",
            message: """
                Found an object that no type decodes:
                - Endpoint: target.host: No value found for key "host".
                """,
            types: ["String", "Endpoint"], expected: ["a string"], found: "an object",
            attempts: [#"Endpoint: target.host: No value found for key "host"."#])
        expectNoTypeMatched(
            Target.self, from: #"{"target":{"host":5}}"#, .typeMismatch, at: "target.host",
            message: """
                Found an object that no type decodes:
                - Endpoint: target.host: Expected to decode String but found number instead.
                """,
            types: ["String", "Endpoint"], expected: ["a string"], found: "an object",
            attempts: ["Endpoint: target.host: Expected to decode String but found number instead."])
    }

    @Test func aPolymorphicTypeThatFailsInsideTheObjectIsReportedThere() throws {
        let registry = try makeIntrinsicRegistry()
        let json = """
            {
              "value": {
                "type": "Ref",
                "target": {"host": false}
              }
            }
            """
        expectNoTypeMatched(
            Setting.self, from: json, registry: registry, .typeMismatch, at: "value.target.host",
            message: """
                Found an object that no type decodes:
                - Intrinsic: value.target.host: Expected to decode String but found bool instead.
                """,
            types: ["Int", "NumberText", "Intrinsic"], expected: ["a number", "a string"], found: "an object",
            attempts: ["Intrinsic: value.target.host: Expected to decode String but found bool instead."])
        do {
            _ = try decode(Setting.self, from: json, registry: registry)
        } catch {
            expectEqual(
                DecodingErrorDescription.rendered(error, in: Data(json.utf8)),
                """
                error: value.target.host: Found an object that no type decodes:
                - Intrinsic: value.target.host: Expected to decode String but found bool instead.
                 --> line 4, column 24
                  |
                4 |     "target": {"host": false}
                  |                        ^^^^^
                """)
        }
    }

    @Test func theDeepestFailureIsReported() {
        expectNoTypeMatched(
            OneOf<Endpoint, Link>.self, from: #"{"target":{"host":5}}"#, .typeMismatch, at: "target.host",
            message: """
                Found an object that no type decodes:
                - Endpoint: host: No value found for key "host".
                - Link: target.host: Expected to decode String but found number instead.
                """,
            types: ["Endpoint", "Link"], expected: [], found: "an object",
            attempts: [
                #"Endpoint: host: No value found for key "host"."#,
                "Link: target.host: Expected to decode String but found number instead.",
            ])
    }

    @Test func aNumberATypeCannotHoldIsNamedAsSuch() {
        expectNoTypeMatched(
            OneOf<Int, Bool>.self, from: "4.5", .typeMismatch, at: "",
            message: """
                Found a number that no type decodes:
                - Int: Expected to decode Int but found the number 4.5, which Int cannot represent.
                """,
            types: ["Int", "Bool"], expected: ["a boolean"], found: "a number",
            attempts: ["Int: Expected to decode Int but found the number 4.5, which Int cannot represent."])
    }

    @Test func nestedOneOfsTryEachTypeInTurnAndListThemAll() throws {
        let flag = try expectRoundTrip(Flexible.self, from: #"{"value":true}"#, writes: #"{"value":true}"#)
        expectEqual(flag.value, .second(.second(true)))
        try expectEqual(decode(Flexible.self, from: #"{"value":"on"}"#).value, .second(.first("on")))
        expectNoTypeMatched(
            Flexible.self, from: #"{"value":[1]}"#, .typeMismatch, at: "value",
            message:
                "Expected a number, a string or a boolean but found an array instead.\nhint: tried Int, String and Bool.",
            types: ["Int", "String", "Bool"], expected: ["a number", "a string", "a boolean"],
            found: "an array")
        expectNoTypeMatched(
            OneOf<Int, OneOf<String, Endpoint>>.self, from: #"{"host":5}"#, .typeMismatch, at: "host",
            message: """
                Found an object that no type decodes:
                - Endpoint: host: Expected to decode String but found number instead.
                """,
            types: ["Int", "String", "Endpoint"], expected: ["a number", "a string"], found: "an object",
            attempts: ["Endpoint: host: Expected to decode String but found number instead."])
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
                    aliases[1]: Expected a number or a string but found a boolean instead.
                    hint: tried Int and String.
                    """),
                ReportLine(
                    "port", .replacedByDefault, .typeMismatch,
                    """
                    port: Expected a number or a string but found an array instead.
                    hint: tried Int and String.
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
            message: """
                Found a number that no type decodes:
                - Int: Expected to decode Int but found the number 1.5, which Int cannot represent.
                """,
            types: ["Int", "String"], expected: ["a string"], found: "a number",
            attempts: ["Int: Expected to decode Int but found the number 1.5, which Int cannot represent."])
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
