import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// Optionals at nested paths, plain and with a strategy.
private struct Profile: BackedCodable, Equatable {
    @Backed() var name: String
    @Backed(Path("attributes", "nickname")) var nickname: String?
    @Backed(Path("attributes", "age")) var age: Int?
    @Backed(Path("attributes", "born"), strategy: .secondsSince1970) var born: Date?
}

/// An optional that asked for `nil` over an invalid value.
private struct Lenient: BackedCodable, Equatable {
    @Backed(Path("attributes", "nickname"), defaultValue: nil) var nickname: String?
}

/// Optionals deep under one prefix, for the omission of empty containers.
private struct Deep: BackedCodable, Equatable {
    @Backed(Path("a", "b", "c")) var c: String?
    @Backed(Path("a", "d")) var d: Int?
    @Backed() var e: Bool?
}

struct OptionalTests {
    @Test(arguments: [
        #"{"name":"Ada","attributes":{}}"#,
        #"{"name":"Ada","attributes":{"nickname":null,"age":null,"born":null}}"#,
        #"{"name":"Ada"}"#,
        #"{"name":"Ada","attributes":null}"#,
    ])
    func missingOrNullValuesAndIntermediatesAreNil(json: String) throws {
        let profile = try decode(Profile.self, from: json)
        expectEqual(profile.name, "Ada")
        #expect(profile.nickname == nil)
        #expect(profile.age == nil)
        #expect(profile.born == nil)
    }

    @Test func presentValuesDecode() throws {
        let json = #"{"name":"Ada","attributes":{"nickname":"Countess","age":36,"born":-4849372800}}"#
        let profile = try decode(Profile.self, from: json)
        expectEqual(profile.nickname, "Countess")
        expectEqual(profile.age, 36)
        expectEqual(profile.born, Date(timeIntervalSince1970: -4_849_372_800))
        try expectEncodes(profile, to: json)
        try expectRoundTrip(Profile.self, from: json)
    }

    @Test func intermediateOfTheWrongTypeIsATypeMismatch() {
        expectDecodingFailure(
            Profile.self, from: #"{"name":"Ada","attributes":"oops"}"#, .typeMismatch, at: "attributes",
            message: "Expected to decode Dictionary<String, Any> but found a string instead.")
        expectDecodingFailure(
            Profile.self, from: #"{"name":"Ada","attributes":[1]}"#, .typeMismatch, at: "attributes",
            message: "Expected to decode Dictionary<String, Any> but found an array instead.")
    }

    @Test func presentValueOfTheWrongTypeIsATypeMismatch() {
        expectDecodingFailure(
            Profile.self, from: #"{"name":"Ada","attributes":{"nickname":7}}"#, .typeMismatch,
            at: "attributes.nickname", message: "Expected to decode String but found number instead.")
        expectDecodingFailure(
            Profile.self, from: #"{"name":"Ada","attributes":{"born":"yesterday"}}"#, .typeMismatch,
            at: "attributes.born", message: "Expected to decode Double but found a string instead.")
    }

    @Test func explicitNilDefaultTurnsAnInvalidValueIntoNilAndRecordsIt() throws {
        let report = DecodingReport()
        #expect(
            try decode(Lenient.self, from: #"{"attributes":{"nickname":7}}"#, report: report).nickname == nil)
        #expect(try decode(Lenient.self, from: #"{"attributes":"oops"}"#, report: report).nickname == nil)
        try expectEqual(
            decode(Lenient.self, from: #"{"attributes":{"nickname":"Ada"}}"#, report: report).nickname, "Ada")
        #expect(try decode(Lenient.self, from: "{}", report: report).nickname == nil)
        expectEqual(
            report.entries.map(\.description),
            [
                "attributes.nickname: replaced by default: attributes.nickname: "
                    + "Expected to decode String but found number instead.",
                "attributes: replaced by default: attributes: "
                    + "Expected to decode Dictionary<String, Any> but found a string instead.",
            ])
        expectEqual(report.entries.map(\.resolution), [.replacedByDefault, .replacedByDefault])
    }

    @Test func nilIsOmittedAndSoIsAContainerLeftEmpty() throws {
        try expectEncodes(
            try decode(Profile.self, from: #"{"name":"Ada","attributes":{}}"#), to: #"{"name":"Ada"}"#)
        var profile = try decode(Profile.self, from: #"{"name":"Ada"}"#)
        profile.age = 36
        try expectEncodes(profile, to: #"{"name":"Ada","attributes":{"age":36}}"#)

        var deep = Deep()
        try expectEncodes(deep, to: "{}")
        deep.c = "see"
        try expectEncodes(deep, to: #"{"a":{"b":{"c":"see"}}}"#)
        deep.c = nil
        deep.d = 4
        try expectEncodes(deep, to: #"{"a":{"d":4}}"#)
        try expectRoundTrip(Deep.self, from: #"{"a":{"d":4},"e":false}"#)
    }
}
