/// A keyed container for a type's own keys over an object opened with `AnyCodingKey`
/// (``OpenedObjectDecoder``): each call reads the key of the same name from the object.
///
/// A call that fails is made again on a container of the object keyed by `Key`, opened
/// then from `decoder`, and throws what that throws: errors name the type's own keys and
/// read as the coder words them, as if the type had opened the object itself. Nested
/// containers and decoders come from that container too, so that later reads through
/// them hold the type's keys: each such call opens the object again (a type that asks for
/// one pays the opening it saved; for each further one, an opening more than on its own).
/// A nested value decoded with `decode(_:forKey:)` sees the `AnyCodingKey` of the same
/// name last in its decoder's coding path. `decodeIfPresent` is forwarded for the common
/// primitives and values; the other primitives use the standard library's form of it.
///
/// ```swift
/// let container = KeyedDecodingContainer(RekeyedContainer<CodingKeys>(base: object, decoder: decoder))
/// let id = try container.decode(Int.self, forKey: .id)  // object's "id"
/// ```
struct RekeyedContainer<Key: CodingKey>: ForwardingKeyedContainer {
    /// The object, opened with `AnyCodingKey`.
    let base: ObjectDecodingContainer
    /// The decoder `base` was opened from, which makes failed calls again.
    let decoder: any Decoder

    var allKeys: [Key] { base.allKeys.compactMap { Key(stringValue: $0.stringValue) } }

    func contains(_ key: Key) -> Bool {
        base.contains(AnyCodingKey(key.stringValue))
    }

    /// `read` on the object at `key`'s name; when it throws, the error `own` throws on a
    /// container keyed by `Key` (the same call with `key`).
    @inline(__always)
    func forward<Value>(
        _ type: Any.Type, _ key: Key, _ read: KeyedCall<AnyCodingKey, Value>, own: KeyedCall<Key, Value>
    ) throws -> Value {
        do {
            return try read(base, AnyCodingKey(key.stringValue))
        } catch let first {
            _ = try own(ownContainer(), key)
            throw first  // The call succeeded the second time: what failed first stands.
        }
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try forward(
            type, key, { try $0.decodeIfPresent(type, forKey: $1) },
            own: { try $0.decodeIfPresent(type, forKey: $1) })
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try forward(
            type, key, { try $0.decodeIfPresent(type, forKey: $1) },
            own: { try $0.decodeIfPresent(type, forKey: $1) })
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try forward(
            type, key, { try $0.decodeIfPresent(type, forKey: $1) },
            own: { try $0.decodeIfPresent(type, forKey: $1) })
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try forward(
            type, key, { try $0.decodeIfPresent(type, forKey: $1) },
            own: { try $0.decodeIfPresent(type, forKey: $1) })
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try forward(
            type, key, { try $0.decodeIfPresent(type, forKey: $1) },
            own: { try $0.decodeIfPresent(type, forKey: $1) })
    }

    // Containers and decoders for later reads come from the object keyed by `Key`, so that
    // every path through them holds the type's own keys.

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try ownContainer().nestedContainer(keyedBy: type, forKey: key)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ownContainer().nestedUnkeyedContainer(forKey: key)
    }

    func superDecoder() throws -> any Decoder {
        try ownContainer().superDecoder()
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try ownContainer().superDecoder(forKey: key)
    }

    /// The object, opened again keyed by `Key`.
    private func ownContainer() throws -> KeyedDecodingContainer<Key> {
        try decoder.container(keyedBy: Key.self)
    }
}
