/// Codes a `Decodable` value with the coder's own machinery. Encoding needs the value
/// to be `Encodable` too, which is checked when encoding.
struct PlainCoder<Value: Decodable>: ValueCoder {
    func decode(from decoder: any Decoder) throws -> Value {
        try Value(from: decoder)
    }

    func decode(_ container: ObjectDecodingContainer, forKey key: AnyCodingKey) throws -> Value {
        try container.decode(Value.self, forKey: key)
    }

    func decodeIfPresent(_ container: ObjectDecodingContainer, forKey key: AnyCodingKey) throws
        -> Value?
    {
        try container.decodeIfPresent(Value.self, forKey: key)
    }

    func decode(_ container: inout any UnkeyedDecodingContainer) throws -> Value {
        try container.decode(Value.self)
    }

    func encode(_ value: Value, to encoder: any Encoder) throws {
        try encodeUnwrapped(encodable(value, at: encoder.codingPath), to: encoder)
    }

    func encode(
        _ value: Value, to container: inout ObjectEncodingContainer, forKey key: AnyCodingKey
    )
        throws
    {
        try container.encode(encodable(value, at: container.codingPath + [key]), forKey: key)
    }

    func encode(_ value: Value, to container: inout any UnkeyedEncodingContainer) throws {
        try container.encode(encodable(value, at: container.codingPath))
    }

    private func encodable(_ value: Value, at codingPath: [any CodingKey]) throws -> any Encodable {
        guard let encodable = value as? any Encodable else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath, debugDescription: "\(Value.self) does not conform to Encodable."))
        }
        return encodable
    }
}

/// Codes a `Codable` value with the coder's own machinery, in both directions: reads
/// like ``PlainCoder``, and writes without checking for `Encodable` at run time.
struct CodablePlainCoder<Value: Codable>: ValueCoder {
    private let reader = PlainCoder<Value>()

    func decode(from decoder: any Decoder) throws -> Value { try reader.decode(from: decoder) }

    func decode(_ container: ObjectDecodingContainer, forKey key: AnyCodingKey) throws -> Value {
        try reader.decode(container, forKey: key)
    }

    func decodeIfPresent(_ container: ObjectDecodingContainer, forKey key: AnyCodingKey) throws
        -> Value?
    {
        try reader.decodeIfPresent(container, forKey: key)
    }

    func decode(_ container: inout any UnkeyedDecodingContainer) throws -> Value {
        try reader.decode(&container)
    }

    func encode(_ value: Value, to encoder: any Encoder) throws {
        try encodeUnwrapped(value, to: encoder)
    }

    func encode(
        _ value: Value, to container: inout ObjectEncodingContainer, forKey key: AnyCodingKey
    )
        throws
    {
        try container.encode(value, forKey: key)
    }

    func encode(_ value: Value, to container: inout any UnkeyedEncodingContainer) throws {
        try container.encode(value)
    }
}

/// Codes an `Encodable`-only value: it can be written, and reading it is an error.
struct EncodeOnlyCoder<Value: Encodable>: ValueCoder {
    func decode(from decoder: any Decoder) throws -> Value {
        throw DecodingError.typeMismatch(
            Value.self,
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "\(Value.self) does not conform to Decodable."))
    }

    func encode(_ value: Value, to encoder: any Encoder) throws {
        try encodeUnwrapped(value, to: encoder)
    }
}

/// Encodes `value` into `encoder` itself, an optional's wrapped value rather than the
/// optional. `Optional.encode(to:)` writes through a single value container, where the
/// JSON and property-list encoders take a copy of an object that `.flat` and merged
/// properties share with others: what was written into it afterwards was lost (JSON)
/// or trapped (property lists).
private func encodeUnwrapped(_ value: any Encodable, to encoder: any Encoder) throws {
    try Optionality.unwrapped(value).encode(to: encoder)
}
