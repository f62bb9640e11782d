/// The decoder of a ``ShapeRecorder``: it records what it is asked for in its node and
/// answers with the recorder's stand-ins. `decodeNil` and `contains` answer as the node's
/// run says: `false` and `true`, but for the values the run makes `null`, which then give
/// no container and decode only to a type that takes `null`, and the keys it makes
/// missing, which then throw `keyNotFound` as a decoder does.
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

/// Records each key: `decode` as required, `decodeIfPresent` as not, and one asked with
/// `contains` as the run where it is missing says (``NullBranches``).
struct RecordingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: RecordingDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { [] }

    /// `true` but in a run that makes the key missing. The code asked, so it may handle
    /// the key's absence (an optional dynamic wrapper, a hand-written check): the key is
    /// required unless its missing run succeeds and reads the same.
    func contains(_ key: Key) -> Bool {
        decoder.node.member(key.stringValue, isRequired: nil).testPresence()
    }

    /// `false` but in a run that makes the value `null`. A decoder throws for a missing
    /// key, so the key is required.
    func decodeNil(forKey key: Key) throws -> Bool {
        try present(key).testNull()
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        // An optional dynamic wrapper is read with `decode`, yet its key may be missing.
        let node = try present(key, isRequired: !decoder.recorder.isOptionalWrapper(type))
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

    /// `nil`, noting the key's shape, but in a run that makes the key missing.
    private func optional<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        let node = decoder.node.member(key.stringValue, isRequired: false)
        guard !node.isMissing else { return nil }
        node.set(try decoder.recorder.shape(of: type))
        return nil
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try nested(key, on: present(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try nested(key, on: present(key)).unkeyedContainer()
    }

    // As `JSONDecoder`'s, a super decoder of a missing key decodes `null`.
    func superDecoder() throws -> any Decoder {
        let key = AnyCodingKey("super")
        return nested(key, on: decoder.node.member(key.stringValue))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        nested(key, on: decoder.node.member(key.stringValue))
    }

    /// The node of the value under `key`, read as `isRequired` says; `keyNotFound`, as a
    /// decoder throws, in a run that makes the key missing.
    private func present(_ key: Key, isRequired: Bool = true) throws -> RecordingNode {
        let node = decoder.node.member(key.stringValue, isRequired: isRequired)
        guard node.isMissing else { return node }
        throw DecodingError.keyNotFound(
            key,
            DecodingError.Context(
                codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue)."))
    }

    /// A decoder for the value under `key`, which records it in `node`, the key's.
    private func nested(_ key: some CodingKey, on node: RecordingNode) -> RecordingDecoder {
        RecordingDecoder(recorder: decoder.recorder, node: node, codingPath: codingPath + [key])
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
