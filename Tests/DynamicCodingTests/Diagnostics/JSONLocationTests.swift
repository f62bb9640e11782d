import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// A coding key for paths written by hand: `"name"` or an index.
struct PathKey: CodingKey, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }

    init(stringLiteral value: String) { self.init(stringValue: value) }
    init(integerLiteral value: Int) { self.init(intValue: value) }
}

/// Where the value at `path` is in `json`, as `line:column` and its text.
private func located(_ path: [PathKey], in json: String) -> String? {
    let data = Data(json.utf8)
    guard let location = JSONLocation(of: path, in: data) else { return nil }
    return "\(location.line):\(location.column) \(String(decoding: data[location.byteRange], as: UTF8.self))"
}

/// Where `json` stops being JSON, as `line:column` and the offending text.
private func syntaxError(in json: String) -> String? {
    let data = Data(json.utf8)
    guard let location = JSONLocation(firstSyntaxErrorIn: data) else { return nil }
    return "\(location.line):\(location.column) \(String(decoding: data[location.byteRange], as: UTF8.self))"
}

struct JSONLocationTests {
    @Test func findsNestedKeysAndIndices() {
        let json = #"{"a": {"b": [1, {"c": "x"}], "d": null}, "e": [[], [true, {"f": -1.5e3}]]}"#
        expectEqual(located(["a", "b", 1, "c"], in: json), #"1:23 "x""#)
        expectEqual(located(["a", "b", 1], in: json), #"1:17 {"c": "x"}"#)
        expectEqual(located(["a", "d"], in: json), "1:35 null")
        expectEqual(located(["e", 1, 1, "f"], in: json), "1:65 -1.5e3")
        expectEqual(located([], in: json), "1:1 \(json)")
    }

    @Test func theDocumentationsExamples() {
        let data = Data(#"{"routes": [{"type": "detailscreen", "id": 42}]}"#.utf8)
        let location = JSONLocation(of: [PathKey("routes"), PathKey(intValue: 0), PathKey("id")], in: data)
        expectEqual(location?.description, "line 1, column 44")
        expectEqual(location.map { String(decoding: data[$0.byteRange], as: UTF8.self) }, "42")
        expectEqual(
            JSONLocation(firstSyntaxErrorIn: Data("{\"a\": tru}".utf8))?.description, "line 1, column 7")
    }

    @Test func linesColumnsAndLineEndings() {
        let json = "{\n  \"a\": 1,\r\n\t\"b\": [\n    \"x\", \"y\"\n  ]\n}"
        expectEqual(located(["a"], in: json), "2:8 1")
        expectEqual(located(["b"], in: json), "3:7 [\n    \"x\", \"y\"\n  ]")
        expectEqual(located(["b", 1], in: json), #"4:10 "y""#)
    }

    @Test func columnsCountCharactersNotBytes() {
        let json = #"{"名前": "東京", "emoji": "👩‍👩‍👧", "n": 7}"#
        expectEqual(located(["名前"], in: json), #"1:8 "東京""#)
        expectEqual(located(["n"], in: json), "1:33 7")
    }

    @Test func keysMatchWithTheirEscapesDecoded() {
        let json = #"{"a\"b": 1, "caf\u00e9": 2, "\ud83d\ude00": 3, "tab\t": 4}"#
        expectEqual(located([#"a"b"#], in: json), "1:10 1")
        expectEqual(located(["café"], in: json), "1:26 2")
        expectEqual(located(["😀"], in: json), "1:45 3")
        expectEqual(located(["tab\t"], in: json), "1:57 4")
    }

    @Test func keysCompareAsSwiftStringsDo() {
        // "é" written decomposed in the payload, precomposed in the key.
        let json = "{\"cafe\u{301}\": 1}"
        expectEqual(located(["caf\u{E9}"], in: json), "1:10 1")
    }

    @Test func theFirstOfTwoMembersWithOneNameIsTheOneDecoded() throws {
        let json = #"{"a": 1, "a": 2}"#
        try expectEqual(JSONDecoder().decode([String: Int].self, from: Data(json.utf8)), ["a": 1])
        expectEqual(located(["a"], in: json), "1:7 1")
    }

    @Test func integerKeysOfObjectsMatchTheirStringValue() {
        // A `[Int: V]` dictionary's keys have integer values and are object members.
        struct IntKey: CodingKey {
            let stringValue: String
            let intValue: Int?
            init(stringValue: String) { (self.stringValue, intValue) = (stringValue, Int(stringValue)) }
            init(intValue: Int) { (stringValue, self.intValue) = (String(intValue), intValue) }
        }
        let data = Data(#"{"10": "ten", "2": "two"}"#.utf8)
        expectEqual(JSONLocation(of: [IntKey(intValue: 2)], in: data)?.column, 20)
        // Inside an array, such a key is an index; an index (`Index 0`) is no member's key.
        expectEqual(JSONLocation(of: [IntKey(intValue: 1)], in: Data("[1, 2]".utf8))?.column, 5)
        #expect(located([0], in: #"{"Index 0": 1}"#) == nil)
    }

    @Test func indexKeysLocateAsIndicesInsideArraysWhateverTheirStringValue() throws {
        // An index as a user or another decoder spells it: the integer value 2, the string "2".
        struct NumberKey: CodingKey {
            let stringValue: String
            let intValue: Int?
            init(stringValue: String) { (self.stringValue, intValue) = (stringValue, Int(stringValue)) }
            init(intValue: Int) { (stringValue, self.intValue) = (String(intValue), intValue) }
        }
        let json = """
            {"items": [
              {"price": 1},
              {"price": 2},
              {"price": 3}
            ], "ports": {"64": "x", "2": "y"}}
            """
        let data = Data(json.utf8)
        func place(_ path: [any CodingKey]) -> String? {
            JSONLocation(of: path, in: data).map {
                "\($0.line):\($0.column) \(String(decoding: data[$0.byteRange], as: UTF8.self))"
            }
        }
        let price = PathKey("price")
        expectEqual(place([PathKey("items"), NumberKey(intValue: 2), price]), "4:13 3")
        expectEqual(place([PathKey("items"), PathKey(intValue: 2), price]), "4:13 3")
        expectEqual(place([PathKey("items"), NumberKey(stringValue: "2"), price]), "4:13 3")
        // Inside an object, the same key is the member named "2"; "64" is a dictionary's key.
        expectEqual(place([PathKey("ports"), NumberKey(intValue: 2)]), #"5:30 "y""#)
        let path = try #require(decodingError([String: [String: Int]].self, from: #"{"ports": {"64": "x"}}"#))
            .parts.1.codingPath
        expectEqual(pathString(path), "ports.64")
        expectEqual(place(path), #"5:20 "x""#)
        // Out of range, or not an index at all: no location.
        #expect(place([PathKey("items"), NumberKey(intValue: 3)]) == nil)
        #expect(place([PathKey("items"), PathKey("2")]) == nil)
        #expect(place([PathKey("ports"), PathKey(intValue: 2)]) == nil)
    }

    @Test func aDictionaryKeyThatLooksLikeANumberIsLocatedAsAKey() throws {
        let json = #"{"m": {"64": "x"}}"#
        let path = try #require(decodingError([String: [String: Int]].self, from: json)).parts.1.codingPath
        expectEqual(pathString(path), "m.64")
        expectEqual(JSONLocation(of: path, in: Data(json.utf8))?.column, 14)
    }

    @Test func pathsTheDataDoesNotHoldHaveNoLocation() {
        let json = #"{"a": [1, 2], "b": "x"}"#
        #expect(located(["c"], in: json) == nil)
        #expect(located(["a", 2], in: json) == nil)
        #expect(located(["a", -1], in: json) == nil)
        #expect(located(["a", "0"], in: json) == nil)
        #expect(located(["b", "c"], in: json) == nil)
        #expect(located(["a"], in: "") == nil)
        expectEqual(located(["a"], in: #"{"a": [1, "#), "1:7 [")
    }

    @Test func aByteOrderMarkAndADataSliceAreAllowed() {
        let json = Data([0xEF, 0xBB, 0xBF]) + Data(#"{"a": 1}"#.utf8)
        expectEqual(JSONLocation(of: [PathKey("a")], in: json)?.byteRange, 9..<10)
        let slice = (Data("xx".utf8) + Data(#"{"a": 1}"#.utf8)).dropFirst(2)
        let location = JSONLocation(of: [PathKey("a")], in: slice)
        expectEqual(location?.byteRange, 8..<9)
        expectEqual(location.map { slice[$0.byteRange] }, Data("1".utf8))
        expectEqual(location?.description, "line 1, column 7")
    }

    @Test func nestingIsBoundedAt512LevelsAsJSONDecoderBoundsIt() {
        func nested(_ depth: Int) -> String {
            String(repeating: "[", count: depth) + "7" + String(repeating: "]", count: depth)
        }
        let path = [PathKey](repeating: 0, count: 511)
        expectEqual(located(path, in: nested(512)), "1:512 [7]")
        expectEqual(located(path + [0], in: nested(512)), "1:513 7")
        #expect(located(path + [0, 0], in: nested(513)) == nil)
        #expect(located([1], in: "[" + nested(513) + ", 5]") == nil)
        #expect(syntaxError(in: nested(512)) == nil)
        expectEqual(syntaxError(in: nested(513)), "1:513 [")
    }

    @Test func syntaxErrorsPointAtWhereTheDataStopsBeingJSON() {
        #expect(syntaxError(in: #"{"a": [1, 2], "b": {"c": null}, "d": "\u00e9"}"#) == nil)
        expectEqual(syntaxError(in: "{\n  \"a\": 1,\n  \"b\": tru\n}"), "3:8 tru")
        expectEqual(syntaxError(in: #"{"a": 1,}"#), "1:9 }")
        expectEqual(syntaxError(in: "[1, 2,]"), "1:7 ]")
        expectEqual(syntaxError(in: "[01]"), "1:2 01")
        expectEqual(syntaxError(in: "[1.]"), "1:2 1.")
        expectEqual(syntaxError(in: "[-]"), "1:2 -")
        expectEqual(syntaxError(in: "[1e]"), "1:2 1e")
        expectEqual(syntaxError(in: #"{"a" 1}"#), "1:6 1")
        expectEqual(syntaxError(in: #"{a: 1}"#), "1:2 a")
        expectEqual(syntaxError(in: #"{"a": 1 "b": 2}"#), #"1:9 ""#)
        expectEqual(syntaxError(in: #"["a\x"]"#), #"1:4 \x"#)
        expectEqual(syntaxError(in: #"["\ud800"]"#), #"1:3 \u"#)
        expectEqual(syntaxError(in: "[\"a\u{1}\"]"), "1:4 \u{1}")
        expectEqual(syntaxError(in: #"["abc"#), #"1:2 ""#)
        expectEqual(syntaxError(in: "[1] x"), "1:5 x")
        expectEqual(syntaxError(in: "{\"a\": [1,\n"), "2:1 ")
        expectEqual(syntaxError(in: ""), "1:1 ")
        expectEqual(syntaxError(in: "routes: none"), "1:1 r")
    }

    @Test func invalidUTF8IsASyntaxErrorAndStillLocates() {
        let data = Data([
            0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x2C, 0x22, 0x62, 0x22, 0x3A, 0x31, 0x7D,
        ])
        expectEqual(JSONLocation(firstSyntaxErrorIn: data)?.byteRange, 6..<7)
        expectEqual(JSONLocation(of: [PathKey("b")], in: data)?.byteRange, 13..<14)
        expectEqual(JSONLocation(of: [PathKey("b")], in: data)?.column, 14)
    }

    @Test func anyBytesAndAnyPathGiveALocationOrNil() {
        var generator = SplitMix64(seed: 13)
        let alphabet = Array(#"{}[],:" \t\n\r0123456789-+.eEtrufalsn\abé"#.utf8) + [0xFF, 0xC3, 0x00]
        for _ in 0..<3_000 {
            let length = Int(generator.next() % 64)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let path: [PathKey] = (0..<Int(generator.next() % 5)).map { _ in
                generator.next() % 2 == 0 ? PathKey(intValue: Int(generator.next() % 3) - 1) : "a"
            }
            let data = Data(bytes)
            if let location = JSONLocation(of: path, in: data) {
                #expect(data.indices.contains(location.byteRange.lowerBound))
            }
            if let location = JSONLocation(firstSyntaxErrorIn: data) {
                #expect(location.byteRange.upperBound <= data.endIndex)
            }
        }
    }
}
