/// Any value a coder can hold, kept as it was decoded so that it can be written
/// back unchanged (for example the payload of an unknown polymorphic type).
///
/// ```swift
/// let value = try JSONDecoder().decode(CodableValue.self, from: Data(#"{"a":[1,true]}"#.utf8))
/// // .object(["a": .array([.int(1), .bool(true)])])
/// ```
public enum CodableValue: Codable, Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without a fractional part that fits in 64 bits.
    case int(Int64)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([CodableValue])
    /// An object.
    case object([String: CodableValue])

    /// Reads whatever value the decoder holds. Object keys are kept as the payload spells
    /// them: the object is read as a dictionary, whose keys coders treat as data, so a
    /// `keyDecodingStrategy` leaves them unchanged.
    public init(from decoder: any Decoder) throws {
        if (try? decoder.container(keyedBy: AnyCodingKey.self)) != nil {
            self = .object(try decoder.singleValueContainer().decode([String: CodableValue].self))
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [CodableValue] = []
            while !array.isAtEnd {
                elements.append(try array.decode(CodableValue.self))
            }
            self = .array(elements)
        } else {
            self = try Self.scalar(from: decoder.singleValueContainer())
        }
    }

    private static func scalar(from container: any SingleValueDecodingContainer) throws -> CodableValue {
        if container.decodeNil() { return .null }
        if let value = try? container.decode(Bool.self) { return .bool(value) }
        if let value = try? container.decode(Int64.self) { return .int(value) }
        if let value = try? container.decode(Double.self) { return .double(value) }
        if let value = try? container.decode(String.self) { return .string(value) }
        throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "Expected a string, number, boolean or null.")
    }

    /// Writes the value back in the shape it was read; object keys as they are spelled,
    /// whatever the encoder's `keyEncodingStrategy` (an object is written as a
    /// dictionary, whose keys coders treat as data).
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var container = encoder.singleValueContainer()
            try container.encode(members)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements {
                try container.encode(element)
            }
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value): try encodeScalar(value, to: encoder)
        case .int(let value): try encodeScalar(value, to: encoder)
        case .double(let value): try encodeScalar(value, to: encoder)
        case .string(let value): try encodeScalar(value, to: encoder)
        }
    }

    private func encodeScalar(_ value: some Encodable, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
