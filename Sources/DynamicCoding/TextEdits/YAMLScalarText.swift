import Foundation

/// How a scalar is written in YAML: in the style the value it replaces was written in
/// where the new value allows it, so that YAML 1.1 and 1.2 readers both read it back.
///
/// ```swift
/// YAMLScalarText.text(.string("v2"), style: .doubleQuoted, inFlow: false, indent: 2)  // "\"v2\""
/// YAMLScalarText.text(.string("on"), style: .plain, inFlow: false, indent: 2)         // "'on'"
/// ```
enum YAMLScalarText {
    /// The text of a scalar value; `nil` for an object or an array.
    static func text(_ value: CodableValue, style: SyntaxNode.Style, inFlow: Bool, indent: Int) -> String? {
        switch value {
        case .null: return "null"
        case .bool(let value): return keepingQuotes(value ? "true" : "false", style)
        case .int(let value): return keepingQuotes(String(value), style)
        case .double(let value): return keepingQuotes(number(value), style)
        case .number(let value): return keepingQuotes(number(value), style)
        case .string(let string): return self.string(string, style: style, inFlow: inFlow, indent: indent)
        case .object, .array: return nil
        }
    }

    /// A mapping key, quoted as the keys beside it are when they are.
    static func key(_ key: String, style: SyntaxNode.Style) -> String {
        switch style {
        case .doubleQuoted: return doubleQuoted(key)
        case .singleQuoted where !needsEscapes(key):
            return "'\(key.replacingOccurrences(of: "'", with: "''"))'"
        default: return isSafePlain(key, inFlow: false) ? key : doubleQuoted(key)
        }
    }

    /// A number or boolean that was quoted stays quoted: the model read it from a string.
    private static func keepingQuotes(_ text: String, _ style: SyntaxNode.Style) -> String {
        switch style {
        case .doubleQuoted: return "\"\(text)\""
        case .singleQuoted: return "'\(text)'"
        default: return text
        }
    }

    /// A floating-point number with a point (or `.inf`, `.nan`), as YAML 1.1 readers need it.
    static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.inf" : ".inf" }
        var text = "\(value)"
        if !text.contains("."), let exponent = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            text.insert(contentsOf: ".0", at: exponent)
        }
        return text
    }

    /// A number kept as its text, written as is, with the point and the exponent's sign
    /// YAML 1.1 asks of a floating-point number with an exponent: `1e400` as `1.0e+400`.
    static func number(_ value: CodableValue.Number) -> String {
        var text = value.text
        guard let exponent = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return text }
        let sign = text.index(after: exponent)
        if sign < text.endIndex, text[sign] != "-", text[sign] != "+" { text.insert("+", at: sign) }
        if !text[..<exponent].contains(".") { text.insert(contentsOf: ".0", at: exponent) }
        return text
    }

    private static func string(_ string: String, style: SyntaxNode.Style, inFlow: Bool, indent: Int) -> String
    {
        switch style {
        case .doubleQuoted:
            return doubleQuoted(string)
        case .singleQuoted:
            return needsEscapes(string) ? doubleQuoted(string) : singleQuoted(string)
        case .literal, .folded:
            return literal(string, indent: indent) ?? doubleQuoted(string)
        case .plain:
            if isSafePlain(string, inFlow: inFlow) { return string }
            return needsEscapes(string) ? doubleQuoted(string) : singleQuoted(string)
        }
    }

    private static func singleQuoted(_ string: String) -> String {
        "'\(string.replacingOccurrences(of: "'", with: "''"))'"
    }

    /// A literal block scalar (`|`, `|-` or `|+` as the string ends), its lines at
    /// `indent`; `nil` when the text cannot be one (a first line starting with a space,
    /// characters only escapes can write).
    private static func literal(_ string: String, indent: Int) -> String? {
        guard !string.isEmpty, string.first != " ", string.first != "\n",
            !string.unicodeScalars.contains(where: { isNonPrintable($0) && $0 != "\n" })
        else { return nil }
        var body = string
        var chomping = "-"
        if body.hasSuffix("\n") {
            body.removeLast()
            chomping = body.hasSuffix("\n") || body.isEmpty ? "+" : ""
        }
        let margin = String(repeating: " ", count: indent)
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : margin + $0 }
        return "|\(chomping)\n" + lines.joined(separator: "\n")
    }

    static func doubleQuoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            case _ where isNonPrintable(scalar):
                text += String(format: "\\u%04X", scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    private static func needsEscapes(_ string: String) -> Bool {
        string.unicodeScalars.contains { isNonPrintable($0) || $0 == "\n" }
    }

    private static func isNonPrintable(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
            || scalar.value == 0xFEFF
    }

    /// Whether a string can be written unquoted and read back as that string by YAML 1.1
    /// and 1.2 readers: no other type's spelling, no indicator, no comment or key marker.
    static func isSafePlain(_ string: String, inFlow: Bool) -> Bool {
        guard let first = string.unicodeScalars.first, let last = string.unicodeScalars.last,
            first != " ", last != " ", first != "\t", last != "\t", !needsEscapes(string),
            PlainScalar(string) == nil, !yaml11Words.contains(string.lowercased()),
            !string.contains(": "), !string.contains(" #"), !string.hasSuffix(":"), !looksLikeNumber(string)
        else { return false }
        if "-?:".unicodeScalars.contains(first) {
            let second = string.unicodeScalars.dropFirst().first
            if second == nil || second == " " { return false }
        }
        if ",[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return false }
        if inFlow, string.unicodeScalars.contains(where: { ",[]{}".unicodeScalars.contains($0) }) {
            return false
        }
        return true
    }

    /// YAML 1.1 spellings of booleans and null that YAML 1.2 reads as strings.
    private static let yaml11Words: Set<String> = [
        "y", "n", "yes", "no", "on", "off", "true", "false", "null", "~",
    ]

    /// YAML 1.1 numbers YAML 1.2 reads as strings: `1_000`, `1:30`, `0b101`, `017`, `+.5`.
    private static func looksLikeNumber(_ string: String) -> Bool {
        guard let first = string.first, first.isNumber || "+-.".contains(first) else { return false }
        return string.allSatisfy { $0.isHexDigit || "+-._:xobXOB".contains($0) }
    }
}
