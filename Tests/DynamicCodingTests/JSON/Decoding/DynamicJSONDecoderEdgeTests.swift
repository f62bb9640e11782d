import DynamicCoding
import Foundation
import Testing

/// Every number and string edge, the grammar's corners and the containers' errors, decoded
/// by ``DynamicJSONDecoder`` and by `JSONDecoder`, which must agree (``JSONDifferential``).
struct DynamicJSONDecoderEdgeTests {
    struct Field<Value: Decodable & Equatable>: Decodable, Equatable {
        var a: Value
    }

    static let numbers = [
        "0", "-0", "1", "-1", "1.0", "1e2", "1E2", "1.5", "-0.0", "0.1", "1e400", "-1e400", "1e-400",
        "5e-324",
        "2e-308", "1.7976931348623157e308", "1.8e308", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "-9223372036854775809", "18446744073709551615", "18446744073709551616",
        "12345678901234567890123", "12345678901234567.0", "1e19", "300", "-1", "255", "-128", "3.4028235e38",
        "1e39", "1e-46", "16777217", "0.30000000000000004", "123456789.123456789", "1e-7", "100e-2", "0e10",
        "01", "1.", ".5", "+1", "-", "1e", "1e+", "0x10", "Infinity", "NaN", "1.0e0", "4.9e-324",
        "2.2250738585072014e-308",
        "9007199254740993", "0.1e1", "1e-100", "1e-127", "1e-128", "1e-129", "1e-130", "0.5e-127", "1.5.3",
        "--1", "1e5e5", "1234567890123456789012345678901234567890e-30",
    ]

    /// The one known difference in numbers: swift-foundation 6.3 refuses some spellings of
    /// zero with an exponent as a floating-point number; ours reads them as zero.
    @Test func zeroWithAnExponentIsZero() throws {
        for number in ["0e3", "0E1", "0.00e1", "-0.0e-1", "0e+3", "-0e3", "0.0e1"] {
            let value = try DynamicJSONDecoder().decode(Double.self, from: Data(number.utf8))
            #expect(value == 0 && value.sign == (number.hasPrefix("-") ? .minus : .plus), "\(number)")
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Double.self, from: Data("0e3".utf8)) }
    }

    @Test(arguments: numbers)
    func numbersDecodeAsFoundationDecodesThem(_ number: String) {
        let json = #"{"a":\#(number)}"#
        #expect(JSONDifferential.difference(Field<Int>.self, json) == nil, "\(json)")
        #expect(JSONDifferential.difference(Field<Int8>.self, json) == nil, "\(json)")
        #expect(JSONDifferential.difference(Field<UInt8>.self, json) == nil, "\(json)")
        #expect(JSONDifferential.difference(Field<UInt64>.self, json) == nil, "\(json)")
        #expect(JSONDifferential.difference(Field<Int64>.self, json) == nil, "\(json)")
        #expect(JSONDifferential.difference(Field<Double>.self, json) == nil, "\(json)")
        #expect(JSONDifferential.difference(Field<Float>.self, json) == nil, "\(json)")
        #expect(JSONDifferential.difference(Field<Decimal>.self, json) == nil, "\(json)")
        #expect(JSONDifferential.difference(Field<String>.self, json) == nil, "\(json)")
        #expect(JSONDifferential.difference(Field<Bool>.self, json) == nil, "\(json)")
    }

    static let strings = [
        #""plain""#, #""""#, #""\u00e9\n\/\\\"\b\f\r\t""#, #""\ud83d\ude00""#, #""\ud83d""#, #""\ude00x""#,
        #""\ud83dx""#, #""\u0000""#, "\"\t\"", #""\x""#, #""\u12""#, #""é😀""#, #""unterminated"#,
        "\"a\u{7F}\"",
        #""\uD83D\uDE00""#, #""\uDBFF\uDFFF""#, #""\ud800\ud800""#, #""\ud800""#, #""\ud800\""#, #""\u12"x""#,
        #""\u    ""#, #""\u12 ""#, #""\u1""#,
        #""\uZZZZ""#, #""\u12\"x""#, #""a\u""#,
    ]

    @Test(arguments: strings)
    func stringsDecodeAsFoundationDecodesThem(_ string: String) {
        #expect(JSONDifferential.difference(Field<String>.self, #"{"a":\#(string)}"#) == nil)
        #expect(JSONDifferential.difference(String.self, string) == nil)
        #expect(JSONDifferential.difference([String: String].self, "{\(string):\"v\"}") == nil)
        #expect(JSONDifferential.difference(Field<Int>.self, #"{"b":\#(string),"a":1}"#) == nil)
        #expect(JSONDifferential.difference(Field<Int>.self, #"{"a":\#(string)}"#) == nil)
        #expect(JSONDifferential.difference(Field<Int>.self, #"{"b":{\#(string):1},"a":1}"#) == nil)
        #expect(JSONDifferential.difference([String: Int].self, #"{"b":1,\#(string):1}"#) == nil)
    }

    static let invalidUTF8: [[UInt8]] = [
        [0xFF], [0xC0, 0x80], [0xC2], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0xF0, 0x9F, 0x98], [0xC3, 0xA9], [0xF0, 0x9F, 0x98, 0x80], [0xEF, 0xBF, 0xBF], [0x80],
    ]

    @Test(arguments: invalidUTF8)
    func bytesInStringsAreCheckedAsFoundationChecksThem(_ bytes: [UInt8]) {
        let data = Data(#"{"a":""#.utf8) + bytes + Data(#""}"#.utf8)
        #expect(JSONDifferential.difference(Field<String>.self, data) == nil)
        let skipped = Data(#"{"b":""#.utf8) + bytes + Data(#"","a":1}"#.utf8)
        #expect(JSONDifferential.difference(Field<Int>.self, skipped) == nil)
        let key = Data(#"{""#.utf8) + bytes + Data(#"":1,"a":1}"#.utf8)
        #expect(JSONDifferential.difference(Field<Int>.self, key) == nil)
        let skippedKey = Data(#"{"b":{""#.utf8) + bytes + Data(#"":1},"a":1}"#.utf8)
        #expect(JSONDifferential.difference(Field<Int>.self, skippedKey) == nil)
        #expect(JSONDifferential.difference(CodableValue.self, skippedKey) == nil)
    }

    static let documents = [
        "", " ", "{}", "[]", "null", "{\"a\":1,}", "[1,]", "{,}", "[,]", "{\"a\":1,,}", "{\"a\":1} x",
        "\u{0C}{}",
        " \r\n\t{\"a\":1}", "{\"a\":1,\"a\":2}", "{\"a\":\"x\",\"a\":1}", "{\"a\":1,\"a\":\"x\"}",
        "{\"a\" 1}",
        "{a:1}", "[1 2]", "tru", "nul", "{\"a\":tru}", "[1,2,3", "{\"a\":[1]}", "{\"a\":{}}", "{\"a\":null}",
        "{\"b\":1}", "1", "\"s\"", "{\"a\":1}\n// comment", "\u{FEFF}{\"a\":1}",
        String(repeating: "[", count: 512) + String(repeating: "]", count: 512),
        String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
    ]

    @Test(arguments: documents)
    func documentsDecodeAsFoundationDecodesThem(_ json: String) {
        #expect(JSONDifferential.difference(Field<Int>.self, json) == nil)
        #expect(JSONDifferential.difference([Int].self, json) == nil)
        #expect(JSONDifferential.difference([String: Int].self, json) == nil)
        #expect(JSONDifferential.difference(Int?.self, json) == nil)
        #expect(JSONDifferential.difference(CodableValue.self, json) == nil)
    }

    /// Zero bytes that are not in the places UTF-16 or UTF-32 puts them (found by the fuzzer).
    @Test(arguments: [
        [0x22, 0x00, 0x09, 0x0A, 0x22, 0x0A], [0x31, 0x00], [0x00, 0x31], [0x22, 0x00, 0x22],
        [0x5B, 0x00, 0x5D, 0x00],
    ])
    func zeroBytesAreReadAsFoundationReadsThem(_ bytes: [UInt8]) {
        #expect(JSONDifferential.difference(Field<String>.self, Data(bytes)) == nil)
        #expect(JSONDifferential.difference(String.self, Data(bytes)) == nil)
        #expect(JSONDifferential.difference([Int].self, Data(bytes)) == nil)
    }

    /// Several failing values in one dictionary: each decoder reports one of them (found by
    /// the fuzzer; `JSONDecoder`'s choice follows its hash order).
    @Test func aDictionaryWithSeveralFailingValuesFailsAsFoundationFails() {
        let json = #"{"ls": [], "widgets": [], "invo": {}, "x": 0}"#
        #expect(JSONDifferential.difference([String: Int].self, json) == nil)
        let badKey = #"{"box": {"label": "keep dry"}, "`\u    ": false}"#
        #expect(JSONDifferential.difference([String: Bool].self, badKey) == nil)
        #expect(JSONDifferential.difference(Field<Int>.self, #"{"a": 1, "b": {"\u12": 1}}"#) == nil)
        let lazyNumber = #"{"box": {"label": 0}, "stamp": 0958086913, "added": false}"#
        #expect(JSONDifferential.difference([String: Int].self, lazyNumber) == nil)
    }

    @Test func otherEncodingsAreReadAsFoundationReadsThem() {
        let json = #"{"a":"é😀"}"#
        for encoding: String.Encoding in [
            .utf16BigEndian, .utf16LittleEndian, .utf32BigEndian, .utf32LittleEndian, .utf16,
        ] {
            guard let data = json.data(using: encoding) else { continue }
            #expect(JSONDifferential.difference(Field<String>.self, data) == nil, "\(encoding)")
        }
    }

    /// Hand-written containers: nested ones, super decoders, a key read twice, an unkeyed
    /// container read past its end.
    struct Nested: Decodable, Equatable {
        var value: Int
        var second: Int?

        enum Keys: String, CodingKey { case a, b, c, list, extra }

        init(from decoder: any Decoder) throws {
            let root = try decoder.container(keyedBy: Keys.self)
            let a = try root.nestedContainer(keyedBy: Keys.self, forKey: .a)
            let b = try a.nestedContainer(keyedBy: Keys.self, forKey: .b)
            value = try b.decode(Int.self, forKey: .c)
            var list = try root.nestedUnkeyedContainer(forKey: .list)
            _ = try list.decode(Int.self)
            second = try list.decodeIfPresent(Int.self)
            _ = try Int?(from: root.superDecoder(forKey: .extra))
            _ = try b.decode(Int.self, forKey: .c)
        }
    }

    static let nestedDocuments = [
        #"{"a":{"b":{"c":1}},"list":[1,2]}"#, #"{"a":{"b":{"c":"x"}},"list":[1]}"#,
        #"{"a":{"b":{}},"list":[1]}"#,
        #"{"a":{"b":[]},"list":[1]}"#, #"{"a":{"b":{"c":1}},"list":[]}"#,
        #"{"a":{"b":{"c":1}},"list":[1,"x"]}"#,
        #"{"a":{"b":{"c":1}},"list":[1,null],"extra":"x"}"#, #"{"a":null,"list":[1]}"#,
    ]

    @Test(arguments: nestedDocuments)
    func handWrittenContainersDecodeAsFoundationDecodesThem(_ json: String) {
        #expect(JSONDifferential.difference(Nested.self, json) == nil)
        #expect(JSONDifferential.difference([Nested].self, "[\(json),\(json)]") == nil)
    }
}
