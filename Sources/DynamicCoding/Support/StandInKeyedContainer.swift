/// The keyed container of a ``StandInDecoder``: an object whose keys its source answers
/// for. It knows no keys of its own (`allKeys` is empty).
///
/// ```swift
/// let object = try StandInDecoder(ZeroSource()).container(keyedBy: AnyCodingKey.self)
/// try object.decode(String.self, forKey: AnyCodingKey("name"))  // ""
/// ```
struct StandInKeyedContainer<Source: StandInSource, Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// The place of the object.
    let object: Source
    var codingPath: [any CodingKey] { object.codingPath }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool {
        object.contains(key)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try object.isNull(.member(key))
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try object.inner(.member(key), .value(type)).value(type)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try ifPresent(type, key)
    }

    // The protocol's own `decodeIfPresent` for these types would ask `contains`,
    // `decodeNil` and `decode`, which a source answers otherwise.
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try ifPresent(type, key) }

    private func ifPresent<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        try object.valueIfPresent(type, forKey: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try member(key, .object).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try member(key, .array).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        StandInDecoder(try object.inner(.whole, .superDecoder))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try member(key, .superDecoder)
    }

    /// A decoder of the value under `key`, read as `read` says.
    private func member(_ key: Key, _ read: StandInRead) throws -> StandInDecoder<Source> {
        StandInDecoder(try object.inner(.member(key), read))
    }
}
