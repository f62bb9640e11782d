/// The decoder of a ``ShapeRecorder``: it records what it is asked for in its node and
/// answers with the recorder's stand-ins. `decodeNil` answers as the node's run says: `false`,
/// but for the values the run makes `null`, which then give no container and decode only
/// to a type that takes `null`.
struct RecordingDecoder: Decoder {
    let recorder: ShapeRecorder
    let node: RecordingNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { recorder.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try refuseNull(expecting: [String: Any].self)
        return KeyedDecodingContainer(RecordingKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try refuseNull(expecting: [Any].self)
        return RecordingUnkeyedContainer(decoder: self, element: node.element())
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        RecordingSingleValueContainer(decoder: self)
    }

    /// Throws, as a decoder does, when the value is `null` in this run: no container holds it.
    private func refuseNull(expecting type: Any.Type) throws {
        guard node.holdsNull else { return }
        throw DecodingError.valueNotFound(
            type, DecodingError.Context(codingPath: codingPath, debugDescription: "Found null."))
    }
}

/// Records each key: `decode` as required, `decodeIfPresent` as not.
struct RecordingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: RecordingDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { [] }

    /// `true`, noting the key as one that may be missing: the code asked, so it handles
    /// the key's absence (an optional dynamic wrapper, a hand-written check).
    func contains(_ key: Key) -> Bool {
        _ = decoder.node.member(key.stringValue, isRequired: false)
        return true
    }

    /// `false` but in a run that makes the value `null`. A decoder throws for a missing
    /// key, so the key is required.
    func decodeNil(forKey key: Key) throws -> Bool {
        decoder.node.member(key.stringValue).testNull()
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        // An optional dynamic wrapper is read with `decode`, yet its key may be missing.
        let isRequired = !decoder.recorder.isOptionalWrapper(type)
        let node = decoder.node.member(key.stringValue, isRequired: isRequired)
        if node.holdsNull { return try decoder.recorder.valueFromNull(as: type, at: codingPath + [key]) }
        let (value, shape) = try decoder.recorder.record(type)
        node.set(shape)
        return value
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try optional(type, key)
    }

    // The protocol's own `decodeIfPresent` for these types would call `decode`, which
    // records the key as required.
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optional(type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optional(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optional(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optional(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optional(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optional(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optional(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optional(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optional(type, key) }

    private func optional<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        decoder.node.member(key.stringValue, isRequired: false).set(try decoder.recorder.shape(of: type))
        return nil
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try nested(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try nested(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { try nested(AnyCodingKey("super")) }

    func superDecoder(forKey key: Key) throws -> any Decoder { try nested(key) }

    /// A decoder for the value under `key`, which records it as the key's.
    private func nested(_ key: some CodingKey) throws -> RecordingDecoder {
        RecordingDecoder(
            recorder: decoder.recorder, node: decoder.node.member(key.stringValue),
            codingPath: codingPath + [key])
    }
}

/// Gives one element, whose shape it records as the array's, then ends.
struct RecordingUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: RecordingDecoder
    let element: RecordingNode
    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { 1 }
    var isAtEnd: Bool { currentIndex > 0 }
    private(set) var currentIndex = 0

    init(decoder: RecordingDecoder, element: RecordingNode) {
        self.decoder = decoder
        self.element = element
    }

    /// `false` but in a run that makes the element `null`, which it then moves past.
    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, element.testNull() else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if element.holdsNull {
            let path = codingPath + [AnyCodingKey(index: currentIndex)]
            let value = try decoder.recorder.valueFromNull(as: type, at: path)
            currentIndex += 1
            return value
        }
        let (value, shape) = try decoder.recorder.record(type)
        element.set(shape)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        currentIndex += 1
        return try RecordingDecoder(recorder: decoder.recorder, node: element, codingPath: codingPath)
            .container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        currentIndex += 1
        return try RecordingDecoder(recorder: decoder.recorder, node: element, codingPath: codingPath)
            .unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        currentIndex += 1
        return RecordingDecoder(recorder: decoder.recorder, node: element, codingPath: codingPath)
    }
}

/// Records the one value a type reads as a whole.
struct RecordingSingleValueContainer: SingleValueDecodingContainer {
    let decoder: RecordingDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    /// `false` but in a run that makes the value `null`.
    func decodeNil() -> Bool { decoder.node.testNull() }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if decoder.node.holdsNull { return try decoder.recorder.valueFromNull(as: type, at: codingPath) }
        let (value, shape) = try decoder.recorder.record(type)
        decoder.node.set(shape)
        return value
    }
}
