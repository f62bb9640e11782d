import DynamicCoding
import Foundation
import Testing

private struct Inner: Codable, Equatable {
    var name: String
}

/// A `Codable` value at "inner" and another property nested under "inner".
private struct Overlap: BackedCodable, Equatable {
    @Backed("inner") var inner: Inner
    @Backed(Path("inner", "greeting")) var greeting: String
}

/// The same, declared the other way round, with an optional value.
private struct OverlapReversed: BackedCodable, Equatable {
    @Backed(Path("inner", "greeting")) var greeting: String?
    @Backed("inner") var inner: Inner?
}

/// A scalar at "inner" can't hold the nested property.
private struct Clash: BackedCodable {
    @Backed("inner") var inner: String
    @Backed(Path("inner", "greeting")) var greeting: String
}

private enum Mood: String, Codable {
    case happy
}

/// A `Codable` value that writes a scalar, at "inner".
private struct EnumClash: BackedCodable {
    @Backed("inner") var inner: Mood
    @Backed(Path("inner", "greeting")) var greeting: String
}

@Suite struct OverlapTests {
    @Test func overlappingPathsAreMergedIntoOneObject() throws {
        let json = #"{"inner":{"name":"n","greeting":"hi"}}"#
        let overlap = try decode(Overlap.self, from: json)
        #expect(overlap.inner == Inner(name: "n"))
        #expect(overlap.greeting == "hi")
        let written = try encodeJSON(overlap)
        #expect(
            written
                == json.replacingOccurrences(
                    of: #""name":"n","greeting":"hi""#, with: #""greeting":"hi","name":"n""#))
        try expectRoundTrip(Overlap.self, from: json)
    }

    @Test func mergingWorksInEitherOrderAndWithNil() throws {
        let json = #"{"inner":{"name":"n","greeting":"hi"}}"#
        let reversed = try decode(OverlapReversed.self, from: json)
        try expectEncodes(reversed, to: json)
        try expectRoundTrip(OverlapReversed.self, from: json)
        var partial = reversed
        partial.inner = nil
        try expectEncodes(partial, to: #"{"inner":{"greeting":"hi"}}"#)
        partial.greeting = nil
        try expectEncodes(partial, to: "{}")
        partial.inner = Inner(name: "m")
        try expectEncodes(partial, to: #"{"inner":{"name":"m"}}"#)
    }

    @Test func mergingWorksWithAPropertyListEncoder() throws {
        let overlap = try decode(Overlap.self, from: #"{"inner":{"name":"n","greeting":"hi"}}"#)
        let data = try PropertyListEncoder().encode(overlap)
        #expect(try PropertyListDecoder().decode(Overlap.self, from: data) == overlap)
    }

    @Test func aScalarUnderANestedPathIsAnEncodingError() {
        var clash = Clash()
        clash.inner = "scalar"
        clash.greeting = "hi"
        let problem =
            #"its value at "inner" is not an object, so the properties nested under that key cannot be written "#
            + "into it."
        expectEncodingFailure(
            clash, at: "", message: "Invalid @Backed declaration of Clash.inner: \(problem)",
            failure: .invalidDeclaration(property: "Clash.inner", problem: problem))
    }

    @Test func aCodableValueThatWritesAScalarUnderANestedPathIsAnEncodingError() async {
        await withKnownIssue("The encoder traps: only primitive values are known to write scalars") {
            await #expect(processExitsWith: .success) {
                var clash = EnumClash()
                clash.inner = .happy
                clash.greeting = "hi"
                do {
                    _ = try JSONEncoder().encode(clash)
                    exit(1)
                } catch EncodingError.invalidValue(_, let context) {
                    guard case .invalidDeclaration? = context.underlyingError as? DynamicCodingFailure else {
                        exit(2)
                    }
                }
            }
        }
    }
}
