/// A number or a boolean that a `@Backed` property can also read from a string, when the
/// property asks for it (``BackedOptions/lax``, or a model that is ``LaxScalars``): CloudFormation
/// writes `"MemorySize": "128"`, servers send `"discoverable": "true"`. A value read from
/// a string is written back as a string, until the property is set.
///
/// The string must spell the value exactly, as JSON would: `"128"`, `"-2.5"`, `"1e3"`,
/// `"true"`, `"false"`. No spaces, no `"+1"`, no `"0x10"`, no `"nan"` or `"yes"`.
///
/// ```swift
/// Int(laxText: "128")   // 128
/// Bool(laxText: "true") // true
/// Int(laxText: "12.0")  // nil
/// ```
public protocol LaxScalar: Decodable {
    /// The value `text` spells, or `nil` when it spells none.
    init?(laxText text: String)
}

extension LaxScalar where Self: FixedWidthInteger {
    /// The integer `text` spells in decimal, with an optional leading `-`; `nil` when it
    /// spells none or the type cannot hold it.
    ///
    /// ```swift
    /// Int8(laxText: "-12")  // -12
    /// Int8(laxText: "300")  // nil
    /// ```
    public init?(laxText text: String) {
        guard LaxNumberText.isInteger(text) else { return nil }
        self.init(text, radix: 10)
    }
}

extension LaxScalar where Self: BinaryFloatingPoint & LosslessStringConvertible {
    /// The number `text` spells as a JSON number would; `nil` when it spells none.
    ///
    /// ```swift
    /// Double(laxText: "2.5e3")  // 2500
    /// Double(laxText: "inf")    // nil
    /// ```
    public init?(laxText text: String) {
        guard LaxNumberText.isNumber(text), let value = Self(text), value.isFinite else { return nil }
        self = value
    }
}

extension Int: LaxScalar {}
extension Int8: LaxScalar {}
extension Int16: LaxScalar {}
extension Int32: LaxScalar {}
extension Int64: LaxScalar {}
extension UInt: LaxScalar {}
extension UInt8: LaxScalar {}
extension UInt16: LaxScalar {}
extension UInt32: LaxScalar {}
extension UInt64: LaxScalar {}
extension Double: LaxScalar {}
extension Float: LaxScalar {}

extension Bool: LaxScalar {
    /// `true` for `"true"`, `false` for `"false"`; `nil` for anything else.
    ///
    /// ```swift
    /// Bool(laxText: "false")  // false
    /// Bool(laxText: "True")   // nil
    /// ```
    public init?(laxText text: String) {
        switch text {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }
}

extension Optional: LaxScalar where Wrapped: LaxScalar {
    /// The wrapped value `text` spells.
    ///
    /// ```swift
    /// Int?(laxText: "7")  // Optional(7)
    /// ```
    public init?(laxText text: String) {
        guard let wrapped = Wrapped(laxText: text) else { return nil }
        self = .some(wrapped)
    }
}

/// The spellings of numbers a ``LaxScalar`` reads: JSON's.
enum LaxNumberText {
    /// The pattern of an integer, for a JSON Schema.
    static let integerPattern = "^-?[0-9]+$"
    /// The pattern of an integer with no sign, for a JSON Schema.
    static let unsignedPattern = "^[0-9]+$"
    /// The pattern of a JSON number, for a JSON Schema.
    static let numberPattern = "^-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?$"

    /// Whether `text` is an optional `-` and one or more digits.
    static func isInteger(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.first == "-" { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit)
    }

    /// Whether `text` is a number as ``numberPattern`` spells it.
    static func isNumber(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        guard takeDigits(&rest) else { return false }
        if rest.first == "." {
            rest = rest.dropFirst()
            guard takeDigits(&rest) else { return false }
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
            guard takeDigits(&rest) else { return false }
        }
        return rest.isEmpty
    }

    /// Drops the leading digits of `text`; whether there was one.
    private static func takeDigits(_ text: inout Substring) -> Bool {
        let digits = text.prefix(while: \.isASCIIDigit)
        text = text.dropFirst(digits.count)
        return !digits.isEmpty
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
