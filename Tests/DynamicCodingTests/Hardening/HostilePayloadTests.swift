import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// Deep values under a `@Backed` path and under a polymorphic value.
private struct Nest: BackedCodable, Equatable {
    @Backed(Path("board", "cells")) var cells: CodableValue?
    @Backed(Path("board", "lead")) var lead: (any Piece)?

    static func == (lhs: Nest, rhs: Nest) -> Bool {
        lhs.cells == rhs.cells && same(lhs.lead, rhs.lead)
    }
}

/// Long arrays, strict and lossy.
private struct Series: BackedCodable, Equatable {
    @Backed("values") var values: [Int]
    @Backed("lossy", options: .lossy) var lossy: [Int]?
}

private struct PieceSeries: BackedCodable {
    @Backed("pieces", options: .lossy) var pieces: [any Piece]
}

/// Numbers through each kind of property.
private struct Counter: BackedCodable {
    @Backed("count") var count: Int?
    @Backed("ratio") var ratio: Double?
    @Backed("counts", options: .lossy) var counts: [Int]?
    @Backed("bonus", defaultValue: -1) var bonus: Int
    @Backed("at", strategy: .secondsSince1970) var at: Date?
    @Backed("raw") var raw: CodableValue?
}

/// The same number, decoded by synthesized `Codable`.
private struct SynthesizedCounter: Codable {
    var count: Int
}

private struct Required: BackedCodable, Equatable {
    @Backed("name") var name: String
    @Backed("lead") var lead: (any Piece)?
    @Backed("tags", options: .lossy) var tags: [String: Int]?
    @Backed("") var blank: Int?

    static func == (lhs: Required, rhs: Required) -> Bool {
        lhs.name == rhs.name && same(lhs.lead, rhs.lead) && lhs.tags == rhs.tags && lhs.blank == rhs.blank
    }
}

/// Keys that are not ASCII. The declarations spell "café" and "naïve" in NFC.
private struct Unicode: BackedCodable, Equatable {
    @Backed("🍎") var apple: Int?
    @Backed(Path("caf\u{E9}", "na\u{EF}ve")) var naive: String?
    @Backed("👩‍👩‍👧") var family: Int?
    @Backed("🇨🇭") var flag: Int?
}

private struct KeyList: BackedDecodable {
    @Backed(Path("index", .allKeys)) var keys: [String]
}

/// `count` nested arrays, innermost empty.
private func nestedArrays(_ count: Int) -> String {
    String(repeating: "[", count: count) + String(repeating: "]", count: count)
}

/// `count` nested towers, innermost empty.
private func nestedTowers(_ count: Int) -> String {
    String(repeating: #"{"type":"tower","pieces":["#, count: count) + String(repeating: "]}", count: count)
}

/// How many towers are nested in `piece`, counting itself.
private func towerDepth(_ piece: (any Piece)?) -> Int {
    var depth = 0
    var current = piece
    while let tower = current as? Tower {
        depth += 1
        current = tower.pieces.first
    }
    return depth
}

/// How many arrays are nested in `value`, counting itself.
private func arrayDepth(_ value: CodableValue?) -> Int {
    guard case .array(let elements)? = value else { return 0 }
    return 1 + arrayDepth(elements.first)
}

struct DeepNestingTests {
    let registry: TypeRegistry

    init() throws {
        registry = try makePieceRegistry()
    }

    /// swift-foundation's `JSONDecoder` refuses more than 512 levels before any decoding
    /// starts, so no hostile depth reaches the library's recursion.
    @Test(arguments: [
        nestedArrays(10_000),
        String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000),
    ])
    func tenThousandLevelsUnderABackedPathAreInvalidJSON(cells: String) {
        expectDecodingFailure(
            Nest.self, from: #"{"board":{"cells":\#(cells)}}"#, registry: registry, .dataCorrupted, at: "",
            message: invalidJSONMessage)
    }

    @Test func tenThousandPolymorphicLevelsAreInvalidJSON() {
        expectDecodingFailure(
            Nest.self, from: #"{"board":{"lead":\#(nestedTowers(10_000))}}"#, registry: registry,
            .dataCorrupted, at: "", message: invalidJSONMessage)
        expectDecodingFailure(
            DynamicCodable<any Piece>.self, from: nestedTowers(10_000), registry: registry, .dataCorrupted,
            at: "", message: invalidJSONMessage)
    }

    /// The limit counts every level: the root object and "board" are two. The encoder's
    /// limit is one level lower, so the deepest payload decodes but can't be written back.
    @Test func depth512IsTheLimit() throws {
        let deepest = try decode(Nest.self, from: #"{"board":{"cells":\#(nestedArrays(510))}}"#)
        expectEqual(arrayDepth(deepest.cells), 510)
        expectDecodingFailure(
            Nest.self, from: #"{"board":{"cells":\#(nestedArrays(511))}}"#, .dataCorrupted, at: "",
            message: invalidJSONMessage)
        do {
            let json = try encodeJSON(deepest)
            Issue.record("Expected an EncodingError, encoded \(json.count) characters")
        } catch EncodingError.invalidValue(_, let context) {
            #expect(context.codingPath.isEmpty)
            expectEqual(context.debugDescription, "Unable to encode the given top-level value to JSON.")
        }
    }

    /// Each tower is two levels (its object and its array): 255 reach level 512.
    @Test func deepestPolymorphicValueDecodesAndRoundTrips() throws {
        let deepest = try decode(
            Nest.self, from: #"{"board":{"lead":\#(nestedTowers(255))}}"#, registry: registry)
        expectEqual(towerDepth(deepest.lead), 255)
        expectDecodingFailure(
            Nest.self, from: #"{"board":{"lead":\#(nestedTowers(256))}}"#, registry: registry,
            .dataCorrupted, at: "", message: invalidJSONMessage)
        let json = #"{"board":{"lead":\#(nestedTowers(254))}}"#
        let nest = try expectRoundTrip(Nest.self, from: json, registry: registry)
        expectEqual(towerDepth(nest.lead), 254)
    }

    @Test func deepestWritableArraysRoundTrip() throws {
        let json = #"{"board":{"cells":\#(nestedArrays(509))}}"#
        let nest = try expectRoundTrip(Nest.self, from: json)
        expectEqual(arrayDepth(nest.cells), 509)
    }

    /// A property list has no such limit in swift-foundation (its XML reader overflows the
    /// stack near 10,000 levels, a Foundation issue); the library itself goes deeper than
    /// JSON allows.
    @Test func deepPropertyListRoundTrips() throws {
        var cells = CodableValue.array([])
        for _ in 1..<600 {
            cells = .array([cells])
        }
        var nest = Nest()
        nest.cells = cells
        nest.lead = nil
        let plist = try PropertyListEncoder().encode(nest)
        let decoded = try PropertyListDecoder().decode(Nest.self, from: plist)
        expectEqual(arrayDepth(decoded.cells), 600)
        expectEqual(decoded, nest)
    }
}

struct HugeArrayTests {
    private static let count = 200_000

    @Test func twoHundredThousandElementsDecodeAndRoundTrip() throws {
        let values = "[" + (0..<Self.count).map(String.init).joined(separator: ",") + "]"
        let series = try decode(Series.self, from: #"{"values":\#(values),"lossy":\#(values)}"#)
        expectEqual(series.values, Array(0..<Self.count))
        expectEqual(series.lossy, series.values)
        let again = try decode(Series.self, from: try encodeJSON(series))
        expectEqual(again, series)
    }

    @Test func oneBadElementAtTheEndFailsAtItsIndex() {
        let values = "[" + (0..<Self.count - 1).map(String.init).joined(separator: ",") + #","x"]"#
        expectDecodingFailure(
            Series.self, from: #"{"values":\#(values)}"#, .typeMismatch, at: "values[199999]",
            message: "Expected to decode Int but found a string instead.")
    }

    @Test func lossyKeepsTheValidElementsInOrderAndReportsEachDropped() throws {
        let elements = (0..<Self.count).map {
            $0 % 1_000 == 999 ? (($0 / 1_000) % 2 == 0 ? "null" : #""x""#) : "\($0)"
        }
        let report = DecodingReport()
        let series = try decode(
            Series.self, from: #"{"values":[],"lossy":[\#(elements.joined(separator: ","))]}"#, report: report
        )
        expectEqual(series.lossy, (0..<Self.count).filter { $0 % 1_000 != 999 })
        let dropped = (0..<200).map { thousand in
            let path = "lossy[\(thousand * 1_000 + 999)]"
            return thousand % 2 == 0
                ? ReportLine(
                    path, .dropped, .valueNotFound, "\(path): Expected Int value but found null instead.")
                : ReportLine(
                    path, .dropped, .typeMismatch,
                    "\(path): Expected to decode Int but found a string instead.")
        }
        expectEqual(report.recordedLines, dropped)
    }

    @Test func polymorphicLossyArrayOfTwoHundredThousand() throws {
        let registry = try makePieceRegistry()
        let elements = (0..<Self.count).map {
            $0 % 10_000 == 0 ? #"{"type":"knight"}"# : #"{"type":"pawn","rank":\#($0)}"#
        }
        let report = DecodingReport()
        let series = try decode(
            PieceSeries.self, from: #"{"pieces":[\#(elements.joined(separator: ","))]}"#, registry: registry,
            report: report)
        let ranks = series.pieces.map { ($0 as? Pawn)?.rank }
        expectEqual(ranks, (0..<Self.count).filter { $0 % 10_000 != 0 })
        let unknown = DynamicCodingFailure.unknownTypeIdentifier(
            "knight", base: "Piece", registered: pieceIdentifiers)
        expectEqual(
            report.recordedLines,
            (0..<20).map {
                let path = "pieces[\($0 * 10_000)]"
                return ReportLine(path, .dropped, .dataCorrupted, "\(path).type: \(unknown.message)")
            })
        expectEqual(
            (report.entries.first?.error as? DecodingError)?.parts.1.underlyingError as? DynamicCodingFailure,
            unknown)
    }
}

struct NumberRangeTests {
    /// swift-foundation reads a number only when it is decoded, and reports one that the
    /// type can't hold with an error of its own, without a path. The library turns it into
    /// a `typeMismatch` at the number's path. Synthesized `Codable` alone gets
    /// JSONDecoder's "not valid JSON" at the top: no code of the library runs there.
    @Test(arguments: [
        "9223372036854775808", "-9223372036854775809", "123456789012345678901234567890", "1e400", "1.5",
    ])
    func integerOutOfRangeIsATypeMismatchAtItsPath(number: String) {
        expectDecodingFailure(
            Counter.self, from: #"{"count":\#(number)}"#, .typeMismatch, at: "count",
            message: "Expected to decode Int but found the number \(number), which Int cannot represent.")
        expectDecodingFailure(
            SynthesizedCounter.self, from: #"{"count":\#(number)}"#, .dataCorrupted, at: "",
            message: invalidJSONMessage)
    }

    @Test(arguments: ["1e400", "-1e400", "1e-400"])
    func doubleOutOfRangeIsATypeMismatchAtItsPath(number: String) {
        let message =
            "Expected to decode Double but found the number \(number), which Double cannot represent."
        expectDecodingFailure(
            Counter.self, from: #"{"ratio":\#(number)}"#, .typeMismatch, at: "ratio", message: message)
        expectDecodingFailure(
            Counter.self, from: #"{"at":\#(number)}"#, .typeMismatch, at: "at", message: message)
    }

    @Test func numbersAtTheEdgesDecodeExactly() throws {
        let json = #"{"count":9223372036854775807,"ratio":1.7976931348623157e308,"at":-62135596800}"#
        let counter = try decode(Counter.self, from: json)
        expectEqual(counter.count, Int.max)
        expectEqual(counter.ratio, .greatestFiniteMagnitude)
        expectEqual(counter.at, Date(timeIntervalSince1970: -62_135_596_800))
        try expectEqual(decode(Counter.self, from: #"{"count":-9223372036854775808}"#).count, Int.min)
        try expectEqual(decode(Counter.self, from: #"{"count":1e2}"#).count, 100)
        try expectEqual(decode(Counter.self, from: #"{"count":-0}"#).count, 0)
    }

    /// Where the library catches errors (lossy, defaults), an unrepresentable number is
    /// dropped or replaced like any invalid value, and the report says where. Known
    /// limit: the error recorded is swift-foundation's own internal one (not a
    /// `DecodingError`, so its message has no path), which `JSONDecoder` turns into
    /// "not valid JSON" only at the top.
    @Test func lossyAndDefaultsRecordOutOfRangeNumbers() throws {
        let report = DecodingReport()
        let counter = try decode(
            Counter.self, from: #"{"counts":[1,9223372036854775808,3,1e400],"bonus":1e400}"#, report: report)
        expectEqual(counter.counts, [1, 3])
        expectEqual(counter.bonus, -1)
        expectEqual(
            report.recordedLines,
            [
                ReportLine(
                    "counts[1]", .dropped, .typeMismatch,
                    "counts[1]: Expected to decode Int but found the number 9223372036854775808, which Int cannot "
                        + "represent."),
                ReportLine(
                    "counts[3]", .dropped, .typeMismatch,
                    "counts[3]: Expected to decode Int but found the number 1e400, which Int cannot represent."
                ),
                ReportLine(
                    "bonus", .replacedByDefault, .typeMismatch,
                    "bonus: Expected to decode Int but found the number 1e400, which Int cannot represent."),
            ])
    }

    /// `JSONDecoder` reads no number beyond `Decimal`'s and `Double`'s range: an error, not
    /// infinity. (`DynamicJSONDecoder` keeps it, exactly: ExactNumberTests.)
    @Test func aFallbackPayloadRefusesNumbersNoSwiftTypeHolds() throws {
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Counter.self, from: Data(#"{"raw":{"big":1e400}}"#.utf8))
        }
        expectEqual(
            error.map { DecodingErrorDescription.message(of: $0) },
            "raw.big: Expected a string, number, boolean or null.")
    }

    /// Found by the fuzzer: a fraction above 2^53 is kept as written, and written back as
    /// read (it once read as the nearest double, written back as another integer).
    @Test func aFallbackPayloadsLargeFractionIsKeptExactly() throws {
        let counter = try decode(Counter.self, from: #"{"raw":261398426666666666.06}"#)
        expectEqual(counter.raw, .number(try #require(CodableValue.Number("261398426666666666.06"))))
        expectEqual(try encodeJSON(counter), #"{"bonus":-1,"raw":261398426666666666.06}"#)
        let again = try decode(Counter.self, from: try encodeJSON(counter))
        expectEqual(again.raw, counter.raw)
    }

    /// `CodableValue` keeps an integer beyond 64 bits exactly (it once kept the nearest
    /// `Double`, written back as 1.8446744073709552e+19).
    @Test func aFallbackPayloadKeepsHugeIntegersExactly() throws {
        let counter = try decode(Counter.self, from: #"{"raw":[18446744073709551617,-0,1.0]}"#)
        let huge = try #require(CodableValue.Number("18446744073709551617"))
        expectEqual(counter.raw, .array([.number(huge), .int(0), .int(1)]))
        expectEqual(try encodeJSON(counter), #"{"bonus":-1,"raw":[18446744073709551617,0,1]}"#)
    }
}

struct EmptyAndOddPayloadTests {
    let registry: TypeRegistry

    init() throws {
        registry = try makePieceRegistry()
    }

    @Test func emptyObjectIsAMissingKey() {
        expectDecodingFailure(
            Required.self, from: "{}", registry: registry, .keyNotFound, at: "name",
            message:
                #"No value associated with key "name" ("name")."#)
    }

    @Test func emptyObjectForAPolymorphicValueIsAMissingDiscriminator() {
        expectDecodingFailure(
            Required.self, from: #"{"name":"n","lead":{}}"#, registry: registry, .keyNotFound,
            at: "lead.type",
            message: #"Missing discriminator "type" needed to choose a type for Piece."#,
            failure: .missingDiscriminator(key: "type", base: "Piece"))
    }

    @Test func emptyCollectionsAndAnEmptyKeyDecode() throws {
        let required = try decode(Required.self, from: #"{"name":"","tags":{},"":0}"#, registry: registry)
        expectEqual(required.name, "")
        expectEqual(required.tags, [:])
        expectEqual(required.blank, 0)
        try expectEncodes(required, to: #"{"name":"","tags":{},"":0}"#, registry: registry)
    }

    @Test(arguments: [
        (
            "[]", DecodingErrorCase.typeMismatch,
            "Expected to decode Dictionary<String, Any> but found an array instead."
        ),
        (#""""#, .typeMismatch, "Expected to decode Dictionary<String, Any> but found a string instead."),
        ("0", .typeMismatch, "Expected to decode Dictionary<String, Any> but found number instead."),
        ("null", .valueNotFound, "Cannot get keyed decoding container -- found null value instead"),
    ])
    func aTopLevelThatIsNotAnObjectIsAnError(json: String, errorCase: DecodingErrorCase, message: String) {
        expectDecodingFailure(
            Required.self, from: json, registry: registry, errorCase, at: "", message: message)
    }

    @Test(arguments: ["", " ", "{", #"{"name":}"#, #"{"name":"n""#, #"{name:"n"}"#, "{'name':'n'}"])
    func malformedInputIsInvalidJSON(json: String) {
        expectDecodingFailure(
            Required.self, from: json, registry: registry, .dataCorrupted, at: "", message: invalidJSONMessage
        )
    }

    /// swift-foundation checks a string's escapes only when the string is decoded, and
    /// throws an error of its own without a path: strict decoding fails with a
    /// `dataCorrupted` at the string; a lossy collection drops the element (the report says
    /// where), as it drops any element that fails.
    @Test func malformedStringIsDataCorruptedUnlessLossyDropsIt() throws {
        let control = "{\"name\":\"a\u{1}b\"}"
        expectDecodingFailure(
            Required.self, from: control, registry: registry, .dataCorrupted, at: "name",
            message:
                "Expected to decode String but found invalid JSON (unescaped control character in string: U+0001)."
        )
        let report = DecodingReport()
        let lossy = try decode(
            Required.self, from: "{\"name\":\"n\",\"tags\":{\"bad\":\"\u{1}\",\"good\":1}}",
            registry: registry,
            report: report)
        expectEqual(lossy.tags, ["good": 1])
        expectEqual(
            report.recordedLines,
            [
                ReportLine(
                    "tags.bad", .dropped, .typeMismatch,
                    "tags.bad: Expected to decode Int but found a string instead.")
            ])
        expectDecodingFailure(
            Required.self, from: #"{"name":"\ud800"}"#, registry: registry, .dataCorrupted, at: "name",
            message:
                "Expected to decode String but found invalid JSON (expected low surrogate UTF8 sequence after high surrogate)."
        )
    }
}

struct DuplicateKeyTests {
    let registry: TypeRegistry

    init() throws {
        registry = try makePieceRegistry()
    }

    /// swift-foundation keeps the first of duplicate keys; every property sees the same one.
    @Test func theFirstOfDuplicateKeysWins() throws {
        let required = try decode(
            Required.self, from: #"{"name":"first","name":"second"}"#, registry: registry)
        expectEqual(required.name, "first")
        try expectEncodes(required, to: #"{"name":"first"}"#, registry: registry)
    }

    @Test func aLossyDictionaryKeepsTheFirstOfDuplicateEntries() throws {
        let report = DecodingReport()
        let json = #"{"name":"n","tags":{"a":1,"a":2,"b":"x","b":3}}"#
        let required = try decode(Required.self, from: json, registry: registry, report: report)
        expectEqual(required.tags, ["a": 1])
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "tags.b", .dropped, .typeMismatch,
                    "tags.b: Expected to decode Int but found a string instead.")
            ])
    }

    @Test func allKeysListsADuplicateKeyOnce() throws {
        let list = try decode(KeyList.self, from: #"{"index":{"b":1,"a":2,"b":3}}"#)
        expectEqual(list.keys, ["a", "b"])
    }
}

struct UnicodeKeyTests {
    /// Swift compares strings by canonical equivalence, so a declared key matches the
    /// payload's key in either normalization form; encoding writes the declared form.
    @Test func keysMatchInEitherNormalizationForm() throws {
        let nfd = #"{"cafe\u0301":{"nai\u0308ve":"yes"},"🍎":1,"👩‍👩‍👧":2,"🇨🇭":3}"#
        let nfc = #"{"caf\u00e9":{"na\u00efve":"yes"},"🍎":1,"👩‍👩‍👧":2,"🇨🇭":3}"#
        let fromNFD = try decode(Unicode.self, from: nfd)
        expectEqual(fromNFD, Unicode(apple: 1, naive: "yes", family: 2, flag: 3))
        try expectEqual(decode(Unicode.self, from: nfc), fromNFD)
        let written = try encodeJSON(fromNFD)
        // Unicode scalars, not String ==, which would find the two forms equal.
        let expected = #"{"caf\#u{E9}":{"na\#u{EF}ve":"yes"},"🇨🇭":3,"🍎":1,"👩‍👩‍👧":2}"#
        expectEqual(Array(written.unicodeScalars), Array(expected.unicodeScalars))
        try expectEqual(decode(Unicode.self, from: written), fromNFD)
    }

    @Test func bothFormsInOneObjectAreOneKey() throws {
        let first = try decode(
            Unicode.self, from: #"{"caf\u00e9":{"na\u00efve":"nfc"},"cafe\u0301":{"nai\u0308ve":"nfd"}}"#)
        expectEqual(first.naive, "nfc")
        let swapped = try decode(
            Unicode.self, from: #"{"cafe\u0301":{"nai\u0308ve":"nfd"},"caf\u00e9":{"na\u00efve":"nfc"}}"#)
        expectEqual(swapped.naive, "nfd")
    }

    @Test func allKeysSortsUnicodeKeysAndMergesEquivalentOnes() throws {
        let json = #"{"index":{"cafe\u0301":1,"caf\u00e9":2,"🍎":3,"z":4,"Z":5,"e":6,"\u00e9":7}}"#
        let keys = try decode(KeyList.self, from: json).keys
        expectEqual(keys, ["Z", "caf\u{E9}", "e", "z", "\u{E9}", "🍎"])
    }

    @Test func aMissingUnicodeKeyIsNamedInTheError() {
        expectDecodingFailure(
            KeyList.self, from: #"{"índex":{}}"#, .keyNotFound, at: "index",
            message: #"No value associated with key "index"."#)
    }
}

extension Unicode {
    init(apple: Int?, naive: String?, family: Int?, flag: Int?) {
        self.apple = apple
        self.naive = naive
        self.family = family
        self.flag = flag
    }
}
