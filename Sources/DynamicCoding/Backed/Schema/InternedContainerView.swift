/// A node's container keyed by ``InternedKey``, written through `AnyCodingKey` keys: what a
/// field's own encoding writes into an object whose primitive runs write by interned keys
/// (a lax value's string, a default, `null`), so that the object is one container, never
/// opened twice with two key types (which an encoder need not merge).
///
/// The keys it is given are the tree's own, interned when the schema was built, so
/// interning them again finds them.
///
/// ```swift
/// try withUnsafeMutablePointer(to: &interned) { pointer in
///     var container = KeyedEncodingContainer(InternedContainerView(base: pointer))
///     try container.encode("128", forKey: AnyCodingKey("MemorySize"))
/// }
/// ```
struct InternedContainerView: KeyedEncodingContainerProtocol {
    /// The container written to; valid for the call that made the view.
    let base: UnsafeMutablePointer<KeyedEncodingContainer<InternedKey>>

    var codingPath: [any CodingKey] { base.pointee.codingPath }

    private func interned(_ key: AnyCodingKey) -> InternedKey {
        InternedKey(key.stringValue)
    }

    mutating func encodeNil(forKey key: AnyCodingKey) throws {
        try base.pointee.encodeNil(forKey: interned(key))
    }
    mutating func encode(_ value: Bool, forKey key: AnyCodingKey) throws {
        try base.pointee.encode(value, forKey: interned(key))
    }
    mutating func encode(_ value: String, forKey key: AnyCodingKey) throws {
        try base.pointee.encode(value, forKey: interned(key))
    }
    mutating func encode(_ value: Double, forKey key: AnyCodingKey) throws {
        try base.pointee.encode(value, forKey: interned(key))
    }
    mutating func encode(_ value: Float, forKey key: AnyCodingKey) throws {
        try base.pointee.encode(value, forKey: interned(key))
    }
    mutating func encode(_ value: Int, forKey key: AnyCodingKey) throws {
        try base.pointee.encode(value, forKey: interned(key))
    }
    mutating func encode(_ value: Int8, forKey key: AnyCodingKey) throws {
        try base.pointee.encode(value, forKey: interned(key))
    }
    mutating func encode(_ value: Int16, forKey key: AnyCodingKey) throws {
        try base.pointee.encode(value, forKey: interned(key))
    }
    mutating func encode(_ value: Int32, forKey key: AnyCodingKey) throws {
        try base.pointee.encode(value, forKey: interned(key))
    }
    mutating func encode(_ value: Int64, forKey key: AnyCodingKey) throws {
        try base.pointee.encode(value, forKey: interned(key))
    }
    mutating func encode(_ value: UInt, forKey key: AnyCodingKey) throws {
        try base.pointee.encode(value, forKey: interned(key))
    }
    mutating func encode(_ value: UInt8, forKey key: AnyCodingKey) throws {
        try base.pointee.encode(value, forKey: interned(key))
    }
    mutating func encode(_ value: UInt16, forKey key: AnyCodingKey) throws {
        try base.pointee.encode(value, forKey: interned(key))
    }
    mutating func encode(_ value: UInt32, forKey key: AnyCodingKey) throws {
        try base.pointee.encode(value, forKey: interned(key))
    }
    mutating func encode(_ value: UInt64, forKey key: AnyCodingKey) throws {
        try base.pointee.encode(value, forKey: interned(key))
    }
    mutating func encode(_ value: some Encodable, forKey key: AnyCodingKey) throws {
        try base.pointee.encode(value, forKey: interned(key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: AnyCodingKey
    )
        -> KeyedEncodingContainer<NestedKey>
    {
        base.pointee.nestedContainer(keyedBy: keyType, forKey: interned(key))
    }

    mutating func nestedUnkeyedContainer(forKey key: AnyCodingKey) -> any UnkeyedEncodingContainer {
        base.pointee.nestedUnkeyedContainer(forKey: interned(key))
    }

    mutating func superEncoder() -> any Encoder { base.pointee.superEncoder() }

    mutating func superEncoder(forKey key: AnyCodingKey) -> any Encoder {
        base.pointee.superEncoder(forKey: interned(key))
    }
}
