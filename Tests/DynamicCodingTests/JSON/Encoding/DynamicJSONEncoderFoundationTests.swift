import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// `DynamicJSONEncoder` against Foundation's `JSONEncoder`: the same bytes whenever keys
/// are sorted, the same errors.
struct DynamicJSONEncoderFoundationTests {
    typealias Models = JSONEncodingModels

    static let settings: [(String, EncoderSettings)] = [
        ("default", EncoderSettings()),
        ("pretty", EncoderSettings(outputFormatting: .prettyPrinted)),
        ("no escaped slashes", EncoderSettings(outputFormatting: [.withoutEscapingSlashes, .prettyPrinted])),
        ("snake case", EncoderSettings(keyEncodingStrategy: .convertToSnakeCase)),
        (
            "custom keys",
            EncoderSettings(
                keyEncodingStrategy: .custom { path in
                    AnyKey(path.map(\.stringValue).joined(separator: ".").uppercased())
                })
        ),
        ("seconds", EncoderSettings(dateEncodingStrategy: .secondsSince1970)),
        ("milliseconds", EncoderSettings(dateEncodingStrategy: .millisecondsSince1970)),
        ("iso8601", EncoderSettings(dateEncodingStrategy: .iso8601, dataEncodingStrategy: .deferredToData)),
        (
            "custom dates and data",
            EncoderSettings(
                dateEncodingStrategy: .custom { date, encoder in
                    var container = encoder.unkeyedContainer()
                    try container.encode(Int(date.timeIntervalSince1970))
                    try container.encode("\(encoder.codingPath.map(\.stringValue))")
                },
                dataEncodingStrategy: .custom { data, encoder in
                    var container = encoder.container(keyedBy: AnyKey.self)
                    try container.encode(data.count, forKey: AnyKey("count"))
                })
        ),
        (
            "dates and data encoding nothing",
            EncoderSettings(
                dateEncodingStrategy: .custom { _, _ in }, dataEncodingStrategy: .custom { _, _ in })
        ),
        (
            "converted floats",
            EncoderSettings(
                nonConformingFloatEncodingStrategy: .convertToString(
                    positiveInfinity: "+inf/\"", negativeInfinity: "-inf", nan: "NaN"))
        ),
    ]

    static let formattings: [JSONEncoder.OutputFormatting] = [
        .sortedKeys, [.sortedKeys, .prettyPrinted], [.sortedKeys, .withoutEscapingSlashes],
    ]

    /// Every model under every setting, with sorted keys: byte for byte `JSONEncoder`'s.
    @Test(arguments: formattings)
    func sortedOutputIsFoundations(formatting: JSONEncoder.OutputFormatting) {
        for (name, base) in Self.settings {
            var settings = base
            settings.outputFormatting.formUnion(formatting)
            compare(Models.Everything(), settings, name)
            compare(Models.person, settings, name)
            compare([Models.specials], settings, name)
            compare(Models.Handwritten(), settings, name)
            compare(Models.ManyKeys(), settings, name)
            compare(Models.EquivalentKeys(), settings, name)
            compare(Models.LateSuperEncoder(), settings, name)
            compare(Models.CamelKeys(), settings, name)
            compare([Models.Dog() as Models.Animal, Models.Cat(), Models.Animal()], settings, name)
            compare(["nested": ["deeper": [[String: [Int]]]()]], settings, name)
            compare([Double.infinity, -.infinity, 1.5], settings, name)
            compare(Float.nan, settings, name)
            compare(Models.specials.createdAt, settings, name)
            compare(Models.specials.payload, settings, name)
        }
    }

    @Test func fragmentsAreFoundations() {
        let settings = EncoderSettings(outputFormatting: .sortedKeys)
        compare(1, settings)
        compare(-0.0, settings)
        compare("a/b\"c", settings)
        compare(true, settings)
        compare(Int?.none, settings)
        compare(Decimal(string: "-0.000123")!, settings)
        compare(URL(string: "file:///tmp/a%20b")!, settings)
        compare([Int](), settings)
        compare([String: Int](), settings)
        compare(Models.SilentWrapper(), settings)
        compare(Models.HoldsSilent(), settings)
        compare(Models.Silent(), settings)
        compare(Models.Shape.point, settings)
    }

    @Test func numbersAreSpelledAsFoundationSpellsThem() {
        let doubles: [Double] = [
            0, -0.0, 1, -1, 0.1, 0.5, 1.25, 100, 1e15, 9_007_199_254_740_991, 9_007_199_254_740_992,
            1e16, 1e17, 123_456_789.125, 1e-4, 1e-5, 1e-7, .pi, .greatestFiniteMagnitude,
            .leastNonzeroMagnitude, .leastNormalMagnitude, -1e300, 4_294_967_296.5,
        ]
        let floats: [Float] = [
            0, -0.0, 1, 0.1, 16_777_215, 16_777_216, 33_554_432, 1e10, 3.4e38, .leastNonzeroMagnitude, -2.5,
        ]
        compare(doubles, EncoderSettings())
        compare(floats, EncoderSettings())
        compare([Int.min, -1, 0, 9, 10, 99, 100, Int.max], EncoderSettings())
        compare([UInt64.max, 0, 1], EncoderSettings())
        compare([Int8.min, Int8.max], EncoderSettings())
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) {
            compare([Int128.min, Int128.max, 0], EncoderSettings())
            compare([UInt128.max], EncoderSettings())
        }
    }

    @Test func stringsAreEscapedAsFoundationEscapesThem() {
        let everyControlCharacter = String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) })
        let strings = [
            everyControlCharacter, "\"\\/", "\u{7F}\u{80}\u{2028}\u{2029}\u{FEFF}", "é💩👩‍👩‍👧", "</script>", "",
        ]
        compare(strings, EncoderSettings())
        compare(strings, EncoderSettings(outputFormatting: .withoutEscapingSlashes))
        compare(
            Dictionary(uniqueKeysWithValues: strings.map { ($0, 1) }),
            EncoderSettings(outputFormatting: .sortedKeys))
    }

    /// Errors: the same case, value, path and description as `JSONEncoder`'s.
    @Test func errorsAreFoundations() {
        let settings = EncoderSettings()
        compare(Double.nan, settings)
        compare(Float.infinity, settings)
        compare(-Double.infinity, settings)
        compare([1, Double.nan], settings)
        compare(["key": [Float(1), -.infinity]], settings)
        compare(Models.Address(streetName: "", postCode: "", geoLocation: [0, .nan]), settings)
        compare(NaNInNestedContainers(), settings)
        compare(NaNInNestedContainers(), EncoderSettings(keyEncodingStrategy: .convertToSnakeCase))
        compare(PathReport(), settings)
        compare(DictionaryHolder(someValues: ["innerKey": .nan]), settings)
        compare(
            DictionaryHolder(someValues: ["innerKey": .nan]),
            EncoderSettings(keyEncodingStrategy: .convertToSnakeCase))
        compare(
            DateHolder(date: Date(timeIntervalSince1970: .nan)),
            EncoderSettings(dateEncodingStrategy: .secondsSince1970))
        compare(
            DateHolder(date: Date(timeIntervalSince1970: .infinity)),
            EncoderSettings(
                dateEncodingStrategy: .millisecondsSince1970,
                nonConformingFloatEncodingStrategy: .convertToString(
                    positiveInfinity: "a", negativeInfinity: "b", nan: "c")))
        compare(DateHolder(date: Date(timeIntervalSinceReferenceDate: .nan)), settings)
        compare(Models.Silent(), settings)
        compare(Models.Silent(), EncoderSettings(outputFormatting: .prettyPrinted))
    }

    /// 511 nested arrays are written; 512 are refused, as `JSONEncoder` refuses them.
    @Test func depthLimitIsFoundations() {
        compare(Nesting(depth: 510), EncoderSettings())
        compare(Nesting(depth: 511), EncoderSettings())
        compare(Nesting(depth: 511), EncoderSettings(outputFormatting: .prettyPrinted))
        let outcome = EncoderSettings().dynamicOutcome(Nesting(depth: 511))
        guard case .failure(let failure) = outcome else {
            Issue.record("expected a failure, found \(outcome)")
            return
        }
        expectEqual(failure.debugDescription, "Unable to encode the given top-level value to JSON.")
        expectEqual(failure.path, [])
    }

    private func compare<T: Encodable>(
        _ value: T, _ settings: EncoderSettings, _ comment: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let ours = settings.dynamicOutcome(value)
        let foundations = settings.foundationOutcome(value)
        expectEqual(ours, foundations, Comment(rawValue: comment), sourceLocation: sourceLocation)
    }
}

/// A NaN three nested containers deep: `JSONEncoder` reports only the encoder's key and the last key.
private struct NaNInNestedContainers: Encodable {
    enum Key: String, CodingKey { case outerKey, innerKey, valueKey }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(Inner(), forKey: .outerKey)
    }

    struct Inner: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            var nested = container.nestedContainer(keyedBy: Key.self, forKey: .innerKey)
            var list = nested.nestedUnkeyedContainer(forKey: .valueKey)
            try list.encode(1.0)
            try list.encode([Double.nan])
        }
    }
}

/// Throws its encoder's coding path, beneath a nested container.
private struct PathReport: Encodable {
    enum Key: String, CodingKey { case a, b }

    struct Thrower: Encodable {
        func encode(to encoder: any Encoder) throws {
            throw EncodingError.invalidValue(
                0, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "path"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        var nested = container.nestedContainer(keyedBy: Key.self, forKey: .a)
        try nested.encode(Thrower(), forKey: .b)
    }
}

private struct DictionaryHolder: Encodable {
    var someValues: [String: Double]
}

private struct DateHolder: Encodable {
    var date: Date
}

/// `depth` arrays, one in the other, around an empty one.
private struct Nesting: Encodable {
    var depth: Int

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for _ in 0..<depth {
            container = container.nestedUnkeyedContainer()
        }
    }
}
