import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

private struct Catalog: BackedDecodable {
    @Backed var title: String
    @Backed(Path("meta", "count")) var count: Int
    @Backed var items: [Item]
    @Backed var prices: [String: Double]
    @Backed var next: (any Route)?
}

private struct Item: Codable {
    var name: String
    var tags: [String]
}

private struct Feed: BackedDecodable {
    @Backed(options: .lossy) var entries: [Int]
}

private struct Scores: BackedDecodable {
    @Backed(options: .lossy) var scores: [String: Int]
}

private struct PlainCount: Decodable {
    var count: Int
}

private struct Refusal: Error {}

private let catalog = """
    {
      "title": "Spring",
      "meta": {"count": 2},
      "items": [
        {"name": "hat", "tags": ["red"]},
        {"name": "scarf", "tags": ["blue", "wool"]}
      ],
      "prices": {"hat": 12.5, "scarf": 20}
    }
    """

/// The catalog with `original` replaced; fails the test when `original` is not there.
private func catalog(replacing original: String, with replacement: String) -> String {
    #expect(catalog.contains(original))
    return catalog.replacingOccurrences(of: original, with: replacement)
}

/// What decoding `json` as a `Catalog` throws, rendered against the JSON.
private func renderedError(_ json: String) throws -> String {
    try renderedError(Catalog.self, json)
}

/// What decoding `json` as `type` throws, rendered against the JSON.
private func renderedError<T: Decodable>(_ type: T.Type, _ json: String) throws -> String {
    do {
        _ = try decode(type, from: json, registry: try makeRouteRegistry())
        return "decoded"
    } catch {
        return DecodingErrorDescription.rendered(error, in: Data(json.utf8))
    }
}

struct ErrorRenderingTests {
    @Test func aValueAtANestedPath() throws {
        try expectEqual(
            renderedError(catalog(replacing: #""count": 2"#, with: #""count": "two""#)),
            """
            error: meta.count: Expected to decode Int but found a string instead.
             --> line 3, column 21
              |
            3 |   "meta": {"count": "two"},
              |                     ^^^^^
            """)
    }

    @Test func anArrayElement() throws {
        try expectEqual(
            renderedError(catalog(replacing: #""wool""#, with: "7")),
            """
            error: items[1].tags[1]: Expected to decode String but found number instead.
             --> line 6, column 40
              |
            6 |     {"name": "scarf", "tags": ["blue", 7]}
              |                                        ^
            """)
    }

    @Test func aDictionaryValue() throws {
        try expectEqual(
            renderedError(catalog(replacing: #""scarf": 20"#, with: #""scarf": "20""#)),
            """
            error: prices.scarf: Expected to decode Double but found a string instead.
             --> line 8, column 36
              |
            8 |   "prices": {"hat": 12.5, "scarf": "20"}
              |                                    ^^^^
            """)
    }

    @Test func aMissingKeyMarksTheObjectThatLacksIt() throws {
        try expectEqual(
            renderedError(catalog(replacing: #"{"name": "hat", "#, with: "{")),
            """
            error: items[0].name: No value found for key "name".
             --> line 5, column 5
              |
            5 |     {"tags": ["red"]},
              |     ^^^^^^^^^^^^^^^^^
            """)
        try expectEqual(
            renderedError(catalog(replacing: #""title": "Spring","#, with: "")),
            """
            error: title: No value found for key "title".
             --> line 1, column 1
              |
            1 | {
              | ^
            """)
    }

    @Test func anUnknownTypeIdentifierMarksTheIdentifier() throws {
        let json = catalog(replacing: "20}", with: #"20}, "next": {"type": "settings"}"#)
        try expectEqual(
            renderedError(json),
            """
            error: next.type: Unknown type identifier "settings" for Route; registered identifiers: \
            "detailscreen", "homescreen", "legacy", "profilescreen".
             --> line 8, column 58
              |
            8 |   "prices": {"hat": 12.5, "scarf": 20}, "next": {"type": "settings"}
              |                                                          ^^^^^^^^^^
            """)
    }

    @Test func aSyntaxErrorMarksWhereTheDataStopsBeingJSON() throws {
        try expectEqual(
            renderedError(catalog(replacing: #""Spring","#, with: #""Spring""#)),
            """
            error: <root>: The given data was not valid JSON.
             --> line 3, column 3
              |
            3 |   "meta": {"count": 2},
              |   ^ expected ',' or '}'
            """)
        try expectEqual(
            renderedError(#"{"title": "Spring", "meta": {"count": tru}}"#),
            """
            error: <root>: The given data was not valid JSON.
             --> line 1, column 39
              |
            1 | {"title": "Spring", "meta": {"count": tru}}
              |                                       ^^^ invalid literal
            """)
        try expectEqual(
            renderedError(""),
            """
            error: <root>: The given data was not valid JSON.
             --> line 1, column 1
              |
            1 |
              | ^ unexpected end of data
            """)
    }

    @Test func columnsCountCharactersOfMultiByteLines() throws {
        // "ü" takes one column of a terminal, "🎩" and "帽" two: the carets stay under "20".
        let json = catalog(replacing: #"{"hat": 12.5, "scarf": 20}"#, with: #"{"hüte 🎩": 12.5, "帽": "20"}"#)
        try expectEqual(
            renderedError(json),
            """
            error: prices.帽: Expected to decode Double but found a string instead.
             --> line 8, column 35
              |
            8 |   "prices": {"hüte 🎩": 12.5, "帽": "20"}
              | \(String(repeating: " ", count: 36))^^^^
            """)
    }

    @Test func tabsAreDrawnAsFourSpaces() throws {
        try expectEqual(
            renderedError(catalog(replacing: "\"title\": \"Spring\",", with: "\"title\":\t\t4,")),
            """
            error: title: Expected to decode String but found number instead.
             --> line 2, column 13
              |
            2 |   "title":        4,
              |                   ^
            """)
    }

    @Test func aLongLineIsCutToAWindowAroundTheValue() throws {
        func x(_ count: Int) -> String { String(repeating: "x", count: count) }
        let long = x(150)
        let around = catalog(
            replacing: #""title": "Spring","#, with: #""a": "\#(long)", "title": 4, "b": "\#(long)","#)
        try expectEqual(
            renderedError(around),
            """
            error: title: Expected to decode String but found number instead.
             --> line 2, column 171
              |
            2 | …\(x(28))", "title": 4, "b": "\(x(69))…
              | \(String(repeating: " ", count: 41))^
            """)
        let atTheEnd = catalog(replacing: #""title": "Spring","#, with: #""a": "\#(long)", "title": 4,"#)
        try expectEqual(
            renderedError(atTheEnd),
            """
            error: title: Expected to decode String but found number instead.
             --> line 2, column 171
              |
            2 | …\(x(105))", "title": 4,
              | \(String(repeating: " ", count: 118))^
            """)
        let atTheStart = catalog(replacing: #""title": "Spring","#, with: #""title": 4, "a": "\#(long)","#)
        try expectEqual(
            renderedError(atTheStart),
            """
            error: title: Expected to decode String but found number instead.
             --> line 2, column 12
              |
            2 |   "title": 4, "a": "\(x(99))…
              |            ^
            """)
    }

    @Test func theGutterGrowsWithTheLineNumber() throws {
        let json = "{\n" + String(repeating: "  \"pad\": 0,\n", count: 9) + "  \"title\": false\n}"
        try expectEqual(
            renderedError(Catalog.self, json),
            """
            error: title: Expected to decode String but found bool instead.
              --> line 11, column 12
               |
            11 |   "title": false
               |            ^^^^^
            """)
    }

    @Test func aPathTheDataHoldsOnlyPartOfMarksTheDeepestValueWithANote() {
        let error = DecodingError.typeMismatch(
            Int.self,
            DecodingError.Context(
                codingPath: [PathKey("items"), PathKey(intValue: 1), PathKey("cost")],
                debugDescription: "Expected to decode Int but found a string instead."))
        expectEqual(
            DecodingErrorDescription.rendered(error, in: Data(catalog.utf8)),
            """
            error: items[1].cost: Expected to decode Int but found a string instead.
             --> line 6, column 5
              |
            6 |     {"name": "scarf", "tags": ["blue", "wool"]}
              |     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
              = note: the data has no value at items[1].cost; this is items[1].
            """)
    }

    @Test func aNumberJSONDecoderCannotFitOutsideTheLibraryHasNoPlace() throws {
        try expectEqual(
            renderedError(PlainCount.self, #"{"count": 4.5}"#),
            """
            error: <root>: The given data was not valid JSON.
              = note: the data is valid JSON; JSONDecoder also says this when a number does not fit the type \
            it is decoded as (4.5 for an Int) outside the types DynamicCoding decodes.
            """)
    }

    @Test func errorsWithoutAPlaceAreTheirMessage() {
        let data = Data(catalog.utf8)
        expectEqual(DecodingErrorDescription.rendered(Refusal(), in: data), "error: Refusal()")
        let encoding = EncodingError.invalidValue(
            1, EncodingError.Context(codingPath: [PathKey("title")], debugDescription: "Not now."))
        expectEqual(DecodingErrorDescription.rendered(encoding, in: data), "error: title: Not now.")
        expectEqual(
            DecodingErrorDescription.rendered(
                DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: [PathKey("title")], debugDescription: "Bad.")),
                in: Data("not JSON".utf8)), "error: title: Bad.")
    }

    @Test func aDictionaryKeyThatLooksLikeANumberIsAKeyNotAnIndex() throws {
        try expectEqual(
            renderedError([String: [String: Int]].self, #"{"m": {"64": "x"}}"#),
            """
            error: m.64: Expected to decode Int but found a string instead.
             --> line 1, column 14
              |
            1 | {"m": {"64": "x"}}
              |              ^^^
            """)
        let json = #"{"scores": {"7": 7, "64": "x"}}"#
        let report = DecodingReport()
        try expectEqual(decode(Scores.self, from: json, report: report).scores, ["7": 7])
        expectEqual(report.entries.map(\.path), ["scores.64"])
        expectEqual(
            report.entries.map { $0.rendered(in: Data(json.utf8)) },
            [
                """
                warning: scores.64: dropped: scores.64: Expected to decode Int but found a string instead.
                 --> line 1, column 27
                  |
                1 | {"scores": {"7": 7, "64": "x"}}
                  |                           ^^^
                """
            ])
    }

    @Test func aReportEntryRendersWhereItsValueIs() throws {
        let json = """
            {
              "entries": [1, "two", 3, 4.5]
            }
            """
        let report = DecodingReport()
        try expectEqual(decode(Feed.self, from: json, report: report).entries, [1, 3])
        expectEqual(
            report.entries.map { $0.rendered(in: Data(json.utf8)) },
            [
                """
                warning: entries[1]: dropped: entries[1]: Expected to decode Int but found a string instead.
                 --> line 2, column 18
                  |
                2 |   "entries": [1, "two", 3, 4.5]
                  |                  ^^^^^
                """,
                """
                warning: entries[3]: dropped: entries[3]: Expected to decode Int but found the number 4.5, which \
                Int cannot represent.
                 --> line 2, column 28
                  |
                2 |   "entries": [1, "two", 3, 4.5]
                  |                            ^^^
                """,
            ])
    }
}
