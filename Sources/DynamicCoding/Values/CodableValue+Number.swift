import Foundation

extension CodableValue {
    /// A number kept exactly as its decimal text: any number of digits, any exponent.
    ///
    /// ``CodableValue`` holds a number in ``CodableValue/number(_:)`` when neither
    /// ``CodableValue/int(_:)`` (a whole number within `Int64`) nor
    /// ``CodableValue/double(_:)`` (a `Double` whose shortest spelling has the same value)
    /// holds it exactly: `18446744073709551615`, `1.0000000000000000001`, `1e400`. The text
    /// is kept as read (in JSON's spelling: a YAML `+1` or `.5` is `1` and `0.5`) and
    /// written back as it is; two numbers are equal when their values are, whatever their
    /// spelling (`1.50` and `1.5`).
    ///
    /// ```swift
    /// let big = CodableValue.Number("18446744073709551615")!
    /// big.decimalValue   // 18446744073709551615, exactly
    /// big.doubleValue    // 1.8446744073709552e+19, the nearest Double
    /// CodableValue.Number("1.50") == CodableValue.Number("1.5")  // true
    /// CodableValue.Number("0x1F")  // nil: not a decimal number
    /// ```
    public struct Number: Hashable, Sendable, CustomStringConvertible {
        /// The number's text, in JSON's grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?`.
        ///
        /// ```swift
        /// CodableValue.Number("+.5")?.text  // "0.5"
        /// ```
        public let text: String
        /// The value: `significand × 10^exponent`, the significand's decimal digits without
        /// leading or trailing zeros (none for zero).
        private let negative: Bool
        private let significand: [UInt8]
        private let exponent: Int

        /// The largest exponent, in magnitude, a number's text may write: beyond, `Double`
        /// and `Decimal` hold nothing but zero or infinity, and the value is refused rather
        /// than turned into one of them.
        static let exponentLimit = 1_000_000_000

        /// The number `text` spells: a decimal number in JSON's grammar, or in YAML 1.2's
        /// (an optional `+`, leading zeros, `.5`, `5.`); `nil` for any other text, and for an
        /// exponent beyond a billion in magnitude.
        ///
        /// ```swift
        /// CodableValue.Number("-12.5e3")?.text  // "-12.5e3"
        /// CodableValue.Number("12,5")           // nil
        /// ```
        public init?(_ text: String) {
            var bytes = Array(text.utf8)
            guard !bytes.isEmpty else { return nil }
            var index = 0
            var negative = false
            var respelled = false
            if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
                negative = bytes[0] == UInt8(ascii: "-")
                respelled = !negative
                index = 1
            }
            let integerStart = index
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
            let integerDigits = bytes[integerStart..<index]
            var fractionDigits = bytes[index..<index]
            var hasPoint = false
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                hasPoint = true
                index += 1
                let fractionStart = index
                while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
                fractionDigits = bytes[fractionStart..<index]
            }
            guard !integerDigits.isEmpty || !fractionDigits.isEmpty else { return nil }
            let exponentStart = index
            var writtenExponent = 0
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                var exponentNegative = false
                if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
                {
                    exponentNegative = bytes[index] == UInt8(ascii: "-")
                    index += 1
                }
                let digitsStart = index
                while index < bytes.count, Self.isDigit(bytes[index]) {
                    writtenExponent = writtenExponent * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                    guard writtenExponent <= Self.exponentLimit else { return nil }
                    index += 1
                }
                guard index > digitsStart else { return nil }
                if exponentNegative { writtenExponent = -writtenExponent }
            }
            guard index == bytes.count else { return nil }
            // JSON's spelling: no `+`, no leading zeros, digits on both sides of a point.
            let leadingZeros = integerDigits.prefix { $0 == UInt8(ascii: "0") }.count
            respelled =
                respelled || integerDigits.isEmpty || (hasPoint && fractionDigits.isEmpty)
                || (leadingZeros > 0 && integerDigits.count > 1)
            if respelled {
                let integer = integerDigits.drop { $0 == UInt8(ascii: "0") }
                var spelled = negative ? "-" : ""
                spelled += integer.isEmpty ? "0" : String(decoding: integer, as: UTF8.self)
                if !fractionDigits.isEmpty {
                    spelled += "." + String(decoding: fractionDigits, as: UTF8.self)
                }
                spelled += String(decoding: bytes[exponentStart...], as: UTF8.self)
                self.text = spelled
            } else {
                self.text = text
            }
            var digits = Array(integerDigits) + Array(fractionDigits)
            let firstNonZero = digits.firstIndex { $0 != UInt8(ascii: "0") } ?? digits.count
            digits.removeFirst(firstNonZero)
            var exponent = writtenExponent - fractionDigits.count
            while let last = digits.last, last == UInt8(ascii: "0") {
                digits.removeLast()
                exponent += 1
            }
            bytes = digits
            self.negative = negative && !bytes.isEmpty
            self.significand = bytes.map { $0 - UInt8(ascii: "0") }
            self.exponent = bytes.isEmpty ? 0 : exponent
        }

        /// The number `integer` is.
        init(_ integer: some BinaryInteger) {
            text = String(integer)
            var digits = Array(String(integer.magnitude).utf8).map { $0 - UInt8(ascii: "0") }
            var exponent = 0
            while let last = digits.last, last == 0 {
                digits.removeLast()
                exponent += 1
            }
            negative = integer < 0
            significand = digits
            self.exponent = digits.isEmpty ? 0 : exponent
        }

        /// The number a `Decimal` holds, exactly; `nil` for NaN.
        ///
        /// ```swift
        /// CodableValue.Number(exactly: Decimal(string: "0.1")!)?.text  // "0.1"
        /// ```
        public init?(exactly decimal: Decimal) {
            guard !decimal.isNaN else { return nil }
            self.init(decimal.description)
        }

        /// The number's value as a `Decimal`, when a `Decimal` holds it exactly (up to 38
        /// significant digits, and an exponent `Decimal` reaches); else `nil`.
        ///
        /// ```swift
        /// CodableValue.Number("1.0000000000000000001")?.decimalValue  // 1.0000000000000000001
        /// CodableValue.Number("1e400")?.decimalValue                  // nil
        /// ```
        public var decimalValue: Decimal? {
            // A `Decimal` holds up to 38 or 39 digits (a 128-bit significand): whether it holds
            // this number is whether the `Decimal` read from its text gives it back.
            guard significand.count <= 39, (-128...127).contains(exponent) || significand.isEmpty,
                let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")),
                Number(exactly: decimal) == self
            else { return nil }
            return decimal
        }

        /// The `Double` nearest to the number (infinite beyond `Double`'s range).
        ///
        /// ```swift
        /// CodableValue.Number("18446744073709551615")?.doubleValue  // 1.8446744073709552e+19
        /// ```
        public var doubleValue: Double {
            if significand.isEmpty { return negative ? -0.0 : 0 }
            if exponent + significand.count > 400 { return negative ? -.infinity : .infinity }
            if exponent + significand.count < -400 { return negative ? -0.0 : 0 }
            return Double(text) ?? .nan
        }

        /// The number's value as an integer of `type`, when it is a whole number that type
        /// holds; else `nil`.
        func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) -> Integer? {
            guard exponent >= 0, significand.count + exponent <= 40 else {
                return significand.isEmpty ? 0 : nil
            }
            var value: Integer = 0
            for digit in significand + [UInt8](repeating: 0, count: exponent) {
                let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
                let (next, carry) =
                    negative
                    ? shifted.subtractingReportingOverflow(Integer(digit))
                    : shifted.addingReportingOverflow(Integer(digit))
                guard !overflow, !carry else { return nil }
                value = next
            }
            return value
        }

        /// Writes the number exactly, as the best number `encoder` has for it: its text to
        /// ``DynamicJSONEncoder``; a whole number within `Int64` or `UInt64` as that
        /// integer; otherwise a `Decimal`, to the encoders that write one as a number
        /// (`JSONEncoder`, Yams' `YAMLEncoder`). Any other case throws an `EncodingError`
        /// rather than round the number: `PropertyListEncoder` writes a `Decimal` as a
        /// dictionary of its parts, and no encoder writes a `Decimal` beyond 38 digits.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            if let writer = container as? any NumberTextWriting {
                return try writer.encodeNumberText(text)
            }
            if let integer = integer(Int64.self) { return try container.encode(integer) }
            if let integer = integer(UInt64.self) { return try container.encode(integer) }
            let writesDecimals = DecimalWriting.writesNumbers(encoder)
            if writesDecimals, let decimal = decimalValue { return try container.encode(decimal) }
            let reason =
                writesDecimals
                ? "it has more digits, or a larger exponent, than a Decimal holds (38 digits, exponents -128...127)"
                : "the encoder writes no Decimal as a number (JSONEncoder and Yams' YAMLEncoder do), "
                    + "and it is no 64-bit integer"
            throw EncodingError.invalidValue(
                self,
                .init(
                    codingPath: encoder.codingPath,
                    debugDescription:
                        "The number \(text) cannot be written exactly: \(reason). DynamicJSONEncoder writes any number exactly."
                ))
        }

        /// The number's text.
        ///
        /// ```swift
        /// CodableValue.Number("1e400")?.description  // "1e400"
        /// ```
        public var description: String { text }

        /// Whether both numbers have the same value, whatever their spelling.
        ///
        /// ```swift
        /// CodableValue.Number("100") == CodableValue.Number("1e2")  // true
        /// ```
        public static func == (lhs: Number, rhs: Number) -> Bool {
            lhs.negative == rhs.negative && lhs.exponent == rhs.exponent && lhs.significand == rhs.significand
        }

        /// Hashes the value, as `==` compares it.
        ///
        /// ```swift
        /// Set([CodableValue.Number("1.0")!, CodableValue.Number("1")!]).count  // 1
        /// ```
        public func hash(into hasher: inout Hasher) {
            hasher.combine(negative)
            hasher.combine(exponent)
            hasher.combine(significand)
        }

        private static func isDigit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }
    }

    /// The value a number is, in the case that holds it exactly: ``int(_:)`` when `Int64`
    /// holds it, ``double(_:)`` when a `Double`'s shortest spelling has its value (`0.1`,
    /// `2.5e300`), else ``number(_:)``, kept as its text.
    ///
    /// ```swift
    /// CodableValue(exactly: CodableValue.Number("42")!)                    // .int(42)
    /// CodableValue(exactly: CodableValue.Number("0.1")!)                   // .double(0.1)
    /// CodableValue(exactly: CodableValue.Number("18446744073709551615")!)  // .number(18446744073709551615)
    /// ```
    public init(exactly number: Number) {
        if let integer = number.integer(Int64.self) {
            self = .int(integer)
            return
        }
        let double = number.doubleValue
        if double.isFinite, Number("\(double)") == number {
            self = .double(double)
        } else {
            self = .number(number)
        }
    }
}

/// Which encoders write a `Decimal` as a number: `JSONEncoder` and Yams' encoder do, with
/// its exact digits; `Decimal`'s own `encode(to:)`, which the others call, writes a keyed
/// container of its parts. Told by the encoder's type (seen through the library's own
/// wrappers), as ``KeyOrder`` tells Foundation's coders.
enum DecimalWriting {
    /// Whether `encoder` writes a `Decimal` as a number.
    static func writesNumbers(_ encoder: Any) -> Bool {
        if let wrapper = encoder as? any WrappingDecoderOrEncoder { return writesNumbers(wrapper.wrapped) }
        let name = String(reflecting: type(of: encoder))
        let isFoundation = name.hasPrefix("FoundationEssentials.") || name.hasPrefix("Foundation.")
        return (isFoundation && name.contains("JSON")) || name.hasPrefix("Yams.")
            || name.hasPrefix("DynamicCoding.")
    }
}
