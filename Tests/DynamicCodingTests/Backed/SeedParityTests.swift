import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// The last behaviours of the seed libraries: KeyedCodable's zeros, BackedCodable's path
// algebra and one-argument filters, deep-codable's non-interference with synthesized
// conformances, and the place of every declaration in the unset-property message.

/// KeyedCodable's `@Zero` on optionals.
private struct OptionalZeros: BackedCodable, Equatable {
    @Backed(defaultValue: .zeroValue) var property: Int?
    @Backed(defaultValue: .zeroValue) var unwrapped: Int!
}

/// A plain `Codable` type with no zero of its own.
private struct Point: Codable, Equatable {
    var x: Double
    var y: Double
    var label: String
    var tags: [String]
    var corner: Corner
    var note: String?
    var scores: [String: Int]
    var seen: Date
}

private struct Corner: Codable, Equatable {
    var visible: Bool
    var kind: Kind
}

private enum Kind: String, Codable, CaseIterable {
    case sharp, round
}

/// A `@Backed` model nested in another, given its zero.
private struct Label: BackedCodable, Equatable {
    @Backed("text") var text: String
    @Backed(defaultValue: 3) var size: Int
    @Backed var hint: String?
}

private struct Zeros: BackedDecodable, Equatable {
    @Backed(defaultValue: .zeroValue) var point: Point
    @Backed(defaultValue: .zeroValue) var kind: Kind
    @Backed(defaultValue: .zeroValue) var label: Label
    @Backed(defaultValue: .zeroValue, replacing: .missing) var count: Int
}

private struct NoZero: BackedDecodable {
    @Backed(defaultValue: .zeroValue) var site: URL
}

/// BackedCodable's one-argument filters.
private struct Extensions: BackedDecodable, Equatable {
    @Backed(Path("fields", .keys(where: { (key: String) in key.hasPrefix("x-") }))) var custom: [String]
    @Backed(Path("counts", .values(where: { (count: Int) in count > 1 }))) var repeated: [Int]
}

/// deep-codable: a decoding path, and the compiler's synthesized `Encodable`.
private struct ReadDeep: BackedDecodable, Encodable, Equatable {
    @Backed(Path("top", "second", "third")) var key: String
    @Backed(Path("top", "other")) var other: String?
}

/// deep-codable: the compiler's synthesized `Decodable`, and an encoding path.
private struct WriteDeep: BackedEncodable, Decodable, Equatable {
    @Backed(Path("top", "second", "third")) var key: String
    @Backed(Path("top", "other")) var other: String?
}

/// A bare declaration that nobody sets.
private struct Untitled: BackedDecodable {
    @Backed() var forgottenSubtitle: String
    @Backed var forgottenTitle: String
}

struct SeedParityTests {
    @Test func theZeroOfAnOptionalIsNil() throws {
        let report = DecodingReport()
        let decoded = try decode(OptionalZeros.self, from: #"{"unwrapped":"seven"}"#, report: report)
        #expect(decoded.property == nil)
        #expect(decoded.unwrapped == nil)
        expectEqual(
            report.entries.map(\.description),
            [
                "unwrapped: replaced by default: unwrapped: Expected to decode Int but found a string instead."
            ])
        try expectEncodes(decoded, to: #"{"unwrapped":"seven"}"#)
        try expectEqual(decode(OptionalZeros.self, from: #"{"property":4}"#).property, 4)
    }

    @Test func anyDecodableTypeHasAZeroMadeOfZeros() throws {
        let decoded = try decode(Zeros.self, from: "{}")
        let zeroPoint = Point(
            x: 0, y: 0, label: "", tags: [], corner: Corner(visible: false, kind: .sharp), note: nil,
            scores: [:], seen: Date(timeIntervalSinceReferenceDate: 0))
        expectEqual(decoded.point, zeroPoint)
        expectEqual(decoded.kind, .sharp)
        expectEqual(decoded.label.text, "")
        expectEqual(decoded.label.size, 3)
        #expect(decoded.label.hint == nil)
        expectEqual(decoded.count, 0)
        expectDecodingFailure(
            Zeros.self, from: #"{"count":"many"}"#, .typeMismatch, at: "count",
            message: "Expected to decode Int but found a string instead.")
    }

    @Test func aTypeWithoutAZeroIsADeclarationError() {
        expectDecodingFailure(
            NoZero.self, from: "{}", .dataCorrupted, at: "",
            message:
                "Invalid @Backed declaration of NoZero.site: its type has no zero value (<root>: Invalid URL "
                + "string.); conform it to ZeroValueProviding or give another defaultValue:.",
            failure: .invalidDeclaration(
                property: "NoZero.site",
                problem: "its type has no zero value (<root>: Invalid URL string.); conform it to "
                    + "ZeroValueProviding or give another defaultValue:."))
    }

    @Test func appendingExtendsEveryAlternative() {
        let path = ("foo" ?? "bar").appending("wow", 42)
        expectEqual(path.alternatives, [["foo", "wow", 42], ["bar", "wow", 42]])
        expectEqual(path.description, "foo.wow[42] ?? bar.wow[42]")
        let crossed = Path("meta").appending("id" ?? Path("ids", 0))
        expectEqual(crossed.alternatives, [["meta", "id"], ["meta", "ids", 0]])
        expectEqual(Path.flat.appending("a").alternatives, [["a"]])
    }

    @Test func oneArgumentFiltersLookAtKeysAloneOrValuesAlone() throws {
        let json = #"{"fields":{"x-b":[1],"name":"n","x-a":{"deep":true}},"counts":{"a":1,"b":3,"c":2}}"#
        let decoded = try decode(Extensions.self, from: json)
        expectEqual(decoded.custom, ["x-a", "x-b"])
        expectEqual(decoded.repeated, [3, 2])
    }

    @Test func aBackedDecodableModelWithSynthesizedEncodableWritesItsValues() throws {
        let decoded = try decode(ReadDeep.self, from: #"{"top":{"second":{"third":"thirdValue"}}}"#)
        expectEqual(decoded.key, "thirdValue")
        #expect(decoded.other == nil)
        try expectEncodes(decoded, to: #"{"key":"thirdValue"}"#)
    }

    @Test func aBackedEncodableModelWithSynthesizedDecodableReadsItsValues() throws {
        let decoded = try decode(WriteDeep.self, from: #"{"key":"thirdValue"}"#)
        expectEqual(decoded.key, "thirdValue")
        #expect(decoded.other == nil)
        try expectEncodes(decoded, to: #"{"top":{"second":{"third":"thirdValue"}}}"#)
        let both = try decode(WriteDeep.self, from: #"{"key":"k","other":"o"}"#)
        try expectEncodes(both, to: #"{"top":{"other":"o","second":{"third":"k"}}}"#)
        expectDecodingFailure(
            WriteDeep.self, from: #"{"other":"o"}"#, .keyNotFound, at: "key",
            message: #"No value associated with key CodingKeys(stringValue: "key", intValue: nil) ("key")."#)
    }

    @Test func anUnsetBareDeclarationIsNamedWithItsPlace() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Untitled().forgottenSubtitle
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Fatal error: The @Backed property of type String declared at "
                    + "DynamicCodingTests/SeedParityTests.swift:75 was read before it was set. Set it in every "
                    + "initializer (self.name = value), or give it a defaultValue:.\n"))
    }

    @Test func anUnsetBareDeclarationIsNamedOnceItsModelWasUsed() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try? JSONDecoder().decode(Untitled.self, from: Data("{}".utf8))
            _ = Untitled().forgottenTitle
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Fatal error: The @Backed property 'Untitled.forgottenTitle' of type String declared at "
                    + "DynamicCodingTests/SeedParityTests.swift:76 was read before it was set."))
    }
}
