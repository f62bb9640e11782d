/// Encodes a value that must be an object because other keys share its object: the
/// properties nested under a `@Backed` key, the keys around a `.flat` value, or a
/// polymorphic value's discriminator.
///
/// Foundation's encoders trap when a value asks for a single value or an array where
/// an object was already started, so this encoder passes objects through and sets
/// anything else aside, to be reported as an `EncodingError` instead. A string-keyed
/// dictionary encoded as a single value is an object, and is written entry by entry.
///
/// The encoder holds its state in an object, which an encoder kept past the call (a
/// value that stores the encoder it was given) keeps alive: like any encoder's, its
/// containers are for use during the call, and one used later writes into `base` only.
///
/// ```swift
/// let found = try ObjectOnlyEncoder.encode(into: encoder, payload.encode)  // "an array", or nil
/// ```
struct ObjectOnlyEncoder: Encoder {
    fileprivate final class State {
        let base: any Encoder
        /// What the value wrote instead of an object, in words; `nil` while it wrote
        /// nothing else.
        var nonObject: String?
        /// The keys written into the object, when asked to record them.
        var keys: Set<String>?

        init(base: any Encoder, recordingKeys: Bool) {
            self.base = base
            keys = recordingKeys ? [] : nil
        }
    }

    fileprivate let state: State

    fileprivate var base: any Encoder { state.base }
    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        guard state.keys != nil else { return base.container(keyedBy: type) }
        return recordingContainer(keyedBy: type)
    }

    @inline(never)
    private func recordingContainer<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyRecordingContainer(base: base.container(keyedBy: type), encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        refuse("an array")
        return DiscardingEncoder(codingPath: codingPath, userInfo: userInfo).unkeyedContainer()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        ObjectOnlySingleValueContainer(encoder: self)
    }

    fileprivate func refuse(_ found: String) {
        state.nonObject = state.nonObject ?? found
    }

    fileprivate func record(_ key: String) {
        state.keys?.insert(key)
    }

    /// Runs `encode` with an encoder writing into `base`'s object.
    /// - Returns: what the value wrote instead of an object ("a single value" or "an
    ///   array"), which was not written; `nil` when it wrote an object.
    static func encode(
        into base: any Encoder, _ encode: (any Encoder) throws -> Void
    ) rethrows -> String? {
        try encoding(into: base, recordingKeys: false, encode).nonObject
    }

    /// Runs `encode` like ``encode(into:_:)``, and also says which keys it wrote.
    static func encodeRecordingKeys(into base: any Encoder, _ encode: (any Encoder) throws -> Void) rethrows
        -> (nonObject: String?, keys: Set<String>)
    {
        let state = try encoding(into: base, recordingKeys: true, encode)
        return (state.nonObject, state.keys ?? [])
    }

    private static func encoding(
        into base: any Encoder, recordingKeys: Bool, _ encode: (any Encoder) throws -> Void
    ) rethrows -> State {
        let state = State(base: base, recordingKeys: recordingKeys)
        try encode(ObjectOnlyEncoder(state: state))
        return state
    }
}

/// The single-value container of an ``ObjectOnlyEncoder``: a dictionary goes into the
/// object, anything else is set aside.
private struct ObjectOnlySingleValueContainer: SingleValueEncodingContainer {
    let encoder: ObjectOnlyEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws {
        encoder.refuse("a single value")
    }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        guard let dictionary = value as? [String: any Encodable] else {
            return encoder.refuse("a single value")
        }
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, value) in dictionary {
            try container.encode(value, forKey: AnyCodingKey(key))
        }
    }
}

/// A keyed container of an ``ObjectOnlyEncoder`` that notes each key written at its
/// level, then writes through.
private struct KeyRecordingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var base: KeyedEncodingContainer<Key>
    let encoder: ObjectOnlyEncoder
    var codingPath: [any CodingKey] { base.codingPath }

    mutating func encodeNil(forKey key: Key) throws {
        encoder.record(key.stringValue)
        try base.encodeNil(forKey: key)
    }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        encoder.record(key.stringValue)
        try base.encode(value, forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        encoder.record(key.stringValue)
        return base.nestedContainer(keyedBy: keyType, forKey: key)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.record(key.stringValue)
        return base.nestedUnkeyedContainer(forKey: key)
    }

    mutating func superEncoder() -> any Encoder { base.superEncoder() }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.record(key.stringValue)
        return base.superEncoder(forKey: key)
    }
}

extension ObjectOnlyEncoder: WrappingDecoderOrEncoder {
    var wrapped: Any { base }
}
