/// What one value's `init(from:)` asked a ``RecordingDecoder`` for: an object's keys (each
/// with the node of its value), an array's element, or one value's shape.
final class RecordingNode {
    private enum Content {
        case unknown
        case value(RecordedShape)
        case object([(key: String, node: RecordingNode, isRequired: Bool)])
        case array(RecordingNode)
    }

    private var content = Content.unknown

    /// The node of the value under `key`, added when new.
    func member(_ key: String, isRequired: Bool = true) -> RecordingNode {
        var members: [(key: String, node: RecordingNode, isRequired: Bool)] = []
        if case .object(let existing) = content { members = existing }
        if let found = members.first(where: { $0.key == key }) { return found.node }
        let node = RecordingNode()
        members.append((key, node, isRequired))
        content = .object(members)
        return node
    }

    /// The node of an array's element.
    func element() -> RecordingNode {
        if case .array(let node) = content { return node }
        let node = RecordingNode()
        content = .array(node)
        return node
    }

    func set(_ shape: RecordedShape) {
        content = .value(shape)
    }

    var shape: RecordedShape {
        switch content {
        case .unknown: return .schema(SchemaFragment.any)
        case .value(let shape): return shape
        case .object(let members):
            return .object(members.map { RecordedProperty($0.key, $0.node.shape, isRequired: $0.isRequired) })
        case .array(let element): return .array(element.shape)
        }
    }
}

/// The decoder of a ``ShapeRecorder``: it records what it is asked for in its node and
/// answers with the recorder's stand-ins.
struct RecordingDecoder: Decoder {
    let recorder: ShapeRecorder
    let node: RecordingNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { recorder.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(RecordingKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        RecordingUnkeyedContainer(decoder: self, element: node.element())
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        RecordingSingleValueContainer(decoder: self)
    }
}

/// Records each key: `decode` as required, `decodeIfPresent` as not.
struct RecordingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: RecordingDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }

    func decodeNil(forKey key: Key) throws -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let (value, shape) = try decoder.recorder.record(type)
        // An optional dynamic wrapper is read with `decode`, yet its key may be missing.
        let isRequired = !decoder.recorder.isOptionalWrapper(type)
        decoder.node.member(key.stringValue, isRequired: isRequired).set(shape)
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

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
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

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, shape) = try decoder.recorder.record(type)
        decoder.node.set(shape)
        return value
    }
}
