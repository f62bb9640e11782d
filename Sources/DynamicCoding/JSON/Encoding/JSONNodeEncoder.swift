import Foundation

/// The `Encoder` a value encodes itself to in a `DynamicJSONEncoder` call, and its
/// single-value container: what the value encodes becomes ``value``, a node of the tree.
///
/// Its coding path is `JSONEncoder`'s: its owner's path and its own key, where the owner
/// is the encoder of the container that encoded it, so the keys of nested containers
/// between the two are not in it (as `JSONEncoder` reports them).
final class JSONNodeEncoder: Encoder, SingleValueEncodingContainer {
    let tree: JSONEncodingTree
    /// Where a super encoder writes its value when it is released, as `JSONEncoder`'s do.
    private let pendingPlace: JSONPendingPlace?
    /// The encoder's mutable state, behind a pointer the encoder owns: Swift checks each
    /// access to a class's stored `var` at run time for exclusivity, at a cost the
    /// encoder's few accesses per value made plain; an encoder is used by one call on
    /// one thread, and no access to its state overlaps another.
    private let state = UnsafeMutablePointer<JSONNodeEncoderState>.allocate(capacity: 1)

    var owner: JSONNodeEncoder? {
        get { state.pointee.owner }
        set { state.pointee.owner = newValue }
    }

    var key: (any CodingKey)? {
        get { state.pointee.key }
        set { state.pointee.key = newValue }
    }

    /// What this encoder's value encoded so far.
    var value: JSONEncodedNode? {
        get { state.pointee.value }
        set { state.pointee.value = newValue }
    }

    /// A child encoder no value holds any more, for the next value with a key.
    private var spareChild: JSONNodeEncoder? {
        get { state.pointee.spareChild }
        set { state.pointee.spareChild = newValue }
    }

    init(
        tree: JSONEncodingTree, owner: JSONNodeEncoder?, key: (any CodingKey)?,
        pendingPlace: JSONPendingPlace? = nil
    ) {
        self.tree = tree
        self.pendingPlace = pendingPlace
        state.initialize(to: JSONNodeEncoderState(owner: owner, key: key))
    }

    deinit {
        if let pendingPlace {
            let node = value ?? tree.emptyObject()
            switch pendingPlace {
            case .member(let key, let container): tree.set(node, forKey: key, in: container)
            case .element(let index, let container): tree.insert(node, at: index, in: container)
            }
        }
        state.deinitialize(count: 1).deallocate()
    }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        if let key { path.append(key) }
        var encoder = self
        while let owner = encoder.owner, let key = owner.key {
            path.append(key)
            encoder = owner
        }
        path.reverse()
        return path
    }

    var userInfo: [CodingUserInfoKey: Any] { tree.options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: Int
        if case .object(let existing)? = value {
            object = existing
        } else {
            object = tree.makeContainer()
            value = .object(object)
        }
        return KeyedEncodingContainer(JSONKeyedContainer<Key>(encoder: self, object: object, nestedPath: []))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: Int
        if case .array(let existing)? = value {
            array = existing
        } else {
            array = tree.makeContainer()
            value = .array(array)
        }
        return JSONUnkeyedContainer(encoder: self, array: array, nestedPath: [])
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// The value encoded, which the encoder no longer holds.
    func takeValue() -> JSONEncodedNode? {
        defer { value = nil }
        return value
    }

    // MARK: Children

    /// An encoder for the value at `key` of one of this encoder's containers.
    func child(for key: any CodingKey) -> JSONNodeEncoder {
        if let spare = spareChild {
            spareChild = nil
            spare.owner = self
            spare.key = key
            return spare
        }
        return JSONNodeEncoder(tree: tree, owner: self, key: key)
    }

    /// Keeps `child` for the next value, unless something else still holds it.
    func recycle(_ child: inout JSONNodeEncoder) {
        guard child !== self, spareChild == nil, isKnownUniquelyReferenced(&child) else { return }
        child.owner = nil
        child.key = nil
        child.value = nil
        spareChild = child
    }

    /// An encoder that writes its value to `place` when it is released.
    func superEncoder(key: any CodingKey, place: JSONPendingPlace) -> JSONNodeEncoder {
        JSONNodeEncoder(tree: tree, owner: self, key: key, pendingPlace: place)
    }

    // MARK: SingleValueEncodingContainer

    func encodeNil() throws { value = tree.null }
    func encode(_ value: Bool) throws { self.value = tree.bool(value) }
    func encode(_ value: String) throws { self.value = tree.string(value) }
    func encode(_ value: Double) throws { self.value = try tree.floatingPoint(value, codingPath: codingPath) }
    func encode(_ value: Float) throws { self.value = try tree.floatingPoint(value, codingPath: codingPath) }
    func encode(_ value: Int) throws { self.value = tree.integer(value) }
    func encode(_ value: Int8) throws { self.value = tree.integer(value) }
    func encode(_ value: Int16) throws { self.value = tree.integer(value) }
    func encode(_ value: Int32) throws { self.value = tree.integer(value) }
    func encode(_ value: Int64) throws { self.value = tree.integer(value) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func encode(_ value: Int128) throws { self.value = tree.integer(value) }
    func encode(_ value: UInt) throws { self.value = tree.integer(value) }
    func encode(_ value: UInt8) throws { self.value = tree.integer(value) }
    func encode(_ value: UInt16) throws { self.value = tree.integer(value) }
    func encode(_ value: UInt32) throws { self.value = tree.integer(value) }
    func encode(_ value: UInt64) throws { self.value = tree.integer(value) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func encode(_ value: UInt128) throws { self.value = tree.integer(value) }

    func encode<T: Encodable>(_ value: T) throws {
        self.value = nil
        self.value = try encodedNode(for: value, key: nil) ?? tree.emptyObject()
    }
}

extension JSONNodeEncoder: NumberTextWriting {
    /// Writes the number's text as it is: any number, exactly.
    func encodeNumberText(_ text: String) throws { self.value = tree.number(text) }
}

/// Where a super encoder's value goes: a member of an object, or a place in an array.
enum JSONPendingPlace {
    case member(key: String, container: Int)
    case element(index: Int, container: Int)
}

/// What a `JSONNodeEncoder` changes as it encodes.
struct JSONNodeEncoderState {
    var owner: JSONNodeEncoder?
    var key: (any CodingKey)?
    var value: JSONEncodedNode?
    var spareChild: JSONNodeEncoder?
}
