/// One value a ``MergingEncoder`` collected: nothing yet, a value still to be encoded,
/// `null`, an object or an array, and whether a catch-all wrote it.
///
/// Writes meet the rules of a model's object: objects written at one key merge; where
/// two writers set one leaf, a declared property's value wins over a catch-all's (a
/// `.flat` `CodableValue` or an `.otherKeys` property), and otherwise the later write
/// wins, as in `JSONEncoder`. Encoding the node writes each object once.
final class EncodedNode: Encodable {
    private enum Kind {
        /// Nothing written yet.
        case empty
        /// Removed by a declared property that holds `nil`: not written, and a catch-all
        /// may not write it again.
        case omitted
        /// A value still to be encoded: held by the case, so that no node of this kind lacks one.
        case value(any Encodable)
        case null, object, array
    }

    private var kind = Kind.empty
    /// An object's members, in the order written (or arranged).
    private var members = OrderedMap<EncodedNode>()
    private var elements: [EncodedNode] = []
    /// Whether a catch-all wrote this node, so that a declared property's write replaces it.
    private var byCatchAll = false

    /// The member at `key` of this object, added (empty) when new.
    func member(_ key: String) -> EncodedNode {
        if let member = members[key] { return member }
        let member = EncodedNode()
        members[key] = member
        return member
    }

    /// Whether this node is an object.
    var isObject: Bool {
        if case .object = kind { return true }
        return false
    }

    /// Whether this node holds nothing yet.
    private var isEmpty: Bool {
        if case .empty = kind { return true }
        return false
    }

    /// Whether this node is a value naming `identifier`: the string itself, or an array
    /// of strings holding it (JSON-LD's `"type": ["Like", "as:Like"]`).
    func names(_ identifier: String) -> Bool {
        guard case .value(let value) = kind else { return false }
        switch value {
        case let string as String: return string == identifier
        case let payload as CodableValue:
            return payload == .string(identifier) || payload.arrayValue?.contains(.string(identifier)) == true
        default: return false
        }
    }

    /// The number of elements of this array.
    var count: Int { elements.count }

    /// A new element at the end of this array.
    func appendElement() -> EncodedNode {
        let element = EncodedNode()
        elements.append(element)
        return element
    }

    /// Sets a value to be encoded as it is; a value that is an object merges into an
    /// object already here.
    func setValue(_ newValue: any Encodable, by writer: MergingEncoder) throws {
        if isObject {
            let written = try writer.decompose(newValue, byCatchAll: writer.session.writesCatchAll)
            if written.isObject { return try merge(written, by: writer) }
        }
        guard replaces(by: writer.session.writesCatchAll) else { return }
        reset(to: .value(newValue), byCatchAll: writer.session.writesCatchAll)
    }

    /// Sets `null`.
    func setNull(by writer: MergingEncoder) {
        guard replaces(by: writer.session.writesCatchAll) else { return }
        reset(to: .null, byCatchAll: writer.session.writesCatchAll)
    }

    /// The object to write this node's members into: this node, turned into an object
    /// (an object value already here is taken apart to merge with); or, when a catch-all
    /// writes where a declared property wrote something else, a detached node.
    func object(by writer: MergingEncoder) throws -> EncodedNode {
        let catchAll = writer.session.writesCatchAll
        if try isObject || takeApart(by: writer) {
            byCatchAll = byCatchAll && catchAll
            return self
        }
        guard replaces(by: catchAll) else { return EncodedNode() }
        reset(to: .object, byCatchAll: catchAll)
        return self
    }

    /// The array to append this node's elements to: this node, turned into an array, or
    /// a detached node when a catch-all writes where a declared property wrote something.
    func array(by writer: MergingEncoder) -> EncodedNode {
        let catchAll = writer.session.writesCatchAll
        if case .array = kind, byCatchAll == catchAll { return self }
        guard replaces(by: catchAll) else { return EncodedNode() }
        reset(to: .array, byCatchAll: catchAll)
        return self
    }

    /// Removes the member at `path` below this object, when there is one, so that a
    /// catch-all cannot write it: what a declared property that holds `nil` leaves.
    func omit(_ path: ArraySlice<String>, by writer: MergingEncoder) throws {
        guard isObject, let key = path.first else { return }
        guard path.count > 1 else {
            // What declared properties wrote there (under another's key) stays.
            let member = member(key)
            if member.isEmpty || member.byCatchAll { member.reset(to: .omitted, byCatchAll: false) }
            return
        }
        guard let member = members[key] else { return }
        if case .value = member.kind, try !member.takeApart(by: writer) { return }
        try member.omit(path.dropFirst(), by: writer)
    }

    /// Turns the value here, if there is one, into the object it writes, if it writes one.
    /// - Returns: whether it did.
    private func takeApart(by writer: MergingEncoder) throws -> Bool {
        guard case .value(let value) = kind else { return false }
        let written = try writer.decompose(value, byCatchAll: byCatchAll)
        guard written.isObject else { return false }
        reset(to: .object, byCatchAll: byCatchAll)
        members = written.members
        return true
    }

    /// Whether a write by a catch-all (or not) replaces what is here.
    private func replaces(by catchAll: Bool) -> Bool {
        isEmpty || !catchAll || byCatchAll
    }

    private func reset(to newKind: Kind, byCatchAll newWriter: Bool) {
        kind = newKind
        byCatchAll = newWriter
        members = OrderedMap()
        elements = []
    }

    /// Writes the members of `object` (collected by `writer`) into this object.
    private func merge(_ object: EncodedNode, by writer: MergingEncoder) throws {
        for (key, written) in object.members {
            try member(key).absorb(written, by: writer)
        }
    }

    /// Writes what `other` holds into this node, by the same rules as a direct write.
    private func absorb(_ other: EncodedNode, by writer: MergingEncoder) throws {
        switch other.kind {
        case .empty, .omitted: return
        case .value(let value): try setValue(value, by: writer)
        case .null: setNull(by: writer)
        case .object: try object(by: writer).merge(other, by: writer)
        case .array: array(by: writer).elements = other.elements
        }
    }

    /// Puts this object's members in `order`: the keys it lists first, as it lists them,
    /// then the others as they were written; objects below it likewise.
    func arrange(in order: DocumentOrder) {
        guard isObject else { return }
        members.moveToFront(order.keys)
        for (key, nested) in order.nested {
            members[key]?.arrange(in: nested)
        }
    }

    /// Writes the node: each object and array once, values through the encoder's own
    /// containers, so that its strategies (dates, data, keys) apply as usual.
    func encode(to encoder: any Encoder) throws {
        switch kind {
        case .empty, .omitted, .object:
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for (key, member) in members {
                try member.encode(into: &container, forKey: AnyCodingKey(key))
            }
        case .value(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .array:
            var container = encoder.unkeyedContainer()
            for element in elements {
                switch element.kind {
                case .empty, .omitted: continue
                case .value(let value): try container.encode(value)
                case .null: try container.encodeNil()
                case .object, .array: try container.encode(element)
                }
            }
        }
    }

    private func encode(into container: inout ObjectEncodingContainer, forKey key: AnyCodingKey) throws {
        switch kind {
        case .empty, .omitted: return
        case .value(let value): try container.encode(value, forKey: key)
        case .null: try container.encodeNil(forKey: key)
        case .object, .array: try container.encode(self, forKey: key)
        }
    }
}
