import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// `text` decoded as a `CodableValue` by `decode`, then written back by `encode`.
private func roundTrip(
    _ text: String, _ decode: (Data) throws -> CodableValue, _ encode: (CodableValue) throws -> Data
) throws -> String {
    String(decoding: try encode(try decode(Data(text.utf8))), as: UTF8.self)
}

private func jsonDecoder(_ data: Data) throws -> CodableValue {
    try JSONDecoder().decode(CodableValue.self, from: data)
}

private func dynamicDecoder(_ data: Data) throws -> CodableValue {
    try DynamicJSONDecoder().decode(CodableValue.self, from: data)
}

private func jsonEncoder(_ value: CodableValue) throws -> Data { try JSONEncoder().encode(value) }
private func dynamicEncoder(_ value: CodableValue) throws -> Data { try DynamicJSONEncoder().encode(value) }

private func number(_ text: String) throws -> CodableValue {
    .number(try #require(CodableValue.Number(text)))
}

/// The message of the error `body` throws.
private func message(_ body: () throws -> Any) -> String {
    do {
        _ = try body()
        return "no error"
    } catch {
        return DecodingErrorDescription.message(of: error)
    }
}

/// `CodableValue` keeps every number exactly: integers of any size, decimals whose `Double`
/// would round, written back as read.
struct ExactNumberTests {
    static let beyondInt64 = "[18446744073709551615,-9223372036854775809,1.0000000000000000001,0.1,2.5]"

    @Test func aNumberJSONDecoderCutsTo39DigitsIsWrittenByJSONEncoder() throws {
        // Found by the locality fuzz target: JSONDecoder's `Decimal` keeps 39 digits of a
        // 53-digit integer, which JSONEncoder then refused ("more digits than a Decimal holds").
        let text = "[" + String(repeating: "3", count: 53) + "]"
        let value = try JSONDecoder().decode(CodableValue.self, from: Data(text.utf8))
        let written = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        expectEqual(
            written, "[" + String(repeating: "3", count: 39) + String(repeating: "0", count: 14) + "]")
    }

    @Test func integersBeyondInt64AndDecimalsADoubleWouldRoundAreKeptThroughJSONDecoder() throws {
        let value = try jsonDecoder(Data(Self.beyondInt64.utf8))
        expectEqual(
            value,
            try .array([
                number("18446744073709551615"), number("-9223372036854775809"),
                number("1.0000000000000000001"),
                .double(0.1), .double(2.5),
            ]))
        try expectEqual(roundTrip(Self.beyondInt64, jsonDecoder, jsonEncoder), Self.beyondInt64)
        try expectEqual(roundTrip(Self.beyondInt64, jsonDecoder, dynamicEncoder), Self.beyondInt64)
    }

    @Test func theDynamicCodersKeepEveryNumberAsWritten() throws {
        let json =
            Self.beyondInt64.dropLast() + ",1e400,-1.5E-400,123456789012345678901234567890123456789012345]"
        let value = try dynamicDecoder(Data(json.utf8))
        expectEqual(value[5], try number("1e400"))
        expectEqual(value[7], try number("123456789012345678901234567890123456789012345"))
        try expectEqual(roundTrip(String(json), dynamicDecoder, dynamicEncoder), String(json))
        // Both decoders read the same values, up to Decimal's 38 digits.
        try expectEqual(dynamicDecoder(Data(Self.beyondInt64.utf8)), jsonDecoder(Data(Self.beyondInt64.utf8)))
    }

    @Test func numbersDecimalCannotHoldAreAnErrorNotARounding() throws {
        let digits = try number("123456789012345678901234567890123456789012345")
        expectEqual(
            message { try JSONEncoder().encode(digits) },
            "<root>: The number 123456789012345678901234567890123456789012345 cannot be written exactly: "
                + "it has more digits, or a larger exponent, than a Decimal holds (38 digits, exponents -128...127). "
                + "DynamicJSONEncoder writes any number exactly.")
        expectEqual(
            message { try JSONEncoder().encode(["big": try number("1e400")] as CodableValue) },
            "big: The number 1e400 cannot be written exactly: it has more digits, or a larger exponent, "
                + "than a Decimal holds (38 digits, exponents -128...127). DynamicJSONEncoder writes any number exactly."
        )
        // JSONDecoder reads no number beyond Decimal's and Double's range: an error.
        expectEqual(
            message { try jsonDecoder(Data("[1e400]".utf8)) },
            "[0]: Expected a string, number, boolean or null.")
        // JSONDecoder keeps 39 significant digits of a longer number before any Decodable
        // sees it: what CodableValue gets from it (DynamicJSONDecoder keeps them all).
        try expectEqual(
            jsonDecoder(Data("123456789012345678901234567890123456789012345".utf8)),
            number("123456789012345678901234567890123456789000000"))
    }

    @Test func propertyListsHold64BitIntegersAndRefuseTheRest() throws {
        let integer: CodableValue = try ["big": number("18446744073709551615")]
        let plist = try PropertyListEncoder().encode(integer)
        expectEqual(try PropertyListDecoder().decode(CodableValue.self, from: plist), integer)
        let decimal: CodableValue = try ["fine": number("1.0000000000000000001")]
        // PropertyListEncoder wraps the error in its own.
        let error = #expect(throws: EncodingError.self) { try PropertyListEncoder().encode(decimal) }
        guard case .invalidValue(_, let context)? = error else { return }
        expectEqual(
            context.underlyingError.map { DecodingErrorDescription.message(of: $0) },
            "fine: The number 1.0000000000000000001 cannot be written exactly: the encoder writes no Decimal "
                + "as a number (JSONEncoder and Yams' YAMLEncoder do), and it is no 64-bit integer. "
                + "DynamicJSONEncoder writes any number exactly.")
    }

    @Test func numbersCompareAndHashByValue() throws {
        let spelled = try #require(CodableValue.Number("1.50"))
        expectEqual(spelled, CodableValue.Number("1.5"))
        expectEqual(CodableValue.Number("100"), CodableValue.Number("1e2"))
        expectEqual(CodableValue.Number("-0.0"), CodableValue.Number("0"))
        #expect(CodableValue.Number("1.5") != CodableValue.Number("-1.5"))
        expectEqual(Set([spelled, try #require(CodableValue.Number("15e-1"))]).count, 1)
        expectEqual(spelled.text, "1.50")
        expectEqual(CodableValue.Number("+.5")?.text, "0.5")
        expectEqual(CodableValue.Number("007")?.text, "7")
        expectEqual(CodableValue.Number("5.")?.text, "5")
        #expect(CodableValue.Number("0x1F") == nil)
        #expect(CodableValue.Number("1e") == nil)
        #expect(CodableValue.Number("1e1000000001") == nil)
        #expect(CodableValue.Number("") == nil)
    }

    @Test func eachNumberIsInTheCaseThatHoldsItExactly() throws {
        func exactly(_ text: String) throws -> CodableValue {
            CodableValue(exactly: try #require(CodableValue.Number(text)))
        }
        expectEqual(try exactly("42"), .int(42))
        expectEqual(try exactly("1.0"), .int(1))
        expectEqual(try exactly("-9223372036854775808"), .int(.min))
        expectEqual(try exactly("0.1"), .double(0.1))
        expectEqual(try exactly("2.5e300"), .double(2.5e300))
        expectEqual(try exactly("1e20"), .double(1e20))
        expectEqual(try exactly("9223372036854775808"), try number("9223372036854775808"))
        expectEqual(try exactly("0.10000000000000000001"), try number("0.10000000000000000001"))
    }

    @Test func accessorsReadNumbersExactlyWhereTheyCan() throws {
        let big = try number("18446744073709551615")
        #expect(big.intValue == nil)
        expectEqual(big.doubleValue, 18446744073709551615.0)
        expectEqual(big.decimalValue, Decimal(string: "18446744073709551615"))
        expectEqual(try number("12e2").intValue, 1200)
        expectEqual(CodableValue.double(0.1).decimalValue, Decimal(string: "0.1"))
        expectEqual(CodableValue.int(7).decimalValue, 7)
        #expect(try number("1e400").decimalValue == nil)
        expectEqual(try number("1e400").doubleValue, .infinity)
        expectEqual(big.description, "18446744073709551615")
    }

    @Test func decimalsAndUInt64sEncodeExactlyIntoCodableValueTrees() throws {
        // A payload kept for an unknown type is read through the library's decoder over a
        // CodableValue: its numbers decode as the model's types, exactly.
        struct Checksum: Codable, Equatable {
            var sum: UInt64
            var ratio: Decimal
        }
        let json = #"{"sum":18446744073709551615,"ratio":1.0000000000000000001}"#
        let value = try jsonDecoder(Data(json.utf8))
        let checksum = try JSONDecoder().decode(Checksum.self, from: Data(json.utf8))
        expectEqual(checksum.sum, .max)
        expectEqual(
            String(decoding: try JSONEncoder().encode(value["ratio"]), as: UTF8.self), "1.0000000000000000001"
        )
        expectEqual(
            String(decoding: try JSONEncoder().encode(checksum.ratio), as: UTF8.self), "1.0000000000000000001"
        )
    }
}

/// Text edits keep numbers exactly: untouched ones keep their bytes, and a new one is
/// spelled as its text.
struct ExactNumberTextEditTests {
    @Test func aNumberIsEditedAsItsText() throws {
        let json = #"{"sum": 18446744073709551615, "ratio": 1.0000000000000000001, "n": 1}"#
        let original = try DynamicJSONDecoder().decode(CodableValue.self, from: Data(json.utf8))
        var edited = original
        edited["n"] = 2
        expectEqual(
            String(decoding: try EditedText.json(Data(json.utf8), from: original, to: edited), as: UTF8.self),
            #"{"sum": 18446744073709551615, "ratio": 1.0000000000000000001, "n": 2}"#)
        edited["sum"] = .number(try #require(CodableValue.Number("18446744073709551616")))
        edited["ratio"] = .number(try #require(CodableValue.Number("1e400")))
        expectEqual(
            String(decoding: try EditedText.json(Data(json.utf8), from: original, to: edited), as: UTF8.self),
            #"{"sum": 18446744073709551616, "ratio": 1e400, "n": 2}"#)
        let yaml = "sum: 18446744073709551615\nratio: 1.5\n"
        let fromYAML: CodableValue = [
            "sum": .number(try #require(CodableValue.Number("18446744073709551615"))), "ratio": 1.5,
        ]
        var editedYAML = fromYAML
        editedYAML["ratio"] = .number(try #require(CodableValue.Number("1e400")))
        expectEqual(
            try EditedText.yaml(yaml, from: fromYAML, to: editedYAML),
            "sum: 18446744073709551615\nratio: 1.0e+400\n")
    }
}
