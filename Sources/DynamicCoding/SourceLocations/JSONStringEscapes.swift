/// The escapes and UTF-8 of JSON strings, read from raw bytes.
enum JSONStringEscapes {
    /// `string` between `quote`s (`"`, or `'` in JSON5), with the quote, `\\` and
    /// control characters escaped.
    static func quoted(_ string: String, quote: Character = "\"") -> String {
        var text = String(quote)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where Character(scalar) == quote: text += "\\" + String(quote)
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + String(quote)
    }

    /// The bytes of a string's contents (between its quotes) with its escapes decoded. A
    /// `\u` escape that is not a valid code point gives U+FFFD; other malformed escapes
    /// are kept as they are.
    static func decode(_ raw: ArraySlice<UInt8>) -> [UInt8] {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            let byte = raw[index]
            guard byte == Byte.backslash, index + 1 < raw.endIndex else {
                decoded.append(byte)
                index += 1
                continue
            }
            let escaped = raw[index + 1]
            if let simple = simpleEscapes[escaped] {
                decoded.append(simple)
                index += 2
            } else if escaped == UInt8(ascii: "u"), let (scalar, length) = unicodeEscape(in: raw, at: index) {
                decoded.append(contentsOf: String(Character(scalar)).utf8)
                index += length
            } else {
                decoded.append(byte)
                index += 1
            }
        }
        return decoded
    }

    /// The length of the valid escape at `index` (a backslash): 2, 6 for `\uXXXX`, or 12
    /// for a surrogate pair; `nil` when it is not valid JSON (a lone surrogate included).
    static func validEscapeLength(in bytes: [UInt8], at index: Int) -> Int? {
        guard index + 1 < bytes.count else { return nil }
        if simpleEscapes[bytes[index + 1]] != nil { return 2 }
        guard bytes[index + 1] == UInt8(ascii: "u"),
            let (scalar, length) = unicodeEscape(in: bytes[...], at: index)
        else { return nil }
        return scalar == replacement && !isReplacementEscape(bytes[...], at: index) ? nil : length
    }

    /// The length of the UTF-8 sequence starting at `index` (its first byte not ASCII);
    /// `nil` when it is not valid UTF-8 (overlong forms and surrogates included).
    static func utf8SequenceLength(in bytes: [UInt8], at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return nil
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
            return nil
        }
        return length
    }

    private static let replacement = Unicode.Scalar(0xFFFD)!

    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
        UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    /// The scalar of the `\uXXXX` escape at `index` and the length it takes (12 for a
    /// surrogate pair); U+FFFD for a lone surrogate; `nil` without four hex digits.
    private static func unicodeEscape(in bytes: ArraySlice<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        guard let high = hexValue(in: bytes, at: index + 2) else { return nil }
        if (0xDC00...0xDFFF).contains(high) { return (replacement, 6) }
        guard (0xD800...0xDBFF).contains(high) else { return (Unicode.Scalar(high) ?? replacement, 6) }
        guard index + 7 < bytes.endIndex, bytes[index + 6] == Byte.backslash,
            bytes[index + 7] == UInt8(ascii: "u"), let low = hexValue(in: bytes, at: index + 8),
            (0xDC00...0xDFFF).contains(low)
        else { return (replacement, 6) }
        let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        return (Unicode.Scalar(value) ?? replacement, 12)
    }

    /// Whether the escape at `index` spells U+FFFD itself (`\uFFFD`), which is valid.
    private static func isReplacementEscape(_ bytes: ArraySlice<UInt8>, at index: Int) -> Bool {
        hexValue(in: bytes, at: index + 2) == 0xFFFD
    }

    /// The value of the four hex digits at `index`.
    private static func hexValue(in bytes: ArraySlice<UInt8>, at index: Int) -> UInt32? {
        guard index >= bytes.startIndex, index + 4 <= bytes.endIndex else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard Byte.isHexDigit(byte) else { return nil }
            let digit = Byte.isDigit(byte) ? byte - UInt8(ascii: "0") : (byte | 0x20) - UInt8(ascii: "a") + 10
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
