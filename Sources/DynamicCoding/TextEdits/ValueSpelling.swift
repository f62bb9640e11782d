/// How a format writes values and keys inside flow collections, and (YAML) in blocks:
/// what the text editor asks when it writes a new value.
///
/// ```swift
/// try JSONSpelling().flow(["a": [1, 2]])  // "{\"a\": [1, 2]}"
/// ```
protocol ValueSpelling {
    /// A scalar written where `node` was (in its style), or `nil` for a collection.
    func scalar(_ value: CodableValue, replacing node: SyntaxNode?, inFlow: Bool, indent: Int) throws
        -> String?
    /// A key written as `like`'s key is (its quoting), or in the format's default.
    func key(_ key: String, like entry: SyntaxNode.Entry?) -> String
    /// A value on one line.
    func flow(_ value: CodableValue) throws -> String
    /// A value whose collections take a line per entry, one `unit` deeper per level below
    /// `indent`; on one line when `unit` is `nil`.
    func value(_ value: CodableValue, indent: String, unit: String?) throws -> String
}

extension ValueSpelling {
    func flow(_ value: CodableValue) throws -> String {
        try self.value(value, indent: "", unit: nil)
    }

    func value(_ value: CodableValue, indent: String, unit: String?) throws -> String {
        let inner = unit.map { indent + $0 }
        let separator = inner.map { ",\n" + $0 } ?? ", "
        let (open, close) = inner.map { ("\n" + $0, "\n" + indent) } ?? ("", "")
        switch value {
        case .object(let members) where !members.isEmpty:
            let entries = try members.map { key, member in
                "\(self.key(key, like: nil)): \(try self.value(member, indent: inner ?? "", unit: unit))"
            }
            return "{" + open + entries.joined(separator: separator) + close + "}"
        case .array(let elements) where !elements.isEmpty:
            let entries = try elements.map { try self.value($0, indent: inner ?? "", unit: unit) }
            return "[" + open + entries.joined(separator: separator) + close + "]"
        case .object: return "{}"
        case .array: return "[]"
        default: return try scalar(value, replacing: nil, inFlow: true, indent: 0) ?? ""
        }
    }
}

/// JSON's spelling: double-quoted strings (single-quoted where a JSON5 text had them),
/// numbers as `JSONEncoder` writes them.
struct JSONSpelling: ValueSpelling {
    func scalar(_ value: CodableValue, replacing node: SyntaxNode?, inFlow: Bool, indent: Int) throws
        -> String?
    {
        switch value {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .double(let value):
            guard value.isFinite else {
                throw EncodingError.invalidValue(
                    value,
                    EncodingError.Context(
                        codingPath: [], debugDescription: "Unable to encode \(value) in JSON."))
            }
            return "\(value)"  // with its point: `1.0` reads back as a floating-point number
        case .number(let value): return value.text  // exactly, as read
        case .string(let string):
            return JSONStringEscapes.quoted(string, quote: node?.style == .singleQuoted ? "'" : "\"")
        case .object, .array: return nil
        }
    }

    func key(_ key: String, like entry: SyntaxNode.Entry?) -> String {
        JSONStringEscapes.quoted(key)
    }
}

/// YAML's spelling: scalars by ``YAMLScalarText``, flow collections on one line.
struct YAMLSpelling: ValueSpelling {
    func scalar(_ value: CodableValue, replacing node: SyntaxNode?, inFlow: Bool, indent: Int) throws
        -> String?
    {
        // A new string of several lines is a literal block where blocks can be.
        let isLines = !inFlow && value.stringValue?.contains("\n") == true
        return YAMLScalarText.text(
            value, style: node?.style ?? (isLines ? .literal : .plain), inFlow: inFlow, indent: indent)
    }

    func key(_ key: String, like entry: SyntaxNode.Entry?) -> String {
        YAMLScalarText.key(key, style: entry?.keyStyle ?? .plain)
    }
}
