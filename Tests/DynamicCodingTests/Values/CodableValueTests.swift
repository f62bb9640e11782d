import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

struct CodableValueTests {
    @Test func jsonScalarsAreReadExactly() throws {
        let json = #"["true", true, "1", 1, "1.5", 1.5, "", null, "null", "nginx:stable", 1e3]"#
        let value = try JSONDecoder().decode(CodableValue.self, from: Data(json.utf8))
        expectEqual(value, ["true", true, "1", 1, "1.5", 1.5, "", nil, "null", "nginx:stable", 1000])
    }

    @Test func foundationDecodersSortKeys() throws {
        let json = #"{"zeta":1,"alpha":{"y":1,"x":2},"mid":3}"#
        let value = try JSONDecoder().decode(CodableValue.self, from: Data(json.utf8))
        expectEqual(value.objectValue?.keys, ["alpha", "mid", "zeta"])
        expectEqual(value["alpha"]?.objectValue?.keys, ["x", "y"])
        let plist = try PropertyListEncoder().encode(value)
        let fromPlist = try PropertyListDecoder().decode(CodableValue.self, from: plist)
        expectEqual(fromPlist.objectValue?.keys, ["alpha", "mid", "zeta"])
    }

    @Test func otherDecodersKeepTheirKeyedContainersOrder() throws {
        let tree: CodableValue = ["zeta": 1, "alpha": ["y": 1, "x": 2], "mid": 3]
        let value = try CodableValue(from: ValueTreeDecoder(tree))
        expectEqual(value.objectValue?.keys, ["zeta", "alpha", "mid"])
        expectEqual(value["alpha"]?.objectValue?.keys, ["y", "x"])
    }

    @Test func anObjectIsEqualWhateverItsOrder() {
        let forward: CodableValue.Object = ["a": 1, "b": 2]
        let backward: CodableValue.Object = ["b": 2, "a": 1]
        #expect(forward != backward)
        expectEqual(CodableValue.object(forward), .object(backward))
        expectEqual(CodableValue.object(forward).hashValue, CodableValue.object(backward).hashValue)
        expectEqual(Set([CodableValue.object(forward), .object(backward)]).count, 1)
        #expect(CodableValue.object(forward) != ["a": 1, "b": 3])
        #expect(CodableValue.object(forward) != ["a": 1])
    }

    @Test func objectsAreEqualWhateverTheirOrderAtEveryDepth() {
        let forward: CodableValue = ["list": [["x": 1, "y": ["p": true, "q": nil]], 2], "name": "n"]
        let backward: CodableValue = ["name": "n", "list": [["y": ["q": nil, "p": true], "x": 1], 2]]
        expectEqual(forward, backward)
        expectEqual(forward.hashValue, backward.hashValue)
        #expect(forward.objectValue != backward.objectValue)
        #expect(forward != ["list": [2, ["x": 1, "y": ["p": true, "q": nil]]], "name": "n"])
        #expect(forward != ["list": [["x": 1, "y": ["p": true, "q": false]], 2], "name": "n"])
    }

    @Test func scalarsOfDifferentCasesDiffer() {
        #expect(CodableValue.int(1) != .double(1))
        #expect(CodableValue.string("1") != .int(1))
        #expect(CodableValue.null != .bool(false))
        #expect(CodableValue.array([]) != .object([:]))
        expectEqual(Set<CodableValue>([.int(1), .double(1), .string("1"), .null, .bool(false)]).count, 5)
    }

    @Test func objectMembers() {
        var object: CodableValue.Object = ["b": 1, "a": 2, "b": 3]
        expectEqual(object.keys, ["b", "a"])
        expectEqual(object.values, [3, 2])
        object["c"] = "new"
        object["b"] = nil
        expectEqual(object.removeValue(forKey: "a"), 2)
        #expect(object.removeValue(forKey: "missing") == nil)
        expectEqual(object.map(\.key), ["c"])
        expectEqual(object.count, 1)
        #expect(!object.isEmpty)
        expectEqual(object.dictionary, ["c": "new"])
        expectEqual(CodableValue.Object(["b": 1, "a": 2]).keys, ["a", "b"])
    }

    @Test func keySubscript() {
        var value: CodableValue = nil
        value["gone"] = nil
        #expect(value == nil)
        value["a"] = 1
        expectEqual(value, ["a": 1])
        var scalar: CodableValue = "text"
        scalar["a"] = 1
        expectEqual(scalar, "text")
        #expect(scalar["a"] == nil)
    }

    @Test func indexSubscriptNeverTraps() {
        var ports: CodableValue = [80, 443]
        expectEqual(ports[1], 443)
        #expect(ports[-1] == nil)
        #expect(ports[2] == nil)
        ports[2] = 8080
        ports[9] = 1
        ports[-1] = 1
        ports[0] = nil
        expectEqual(ports, [80, 443, 8080])
        var object: CodableValue = ["a": 1]
        object[0] = 1
        expectEqual(object, ["a": 1])
    }

    @Test func pathSubscript() {
        var value: CodableValue = ["spec": ["ports": [["port": 80]]]]
        expectEqual(value[Path("missing") ?? Path("spec", "ports", 0, "port")], 80)
        #expect(value[Path("spec", .allKeys)] == nil)
        expectEqual(value[.flat], value)
        value[Path("spec", "ports", 0, "name")] = "http"
        value[Path("spec", "ports", 1, "port")] = 443
        value[Path("spec", "ports", 0, "port", "deeper")] = 1
        value[Path("a", "b", "c")] = nil
        value[Path("spec", .allKeys)] = 1
        expectEqual(value, ["spec": ["ports": [["port": 80, "name": "http"]]]])
        value[Path("spec", "ports", 1)] = ["port": 443]
        value[Path("spec", "ports", 0, "port")] = nil
        expectEqual(value, ["spec": ["ports": [["name": "http"], ["port": 443]]]])
        value[.flat] = nil
        #expect(value == nil)
    }

    @Test func typedAccessors() {
        let value: CodableValue = [
            "s": "x", "i": 3, "d": 2.5, "w": 3.0, "b": true, "a": [1], "o": [:], "n": nil,
        ]
        expectEqual(value["s"]?.stringValue, "x")
        #expect(value["i"]?.stringValue == nil)
        expectEqual(value["i"]?.intValue, 3)
        expectEqual(value["w"]?.intValue, 3)
        #expect(value["d"]?.intValue == nil)
        expectEqual(value["i"]?.doubleValue, 3)
        expectEqual(value["d"]?.doubleValue, 2.5)
        expectEqual(value["b"]?.boolValue, true)
        #expect(value["s"]?.boolValue == nil)
        expectEqual(value["a"]?.arrayValue, [1])
        expectEqual(value["o"]?.objectValue, [:])
        expectEqual(value["n"]?.isNull, true)
        expectEqual(value["s"]?.isNull, false)
    }

    @Test func descriptionEscapesStrings() {
        let value: CodableValue = ["q\"": "a\\b\n\u{1}", "n": [nil, false, 0.5]]
        expectEqual(value.description, #"{"q\"":"a\\b\n\u0001","n":[null,false,0.5]}"#)
    }

    @Test func anObjectIsDecodedOnlyFromAnObject() {
        expectDecodingFailure(
            CodableValue.Object.self, from: "[1]", .typeMismatch, at: "",
            message: "Expected an object but found an array instead.")
    }
}

/// A decoder that reads every scalar as text and as whatever the text parses to, as YAML
/// and form decoders do, quoting or not.
private struct LaxScalarDecoder: Decoder, SingleValueDecodingContainer {
    let text: String
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: "A scalar."))
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "A scalar."))
    }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { ["", "~", "null", "none"].contains(text) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let parsed: Any? =
            switch type {
            case is String.Type: text
            case is Bool.Type: ["true", "yes", "on", "True", "TRUE"].contains(text) ? true : nil
            case is Int64.Type: Int64(text) ?? (text.contains(":") ? 0 : nil)
            case is Double.Type: Double(text)
            default: nil
            }
        guard let value = parsed as? T else {
            throw DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: "Not \(type)."))
        }
        return value
    }
}

struct LaxDecoderScalarTests {
    @Test(
        arguments: [
            ("true", true), ("yes", "yes"), ("nginx:stable", "nginx:stable"), ("", nil), ("none", "none"),
            ("-5", -5), ("017", 17), ("1e3", 1000.0), ("nan", "nan"), ("0x1F", 31), ("1_000", "1_000"),
        ] as [(String, CodableValue)])
    func aLaxDecodersStringIsAStringUnlessYAML12ReadsItOtherwise(text: String, expected: CodableValue) throws
    {
        try expectEqual(CodableValue(from: LaxScalarDecoder(text: text)), expected)
    }
}
