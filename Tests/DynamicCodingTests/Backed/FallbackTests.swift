import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// The seed's three-way fallback.
private struct Named: BackedCodable, Equatable {
    @Backed("full_name" ?? "name" ?? "first_name") var name: String
}

/// A nested path, then a top-level key.
private struct NestedFallback: BackedCodable, Equatable {
    @Backed(Path("attributes", "first_name") ?? "first_name") var firstName: String
}

/// An optional whose every path may be missing.
private struct OptionalFallback: BackedCodable, Equatable {
    @Backed("nickname" ?? Path("profile", "nickname")) var nickname: String?
}

struct FallbackTests {
    @Test(arguments: [
        (#"{"full_name":"Steve Jobs","name":"Steve","first_name":"S"}"#, "Steve Jobs"),
        (#"{"name":"Steve","first_name":"S"}"#, "Steve"),
        (#"{"first_name":"S"}"#, "S"),
        (#"{"full_name":null,"name":"Steve"}"#, "Steve"),
        (#"{"full_name":42,"name":"Steve"}"#, "Steve"),
    ])
    func picksTheFirstPathThatWorks(json: String, expected: String) throws {
        try expectEqual(decode(Named.self, from: json).name, expected)
    }

    @Test(arguments: [
        (#"{"attributes":{"first_name":"Ada"},"first_name":"A"}"#, "Ada"),
        (#"{"attributes":{},"first_name":"A"}"#, "A"),
        (#"{"attributes":null,"first_name":"A"}"#, "A"),
        (#"{"attributes":"oops","first_name":"A"}"#, "A"),
        (#"{"first_name":"A"}"#, "A"),
    ])
    func triesTheTopLevelKeyWhenTheNestedPathFails(json: String, expected: String) throws {
        try expectEqual(decode(NestedFallback.self, from: json).firstName, expected)
    }

    @Test func whenAllAreMissingTheErrorNamesEveryAttempt() {
        let attempts = [
            #"full_name: full_name: No value found for key "full_name"."#,
            #"name: name: No value found for key "name"."#,
            #"first_name: first_name: No value found for key "first_name"."#,
        ]
        expectDecodingFailure(
            Named.self, from: "{}", .keyNotFound, at: "full_name",
            message: "No path matched:\n" + attempts.map { "- \($0)" }.joined(separator: "\n"),
            failure: .noAlternativeMatched(attempts: attempts))
    }

    @Test func aValueThatIsThereButInvalidLeadsTheError() {
        let attempts = [
            "full_name: full_name: Expected to decode String but found number instead.",
            #"name: name: No value found for key "name"."#,
            #"first_name: first_name: No value found for key "first_name"."#,
        ]
        expectDecodingFailure(
            Named.self, from: #"{"full_name":42}"#, .typeMismatch, at: "full_name",
            message: "No path matched:\n" + attempts.map { "- \($0)" }.joined(separator: "\n"),
            failure: .noAlternativeMatched(attempts: attempts))
    }

    @Test func attemptsSayWhereANestedPathStopped() {
        let attempts = [
            #"attributes.first_name: attributes: No value found for key "attributes"."#,
            #"first_name: first_name: No value found for key "first_name"."#,
        ]
        expectDecodingFailure(
            NestedFallback.self, from: "{}", .keyNotFound, at: "attributes",
            message: "No path matched:\n" + attempts.map { "- \($0)" }.joined(separator: "\n"),
            failure: .noAlternativeMatched(attempts: attempts))
        let nullAttempts = [
            #"attributes.first_name: attributes.first_name: Expected String value but found null instead."#,
            #"first_name: first_name: Expected String value but found null instead."#,
        ]
        expectDecodingFailure(
            NestedFallback.self, from: #"{"attributes":{"first_name":null},"first_name":null}"#,
            .valueNotFound,
            at: "attributes.first_name",
            message: "No path matched:\n" + nullAttempts.map { "- \($0)" }.joined(separator: "\n"),
            failure: .noAlternativeMatched(attempts: nullAttempts))
    }

    @Test(arguments: [
        "{}", #"{"nickname":null,"profile":{}}"#, #"{"profile":null}"#, #"{"profile":{"nickname":null}}"#,
    ])
    func optionalWithEveryPathMissingIsNil(json: String) throws {
        #expect(try decode(OptionalFallback.self, from: json).nickname == nil)
    }

    @Test func optionalFallsBackToItsSecondPath() throws {
        try expectEqual(
            decode(OptionalFallback.self, from: #"{"profile":{"nickname":"Woz"}}"#).nickname, "Woz")
    }

    @Test func optionalWithAWrongTypedValueIsAnError() {
        let attempts = [
            "nickname: nickname: Expected to decode String but found number instead.",
            #"profile.nickname: profile: No value found for key "profile"."#,
        ]
        expectDecodingFailure(
            OptionalFallback.self, from: #"{"nickname":7}"#, .typeMismatch, at: "nickname",
            message: "No path matched:\n" + attempts.map { "- \($0)" }.joined(separator: "\n"),
            failure: .noAlternativeMatched(attempts: attempts))
    }

    @Test func encodingWritesThePathThatWasReadUntilTheValueIsSet() throws {
        var named = try decode(Named.self, from: #"{"first_name":"Steve"}"#)
        try expectEncodes(named, to: #"{"first_name":"Steve"}"#)
        named.name = "Steve"
        try expectEncodes(named, to: #"{"full_name":"Steve"}"#)
        try expectRoundTrip(Named.self, from: #"{"name":"Steve"}"#, writes: #"{"name":"Steve"}"#)

        let nested = try decode(NestedFallback.self, from: #"{"first_name":"Ada"}"#)
        try expectEncodes(nested, to: #"{"first_name":"Ada"}"#)
        try expectRoundTrip(NestedFallback.self, from: #"{"first_name":"Ada"}"#)

        var optional = try decode(OptionalFallback.self, from: #"{"profile":{"nickname":"Woz"}}"#)
        try expectEncodes(optional, to: #"{"profile":{"nickname":"Woz"}}"#)
        optional.nickname = "Woz"
        try expectEncodes(optional, to: #"{"nickname":"Woz"}"#)
        try expectEncodes(try decode(OptionalFallback.self, from: "{}"), to: "{}")
    }
}
