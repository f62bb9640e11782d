/// An encoder that collects what it is given into a tree of ``EncodedNode``s and writes
/// the tree to another encoder once, so that no object depends on the other encoder
/// merging a container opened twice at one key (`YAMLEncoder` replaces it; `JSONEncoder`
/// merges).
///
/// A model whose object is written by several properties at once (a `.flat` value, an
/// `.otherKeys` catch-all) is encoded through one:
///
/// ```swift
/// let merging = MergingEncoder(collectingFor: encoder)
/// merging.session.writesCatchAll = true
/// try everything.encode(to: merging)
/// merging.session.writesCatchAll = false
/// try replicas.encode(to: merging)
/// try merging.node.encode(to: encoder)
/// ```
final class MergingEncoder: Encoder, WrappingDecoderOrEncoder {
    /// What the writers of one model share: the encoder the collected value is written
    /// to, its `userInfo`, and whether the current writer is a catch-all, whose writes
    /// never replace a declared property's.
    final class Session {
        /// The encoder the collected value is written to.
        let target: any Encoder
        let userInfo: [CodingUserInfoKey: Any]
        var writesCatchAll = false

        init(target: any Encoder) {
            self.target = target
            userInfo = target.userInfo
        }
    }

    let node: EncodedNode
    let codingPath: [any CodingKey]
    let session: Session
    /// Whether a string-keyed dictionary encoded as a single value is collected as an
    /// object (to take a value apart), rather than kept whole for the other encoder.
    private let expandsDictionaries: Bool

    /// An encoder collecting a value to be written to `target` later.
    convenience init(collectingFor target: any Encoder) {
        self.init(
            node: EncodedNode(), codingPath: target.codingPath, session: Session(target: target),
            expandsDictionaries: false)
    }

    private init(
        node: EncodedNode, codingPath: [any CodingKey], session: Session, expandsDictionaries: Bool
    ) {
        self.node = node
        self.codingPath = codingPath
        self.session = session
        self.expandsDictionaries = expandsDictionaries
    }

    var userInfo: [CodingUserInfoKey: Any] { session.userInfo }

    /// The encoder the collected value is written to, for ``KeyOrder``.
    var wrapped: Any { session.target }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        // A value that fails to be taken apart stays whole, and its error is thrown when
        // the tree is written.
        let object = (try? node.object(by: self)) ?? EncodedNode()
        return KeyedEncodingContainer(MergingKeyedContainer<Key>(encoder: child(object, at: nil)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        MergingUnkeyedContainer(encoder: child(node.array(by: self), at: nil))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        MergingSingleValueContainer(encoder: self)
    }

    /// An encoder for `node`, one key or index below this one (or at this level).
    fileprivate func child(_ node: EncodedNode, at key: (any CodingKey)?) -> MergingEncoder {
        MergingEncoder(
            node: node, codingPath: key.map { codingPath + [$0] } ?? codingPath, session: session,
            expandsDictionaries: expandsDictionaries)
    }

    /// `value` collected into a detached node, to find out whether it is an object, as
    /// written by a catch-all or not.
    func decompose(_ value: any Encodable, byCatchAll: Bool) throws -> EncodedNode {
        let writer = session.writesCatchAll
        session.writesCatchAll = byCatchAll
        defer { session.writesCatchAll = writer }
        let collector = MergingEncoder(
            node: EncodedNode(), codingPath: codingPath, session: session, expandsDictionaries: true)
        try value.encode(to: collector)
        return collector.node
    }

    fileprivate func expandedDictionary(_ value: some Encodable) -> [String: any Encodable]? {
        expandsDictionaries ? value as? [String: any Encodable] : nil
    }
}

/// The keyed container of a ``MergingEncoder``: each key is a member of its object.
private struct MergingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: MergingEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    private func member(_ key: some CodingKey) -> MergingEncoder {
        encoder.child(encoder.node.member(key.stringValue), at: key)
    }

    mutating func encodeNil(forKey key: Key) throws {
        let member = member(key)
        member.node.setNull(by: member)
    }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        let member = member(key)
        try member.node.setValue(value, by: member)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        member(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        member(key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { member(AnyCodingKey("super")) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { member(key) }
}

/// The unkeyed container of a ``MergingEncoder``: each value is a new element.
private struct MergingUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: MergingEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.node.count }

    private func element() -> MergingEncoder {
        let index = AnyCodingKey(index: count)
        return encoder.child(encoder.node.appendElement(), at: index)
    }

    mutating func encodeNil() throws {
        let element = element()
        element.node.setNull(by: element)
    }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        let element = element()
        try element.node.setValue(value, by: element)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        element().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        element().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { element() }
}

/// The single-value container of a ``MergingEncoder``.
private struct MergingSingleValueContainer: SingleValueEncodingContainer {
    let encoder: MergingEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws {
        encoder.node.setNull(by: encoder)
    }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        guard let dictionary = encoder.expandedDictionary(value) else {
            return try encoder.node.setValue(value, by: encoder)
        }
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, member) in dictionary.sorted(by: { $0.key < $1.key }) {
            try container.encode(member, forKey: AnyCodingKey(key))
        }
    }
}
