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
/// container, after noting its key.
///
/// ```swift
/// let container = KeyedDecodingContainer(AskedKeyContainer(base: container, asked: asked))
/// _ = try container.decodeIfPresent(Int.self, forKey: .id)  // asked.keys: ["id"]
/// ```
private struct AskedKeyContainer<Key: CodingKey>: ForwardingKeyedContainer {
    let base: KeyedDecodingContainer<Key>
    let asked: AskedKeys

    func contains(_ key: Key) -> Bool {
        asked.note(key)
        return base.contains(key)
    }

    func forward<Value>(
        _ type: Any.Type, _ key: Key, _ read: KeyedCall<Key, Value>, own _: KeyedCall<Key, Value>
    ) throws -> Value {
        asked.note(key)
        return try read(base, key)
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
///
/// ```swift
/// let container = AskedKeySingleValueContainer(base: try base.singleValueContainer(), decoder: self)
/// let common = try container.decode(Common.self)  // Common(from: self): its keys noted
/// ```
private struct AskedKeySingleValueContainer: ForwardingSingleValueContainer {
    let base: any SingleValueDecodingContainer
    let decoder: KeyRecordingDecoder

    func forward<Value>(_ type: Any.Type, _ read: () throws -> Value) throws -> Value {
        try read()
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if ErrorTracingDecoder.isDecodedByTheCoder(type) || type is any StringKeyedDictionary.Type {
            return try base.decode(type)
        }
        return try T(from: decoder)
    }
}

/// A dictionary with string keys, whose keys coders leave as the payload spells them.
private protocol StringKeyedDictionary {}

extension Dictionary: StringKeyedDictionary where Key == String {}
