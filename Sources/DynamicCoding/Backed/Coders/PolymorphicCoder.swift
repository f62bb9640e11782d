/// Codes polymorphic values (`any P` and containers of it) through the registry.
struct PolymorphicCoder<Value>: ValueCoder {
    /// Whether `Value` is `any P` itself, decoded straight through the registry.
    private let isLeaf = ExistentialCoder.isPolymorphicLeaf(Value.self)

    func decode(from decoder: any Decoder) throws -> Value {
        try ExistentialCoder.decode(Value.self, from: decoder)
    }

    func decode(_ container: KeyedDecodingContainer<AnyCodingKey>, forKey key: AnyCodingKey) throws -> Value {
        if isLeaf { return try container.decode(PolymorphicElement<Value>.self, forKey: key).value }
        return try container.decode(DynamicElement<Value>.self, forKey: key).value
    }

    func decode(_ container: inout any UnkeyedDecodingContainer) throws -> Value {
        if isLeaf { return try container.decode(PolymorphicElement<Value>.self).value }
        return try container.decode(DynamicElement<Value>.self).value
    }

    func encode(_ value: Value, to encoder: any Encoder) throws {
        try ExistentialCoder.encode(value, to: encoder)
    }

    func encode(
        _ value: Value, to container: inout KeyedEncodingContainer<AnyCodingKey>, forKey key: AnyCodingKey
    )
        throws
    {
        try container.encode(DynamicElement(value), forKey: key)
    }

    func encode(_ value: Value, to container: inout any UnkeyedEncodingContainer) throws {
        try container.encode(DynamicElement(value))
    }
}
