/// What a plain (unquoted) scalar means under YAML 1.2's core schema: `null`, a boolean,
/// an integer or a floating-point number; any other text is a string.
///
/// `CodableValue` asks this of a scalar that its decoder also reads as a string (YAML
/// decoders read every scalar as a string), so that only these spellings become
/// non-strings: `true` is a boolean, `yes`, `1_000`, `1:30` and `nginx:stable` are strings.
enum PlainScalar: Equatable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    /// An integer beyond `Int64`, or a floating-point number whose `Double` would round it:
    /// kept as its text.
    case number(CodableValue.Number)

    /// The meaning of `text`, or `nil` when it is a string. A decimal integer beyond
    /// `Int64`'s range, and a floating-point number whose `Double` is spelled with another
    /// value, is a ``CodableValue/Number``, exactly.
    init?(_ text: String) {
        switch text {
        case "", "~", "null", "Null", "NULL": self = .null
        case "true", "True", "TRUE": self = .bool(true)
        case "false", "False", "FALSE": self = .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": self = .double(.infinity)
        case "-.inf", "-.Inf", "-.INF": self = .double(-.infinity)
        case ".nan", ".NaN", ".NAN": self = .double(.nan)
        default:
            guard let number = Self.number(text) else { return nil }
            self = number
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`, or
    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
    private static func number(_ text: String) -> PlainScalar? {
        guard let first = text.utf8.first,
            first == UInt8(ascii: ".") || first == UInt8(ascii: "-")
                || first == UInt8(ascii: "+") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        else { return nil }  // most strings: no number, nothing allocated
        let bytes = Array(text.utf8)
        for (prefix, radix) in [("0o", 8), ("0x", 16)] where text.hasPrefix(prefix) {
            let digits = text.dropFirst(2)
            guard digits.first?.isHexDigit == true else { return nil }
            return Int64(digits, radix: radix).map(PlainScalar.int)
        }
        var index = bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") ? 1 : 0
        let integerDigits = digits(bytes, from: &index)
        guard index < bytes.count else {
            guard integerDigits > 0 else { return nil }
            return Int64(text).map(PlainScalar.int) ?? CodableValue.Number(text).map(PlainScalar.number)
        }
        var fractionDigits = 0
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            fractionDigits = digits(bytes, from: &index)
        }
        guard integerDigits > 0 || fractionDigits > 0 else { return nil }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                index += 1
            }
            guard digits(bytes, from: &index) > 0 else { return nil }
        }
        guard index == bytes.count else { return nil }
        // An exponent beyond a billion: kept as the string it is, not as zero or infinity.
        guard let number = CodableValue.Number(text) else { return nil }
        let double = number.doubleValue
        return double.isFinite && CodableValue.Number("\(double)") == number
            ? .double(double) : .number(number)
    }

    /// Moves `index` past the ASCII digits there and returns how many it passed.
    private static func digits(_ bytes: [UInt8], from index: inout Int) -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            index += 1
        }
        return index - start
    }
}
