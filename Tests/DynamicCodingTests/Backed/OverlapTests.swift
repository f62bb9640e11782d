import DynamicCoding
import ExpectationSupport
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

/// An array at "inner".
private struct ArrayClash: BackedCodable {
    @Backed("inner") var inner: [String]
    @Backed(Path("inner", "greeting")) var greeting: String
}

/// A value that encodes as an object or as a string, depending on the case.
private enum Either: Codable {
    case object(Inner)
    case text(String)

    init(from decoder: any Decoder) throws {
        if let text = try? String(from: decoder) {
            self = .text(text)
        } else {
            self = .object(try Inner(from: decoder))
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let inner): try inner.encode(to: encoder)
        case .text(let text): try text.encode(to: encoder)
        }
    }
}

/// A value at "inner" that is an object for one case and a string for the other.
private struct EitherClash: BackedCodable {
    @Backed("inner") var inner: Either
    @Backed(Path("inner", "greeting")) var greeting: String
}

struct OverlapTests {
    @Test func overlappingPathsAreMergedIntoOneObject() throws {
        let json = #"{"inner":{"name":"n","greeting":"hi"}}"#
        let overlap = try decode(Overlap.self, from: json)
        expectEqual(overlap.inner, Inner(name: "n"))
        expectEqual(overlap.greeting, "hi")
        let written = try encodeJSON(overlap)
        expectEqual(
            written,
            json.replacingOccurrences(
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
        try expectEqual(PropertyListDecoder().decode(Overlap.self, from: data), overlap)
    }

    @Test func aScalarUnderANestedPathIsAnEncodingError() {
        var clash = Clash()
        clash.inner = "scalar"
        clash.greeting = "hi"
        expectClash(clash, property: "Clash.inner", found: "a single value")
    }

    @Test func aCodableValueThatWritesAScalarUnderANestedPathIsAnEncodingError() {
        var clash = EnumClash()
        clash.inner = .happy
        clash.greeting = "hi"
        expectClash(clash, property: "EnumClash.inner", found: "a single value")
    }

    @Test func anArrayUnderANestedPathIsAnEncodingError() {
        var clash = ArrayClash()
        clash.inner = []
        clash.greeting = "hi"
        expectClash(clash, property: "ArrayClash.inner", found: "an array")
    }

    @Test func aValueThatSometimesWritesAScalarIsCheckedPerValue() throws {
        var either = EitherClash()
        either.inner = .object(Inner(name: "n"))
        either.greeting = "hi"
        try expectEncodes(either, to: #"{"inner":{"greeting":"hi","name":"n"}}"#)
        either.inner = .text("t")
        expectClash(either, property: "EitherClash.inner", found: "a single value")
    }

    private func expectClash<Model: Encodable>(
        _ model: Model, property: String, found: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let problem =
            #"its value at "inner" is \#(found), not an object, so the properties nested under that key "#
            + "cannot be written into it."
        let message = "Invalid @Backed declaration of \(property): \(problem)"
        let failure = DynamicCodingFailure.invalidDeclaration(property: property, problem: problem)
        expectEncodingFailure(
            model, at: "", message: message, failure: failure, sourceLocation: sourceLocation)
        // PropertyListEncoder wraps whatever the value threw in an error of its own.
        do {
            let plist = try PropertyListEncoder().encode(model)
            Issue.record("Expected an EncodingError, encoded \(plist)", sourceLocation: sourceLocation)
        } catch EncodingError.invalidValue(_, let context) {
            #expect(context.codingPath.isEmpty, sourceLocation: sourceLocation)
            expectEqual(
                context.debugDescription, "Unable to encode the given top-level value as a property list",
                sourceLocation: sourceLocation)
            expectEncodingFailure(at: "", message: message, failure: failure, sourceLocation: sourceLocation)
            {
                throw try #require(context.underlyingError, sourceLocation: sourceLocation)
            }
        } catch {
            Issue.record("Expected an EncodingError, got \(error)", sourceLocation: sourceLocation)
        }
    }
}
