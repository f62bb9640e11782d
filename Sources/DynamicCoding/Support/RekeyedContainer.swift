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
/// let container = KeyedDecodingContainer(RekeyedContainer<CodingKeys>(object: object, decoder: decoder))
/// let id = try container.decode(Int.self, forKey: .id)  // object's "id"
/// ```
struct RekeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: ObjectDecodingContainer
    /// The decoder `object` was opened from, which makes failed calls again.
    let decoder: any Decoder

    var codingPath: [any CodingKey] { object.codingPath }
    var allKeys: [Key] { object.allKeys.compactMap { Key(stringValue: $0.stringValue) } }

    func contains(_ key: Key) -> Bool {
        object.contains(AnyCodingKey(key.stringValue))
    }

    /// `read` on the object at `key`'s name; when it throws, the error `again` throws on a
    /// container keyed by `Key` (the same call with `key`).
    @inline(__always)
    private func read<Value>(
        _ key: Key, _ read: (ObjectDecodingContainer, AnyCodingKey) throws -> Value,
        again: (KeyedDecodingContainer<Key>) throws -> Value
    ) throws -> Value {
        do {
            return try read(object, AnyCodingKey(key.stringValue))
        } catch let first {
            do {
                _ = try again(try ownContainer())
            } catch let own {
                throw own
            }
            throw first  // The call succeeded the second time: what failed first stands.
        }
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try read(key, { try $0.decodeNil(forKey: $1) }, again: { try $0.decodeNil(forKey: key) })
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try read(key, { try $0.decode(type, forKey: $1) }, again: { try $0.decode(type, forKey: key) })
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try read(key, { try $0.decode(type, forKey: $1) }, again: { try $0.decode(type, forKey: key) })
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try read(key, { try $0.decode(type, forKey: $1) }, again: { try $0.decode(type, forKey: key) })
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try read(key, { try $0.decode(type, forKey: $1) }, again: { try $0.decode(type, forKey: key) })
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try read(key, { try $0.decode(type, forKey: $1) }, again: { try $0.decode(type, forKey: key) })
    }

    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try read(key, { try $0.decode(type, forKey: $1) }, again: { try $0.decode(type, forKey: key) })
    }

    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try read(key, { try $0.decode(type, forKey: $1) }, again: { try $0.decode(type, forKey: key) })
    }

    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try read(key, { try $0.decode(type, forKey: $1) }, again: { try $0.decode(type, forKey: key) })
    }

    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try read(key, { try $0.decode(type, forKey: $1) }, again: { try $0.decode(type, forKey: key) })
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
        try read(key, { try $0.decode(type, forKey: $1) }, again: { try $0.decode(type, forKey: key) })
    }

    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try read(key, { try $0.decode(type, forKey: $1) }, again: { try $0.decode(type, forKey: key) })
    }

    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try read(key, { try $0.decode(type, forKey: $1) }, again: { try $0.decode(type, forKey: key) })
    }

    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try read(key, { try $0.decode(type, forKey: $1) }, again: { try $0.decode(type, forKey: key) })
    }

    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try read(key, { try $0.decode(type, forKey: $1) }, again: { try $0.decode(type, forKey: key) })
    }

    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try read(key, { try $0.decode(type, forKey: $1) }, again: { try $0.decode(type, forKey: key) })
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
        try read(key, { try $0.decode(type, forKey: $1) }, again: { try $0.decode(type, forKey: key) })
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try read(key, { try $0.decode(type, forKey: $1) }, again: { try $0.decode(type, forKey: key) })
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try read(
            key, { try $0.decodeIfPresent(type, forKey: $1) },
            again: { try $0.decodeIfPresent(type, forKey: key) })
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try read(
            key, { try $0.decodeIfPresent(type, forKey: $1) },
            again: { try $0.decodeIfPresent(type, forKey: key) })
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try read(
            key, { try $0.decodeIfPresent(type, forKey: $1) },
            again: { try $0.decodeIfPresent(type, forKey: key) })
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try read(
            key, { try $0.decodeIfPresent(type, forKey: $1) },
            again: { try $0.decodeIfPresent(type, forKey: key) })
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try read(
            key, { try $0.decodeIfPresent(type, forKey: $1) },
            again: { try $0.decodeIfPresent(type, forKey: key) })
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
