import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// `DynamicJSONEncoder`'s exact output: keys in the order they were encoded, layout and
/// every strategy.
struct DynamicJSONEncoderTests {
    typealias Models = JSONEncodingModels

    private func json<T: Encodable>(
        _ value: T, _ configure: (DynamicJSONEncoder) -> Void = { _ in }
    ) throws -> String {
        let encoder = DynamicJSONEncoder()
        configure(encoder)
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private struct Ordered: Encodable {
        var zeta = 1
        var alpha = "a"
        var middle: Double? = 2.5
        var absent: Bool? = nil
        var list = [3, 1, 2]
    }

    @Test func keysKeepTheOrderTheValueEncodedThem() throws {
        expectEqual(try json(Ordered()), #"{"zeta":1,"alpha":"a","middle":2.5,"list":[3,1,2]}"#)
        expectEqual(
            try json(Ordered(), { $0.outputFormatting = .sortedKeys }),
            #"{"alpha":"a","list":[3,1,2],"middle":2.5,"zeta":1}"#)
    }

    /// A key encoded again keeps its first place and takes its last value; a nested
    /// container asked for again is the same one; `superEncoder` writes in place.
    @Test func aKeyEncodedTwiceKeepsItsPlaceAndTakesTheLastValue() throws {
        expectEqual(
            try json(Models.Handwritten()),
            #"{"zeta":1,"alpha":"last","nested":{"middle":true,"again":"merged"},"middle":2,"#
                + #""list":[1,{"alpha":"late"},null,[2.5],-978307200,"from super"],"parent":7,"userID":5,"#
                + #""urlValue":"u"}"#)
        expectEqual(
            try json(Models.ManyKeys()),
            #"{"k19":19,"k18":18,"k17":"again","k16":16,"k15":15,"k14":14,"k13":13,"k12":12,"k11":11,"#
                + #""k10":10,"k9":9,"k8":8,"k7":7,"k6":6,"k5":5,"k4":4,"k3":"again","k2":2,"k1":1,"k0":0,"#
                + #""caf\#u{E9}":"decomposed"}"#)
        // `String` compares canonically equivalent keys equal, as `JSONEncoder`'s dictionary
        // does: é and e + U+0301, K and the Kelvin sign.
        expectEqual(try json(Models.EquivalentKeys()), #"{"caf\#u{E9}":3,"x":2,"K":5}"#)
        expectEqual(try json(Models.LateSuperEncoder()), #"[1,"two",3]"#)
    }

    @Test func classesEncodeTheirSuperclass() throws {
        expectEqual(try json(Models.Dog()), #"{"breed":"collie","super":{"name":"Rex","legCount":4}}"#)
        expectEqual(try json(Models.Cat()), #"{"indoor":true,"name":"Rex","legCount":4}"#)
    }

    @Test func prettyPrintingIsFoundationsLayout() throws {
        let value: [String: [[Int]]] = ["a": [[1, 2], []]]
        expectEqual(
            try json(value, { $0.outputFormatting = .prettyPrinted }),
            "{\n  \"a\" : [\n    [\n      1,\n      2\n    ],\n    [\n\n    ]\n  ]\n}")
        expectEqual(try json([String: Int](), { $0.outputFormatting = .prettyPrinted }), "{\n\n}")
        expectEqual(try json([Int](), { $0.outputFormatting = .prettyPrinted }), "[\n\n]")
        expectEqual(try json(1, { $0.outputFormatting = .prettyPrinted }), "1")
        expectEqual(
            try json(Ordered(), { $0.outputFormatting = [.prettyPrinted, .sortedKeys] }),
            "{\n  \"alpha\" : \"a\",\n  \"list\" : [\n    3,\n    1,\n    2\n  ],\n  \"middle\" : 2.5,\n"
                + "  \"zeta\" : 1\n}")
    }

    @Test func fragmentsAndNil() throws {
        expectEqual(try json(1), "1")
        expectEqual(try json("a/b"), #""a\/b""#)
        expectEqual(try json(false), "false")
        expectEqual(try json(Int?.none), "null")
        expectEqual(try json([Int?.none, 1]), "[null,1]")
        expectEqual(try json(Models.Shape.point), #"{"point":{}}"#)
    }

    @Test func numbers() throws {
        expectEqual(
            try json([
                0.1, 1, -0.0, 1e16, 1e-7, 123_456_789.125, 9_007_199_254_740_992, .leastNonzeroMagnitude,
            ]),
            "[0.1,1,-0,1e+16,1e-07,123456789.125,9007199254740992,5e-324]")
        expectEqual(try json([Float(0.1), 1, 16_777_216, 1e10]), "[0.1,1,16777216,1e+10]")
        expectEqual(
            try json([Int.min, 0, 7, Int.max]), "[-9223372036854775808,0,7,9223372036854775807]")
        expectEqual(try json(UInt64.max), "18446744073709551615")
        expectEqual(try json(Decimal(string: "12.50")!), "12.5")
    }

    @Test func stringEscapes() throws {
        expectEqual(
            try json("\"\\/\u{8}\u{C}\n\r\t\u{0}\u{1F}\u{7F}é"),
            #""\"\\\/\b\f\n\r\t\u0000\u001f\#u{7F}é""#)
        expectEqual(try json("a/b", { $0.outputFormatting = .withoutEscapingSlashes }), #""a/b""#)
        expectEqual(try json(["k/\n": 1]), #"{"k\/\n":1}"#)
        expectEqual(
            try json(["k/": ["a\"": 1]], { $0.outputFormatting = .withoutEscapingSlashes }),
            #"{"k/":{"a\"":1}}"#)
    }

    @Test func dateStrategies() throws {
        let date = Date(timeIntervalSince1970: 1.5)
        expectEqual(try json(date), "-978307198.5")
        expectEqual(try json(date, { $0.dateEncodingStrategy = .secondsSince1970 }), "1.5")
        expectEqual(try json(date, { $0.dateEncodingStrategy = .millisecondsSince1970 }), "1500")
        expectEqual(try json(date, { $0.dateEncodingStrategy = .iso8601 }), #""1970-01-01T00:00:01Z""#)
        expectEqual(
            try json(
                [date],
                {
                    $0.dateEncodingStrategy = .custom { date, encoder in
                        var container = encoder.singleValueContainer()
                        try container.encode(
                            "\(encoder.codingPath.map(\.stringValue)) \(date.timeIntervalSince1970)")
                    }
                }), #"["[\"Index 0\"] 1.5"]"#)
        expectEqual(try json(date, { $0.dateEncodingStrategy = .custom { _, _ in } }), "{}")
    }

    @Test func dataStrategies() throws {
        let data = Data([0, 1, 255])
        expectEqual(try json(data), #""AAH\/""#)
        expectEqual(try json(data, { $0.dataEncodingStrategy = .deferredToData }), "[0,1,255]")
        expectEqual(
            try json(
                ["d": data],
                {
                    $0.dataEncodingStrategy = .custom { data, encoder in
                        var container = encoder.singleValueContainer()
                        try container.encode(data.count)
                    }
                }), #"{"d":3}"#)
        expectEqual(try json([data], { $0.dataEncodingStrategy = .custom { _, _ in } }), "[{}]")
    }

    @Test func urls() throws {
        expectEqual(try json(URL(string: "https://a.b/c?d=e")!), #""https:\/\/a.b\/c?d=e""#)
    }

    @Test func nonConformingFloats() throws {
        let convert: (DynamicJSONEncoder) -> Void = {
            $0.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "+", negativeInfinity: "-", nan: "n\"")
        }
        expectEqual(try json([Double.infinity, -.infinity, .nan, 1], convert), #"["+","-","n\"",1]"#)
        expectEqual(try json(Float.nan, convert), #""n\"""#)
        #expect(
            throws: EncodingError.self,
            performing: { try DynamicJSONEncoder().encode(["a": Double.nan]) })
        let failure = EncodingSettingsFailure.of {
            try DynamicJSONEncoder().encode(["a": [1, Float.infinity]])
        }
        expectEqual(
            failure,
            EncodingFailure(
                kind: "invalidValue", value: "inf", path: ["a", "Index 1#1"],
                debugDescription: "Unable to encode Float.inf directly in JSON."))
    }

    @Test func keyStrategies() throws {
        let snake: (DynamicJSONEncoder) -> Void = { $0.keyEncodingStrategy = .convertToSnakeCase }
        expectEqual(
            try json(Models.CamelKeys(), snake),
            #"{"simple":0,"camel_case":1,"my_url_value":2,"_leading_underscore":3,"already_snake":4,"#
                + #""h_ttp_status":5,"a_b":6,"i_phone_x":7,"numbers123_later":8,"\#u{E9}tat_civil":9,"#
                + #""na\#u{EF}ve_\#u{FC}ber":10,"a_llcaps":11,"x":12,"":13,"a_\#u{1C6}b":14,"ends_with_a":15,"#
                + #""two  _spaces":16,"kebab-_case":17}"#)
        // As `JSONEncoder` does, the keys of a `[String: Value]` are written unconverted.
        expectEqual(try json(["someKey": ["innerKey": 1]], snake), #"{"someKey":{"innerKey":1}}"#)
        expectEqual(
            try json(
                Ordered(),
                {
                    $0.keyEncodingStrategy = .custom { path in
                        AnyKey(path.map(\.stringValue).joined(separator: "/"))
                    }
                }), #"{"zeta":1,"alpha":"a","middle":2.5,"list":[3,1,2]}"#)
        expectEqual(
            try json(
                ["outer": Ordered()],
                {
                    $0.keyEncodingStrategy = .custom { path in
                        AnyKey(path.map(\.stringValue).joined(separator: "/"))
                    }
                }),
            #"{"outer":{"outer\/zeta":1,"outer\/alpha":"a","outer\/middle":2.5,"outer\/list":[3,1,2]}}"#)
    }

    /// A value that encodes nothing is `{}` inside another; at the top it is an error.
    @Test func valuesThatEncodeNothing() throws {
        expectEqual(try json(Models.HoldsSilent()), #"{"silent":{},"silentList":[{},{}]}"#)
        expectEqual(try json(Models.SilentWrapper()), "{}")
        let failure = EncodingSettingsFailure.of { try DynamicJSONEncoder().encode(Models.Silent()) }
        expectEqual(
            failure,
            EncodingFailure(
                kind: "invalidValue", value: "Silent()", path: [],
                debugDescription: "Top-level Silent did not encode any values."))
    }

    @Test func userInfoReachesTheValues() throws {
        let key = CodingUserInfoKey(rawValue: "suffix")!
        let encoder = DynamicJSONEncoder()
        encoder.userInfo = [key: "!"]
        let data = try encoder.encode(UserInfoReader(key: key))
        expectEqual(String(decoding: data, as: UTF8.self), #""!""#)
        expectEqual(encoder.userInfo[key] as? String, "!")
    }

    /// One encoder, used again and from many tasks at once, encodes each value alike.
    @Test func anEncoderIsReusableAndShareable() async throws {
        let encoder = DynamicJSONEncoder()
        expectEqual(String(decoding: try encoder.encode(Array(0..<1000)), as: UTF8.self).count, 3891)
        expectEqual(String(decoding: try encoder.encode(Ordered()), as: UTF8.self), try json(Ordered()))
        let texts = try await withThrowingTaskGroup(of: String.self) { group in
            for number in 0..<16 {
                group.addTask { String(decoding: try encoder.encode(["n": number]), as: UTF8.self) }
            }
            var texts: [String] = []
            for try await text in group { texts.append(text) }
            return texts
        }
        expectEqual(Set(texts), Set((0..<16).map { #"{"n":\#($0)}"# }))
    }

    @Test func optionsReadBack() {
        let encoder = DynamicJSONEncoder()
        expectEqual(encoder.outputFormatting, [])
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        expectEqual(encoder.outputFormatting, [.prettyPrinted, .sortedKeys])
        guard case .base64 = encoder.dataEncodingStrategy,
            case .deferredToDate = encoder.dateEncodingStrategy,
            case .throw = encoder.nonConformingFloatEncodingStrategy,
            case .useDefaultKeys = encoder.keyEncodingStrategy
        else {
            Issue.record("JSONEncoder's defaults expected")
            return
        }
    }
}

private struct UserInfoReader: Encodable {
    var key: CodingUserInfoKey

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(encoder.userInfo[key] as? String ?? "missing")
    }
}

/// The error a throwing call throws, as `EncodingFailure`, or nil.
private enum EncodingSettingsFailure {
    static func of(_ body: () throws -> Data) -> EncodingFailure? {
        do {
            _ = try body()
            return nil
        } catch {
            return EncodingFailure(error)
        }
    }
}
