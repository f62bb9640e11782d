extension CodableValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// `nil` is `.null`.
    ///
    /// ```swift
    /// let value: CodableValue = nil  // .null
    /// ```
    public init(nilLiteral: ()) {
        self = .null
    }

    /// A boolean literal is `.bool`.
    ///
    /// ```swift
    /// let value: CodableValue = false  // .bool(false)
    /// ```
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }

    /// An integer literal is `.int`.
    ///
    /// ```swift
    /// let value: CodableValue = 3  // .int(3)
    /// ```
    public init(integerLiteral value: Int64) {
        self = .int(value)
    }

    /// A floating-point literal is `.double`.
    ///
    /// ```swift
    /// let value: CodableValue = 0.5  // .double(0.5)
    /// ```
    public init(floatLiteral value: Double) {
        self = .double(value)
    }

    /// A string literal is `.string`.
    ///
    /// ```swift
    /// let value: CodableValue = "web"  // .string("web")
    /// ```
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// An array literal is `.array`.
    ///
    /// ```swift
    /// let value: CodableValue = [1, "a", nil]  // .array([.int(1), .string("a"), .null])
    /// ```
    public init(arrayLiteral elements: CodableValue...) {
        self = .array(elements)
    }

    /// A dictionary literal is `.object`, its members in the order written.
    ///
    /// ```swift
    /// let value: CodableValue = ["name": "web", "replicas": 3]  // keys: ["name", "replicas"]
    /// ```
    public init(dictionaryLiteral elements: (String, CodableValue)...) {
        var object = Object()
        for (key, value) in elements {
            object[key] = value
        }
        self = .object(object)
    }
}

extension CodableValue: CustomStringConvertible {
    /// The value as compact JSON-like text, objects in their order: `{"a":[1,true],"b":null}`.
    /// Not meant to be parsed back (a non-finite double prints as `inf` or `nan`).
    ///
    /// ```swift
    /// let value: CodableValue = ["image": "nginx:stable", "ports": [80]]
    /// value.description  // {"image":"nginx:stable","ports":[80]}
    /// ```
    public var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .number(let value): return value.text
        case .string(let value): return JSONStringEscapes.quoted(value)
        case .array(let elements): return "[" + elements.map(\.description).joined(separator: ",") + "]"
        case .object(let object):
            return "{"
                + object.map { JSONStringEscapes.quoted($0.key) + ":" + $0.value.description }.joined(
                    separator: ",") + "}"
        }
    }
}
