/// An encoder that accepts every call and writes nothing: what ``ObjectOnlyEncoder``
/// hands a value that asked for something other than an object, so that the value can
/// finish encoding before the library reports it.
struct DiscardingEncoder: Encoder {
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(DiscardingKeyedContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        DiscardingUnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        DiscardingSingleValueContainer(codingPath: codingPath)
    }
}

/// The keyed container of a ``DiscardingEncoder``.
private struct DiscardingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: DiscardingEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {}

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { encoder }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
}

/// The unkeyed container of a ``DiscardingEncoder``.
private struct DiscardingUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: DiscardingEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    private(set) var count = 0

    init(encoder: DiscardingEncoder) {
        self.encoder = encoder
    }

    mutating func encodeNil() throws { count += 1 }
    mutating func encode<Value: Encodable>(_ value: Value) throws { count += 1 }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        count += 1
        return encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        count += 1
        return encoder.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        count += 1
        return encoder
    }
}

/// The single-value container of a ``DiscardingEncoder``.
private struct DiscardingSingleValueContainer: SingleValueEncodingContainer {
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {}
    mutating func encode<Value: Encodable>(_ value: Value) throws {}
}
