/// A decoder that decodes as the decoder it wraps does, and notes which keys of the
/// object it holds were asked for: the keys a `.flat` typed group reads, which an
/// `.otherKeys` property of the same model then leaves to it.
///
/// Only the object's own keys are noted (nested objects are the group's as a whole), as
/// the value's type asks for them: in the coder's converted spelling, as declared keys are.
/// A value decoded as a whole from the single-value container (the group of an optional
/// `.flat` property) is decoded through this decoder too, except the types the coder
/// decodes with rules of its own (dates, data, URLs, decimals, string-keyed dictionaries).
///
/// ```swift
/// let asked = AskedKeys()
/// let common = try Common(from: KeyRecordingDecoder(decoder, noting: asked))
/// asked.keys  // ["id", "isVisible"]
/// ```
struct KeyRecordingDecoder: Decoder, WrappingDecoderOrEncoder {
    let base: any Decoder
    let asked: AskedKeys

    init(_ base: any Decoder, noting asked: AskedKeys) {
        self.base = base
        self.asked = asked
    }

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }
    var wrapped: Any { base }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(AskedKeyContainer(base: try base.container(keyedBy: type), asked: asked))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try base.unkeyedContainer()
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        AskedKeySingleValueContainer(base: try base.singleValueContainer(), decoder: self)
    }
}

/// The keys a ``KeyRecordingDecoder`` was asked for, shared by the copies of its containers.
final class AskedKeys {
    private(set) var keys: Set<String> = []

    func note(_ key: some CodingKey) {
        keys.insert(key.stringValue)
    }
}

/// The keyed container of a ``KeyRecordingDecoder``: every call goes to the wrapped
/// container, after noting its key. Primitives go through the wrapped container's generic
/// `decode`, which decodes them as its own overloads do.
private struct AskedKeyContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let base: KeyedDecodingContainer<Key>
    let asked: AskedKeys

    var codingPath: [any CodingKey] { base.codingPath }
    var allKeys: [Key] { base.allKeys }

    func contains(_ key: Key) -> Bool {
        asked.note(key)
        return base.contains(key)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        asked.note(key)
        return try base.decodeNil(forKey: key)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        asked.note(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decodeMember(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decodeMember(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decodeMember(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decodeMember(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decodeMember(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decodeMember(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decodeMember(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decodeMember(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decodeMember(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decodeMember(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decodeMember(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decodeMember(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decodeMember(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decodeMember(type, key) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try decodeMember(type, key) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try decodeMember(type, key) }

    private func decodeMember<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        try decode(type, forKey: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        asked.note(key)
        return try base.nestedContainer(keyedBy: type, forKey: key)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        asked.note(key)
        return try base.nestedUnkeyedContainer(forKey: key)
    }

    func superDecoder() throws -> any Decoder {
        try base.superDecoder()
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        asked.note(key)
        return try base.superDecoder(forKey: key)
    }
}

/// The single-value container of a ``KeyRecordingDecoder``: primitives and the types the
/// coder decodes by rules of its own go to the wrapped container; any other value is
/// decoded from the recording decoder, as the wrapped container would decode it from its own.
private struct AskedKeySingleValueContainer: SingleValueDecodingContainer {
    let base: any SingleValueDecodingContainer
    let decoder: KeyRecordingDecoder

    var codingPath: [any CodingKey] { base.codingPath }

    func decodeNil() -> Bool { base.decodeNil() }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if ErrorTracingDecoder.isDecodedByTheCoder(type) || type is any StringKeyedDictionary.Type {
            return try base.decode(type)
        }
        return try T(from: decoder)
    }

    func decode(_ type: Bool.Type) throws -> Bool { try base.decode(type) }
    func decode(_ type: String.Type) throws -> String { try base.decode(type) }
    func decode(_ type: Double.Type) throws -> Double { try base.decode(type) }
    func decode(_ type: Float.Type) throws -> Float { try base.decode(type) }
    func decode(_ type: Int.Type) throws -> Int { try base.decode(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try base.decode(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try base.decode(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try base.decode(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try base.decode(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try base.decode(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try base.decode(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try base.decode(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try base.decode(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try base.decode(type) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try base.decode(type) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try base.decode(type) }
}

/// A dictionary with string keys, whose keys coders leave as the payload spells them.
private protocol StringKeyedDictionary {}

extension Dictionary: StringKeyedDictionary where Key == String {}
