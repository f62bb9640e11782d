import Foundation

/// A keyed container of a `DynamicJSONEncoder` call: writes the members of one object of
/// the tree, each in the place its key was first encoded.
struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: JSONNodeEncoder
    /// The encoder's tree, which the encoder keeps alive: read without retaining it, as
    /// every member encoded reads it.
    private unowned(unsafe) let tree: JSONEncodingTree
    let object: Int
    /// The keys of the nested containers from the encoder's value to this one.
    let nestedPath: [any CodingKey]

    var codingPath: [any CodingKey] {
        nestedPath.isEmpty ? encoder.codingPath : encoder.codingPath + nestedPath
    }

    init(encoder: JSONNodeEncoder, object: Int, nestedPath: [any CodingKey]) {
        self.encoder = encoder
        tree = encoder.tree
        self.object = object
        self.nestedPath = nestedPath
    }

    private func converted(_ key: some CodingKey) -> String {
        guard tree.convertsKeys else { return key.stringValue }
        return tree.convertedKey(key, codingPath: codingPath)
    }

    private func set(_ node: JSONEncodedNode, forKey key: Key) {
        tree.set(node, forKey: converted(key), in: object)
    }

    mutating func encodeNil(forKey key: Key) throws { set(tree.null, forKey: key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(tree.bool(value), forKey: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(tree.string(value), forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(tree.integer(value), forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(tree.integer(value), forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(tree.integer(value), forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(tree.integer(value), forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(tree.integer(value), forKey: key) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128, forKey key: Key) throws { set(tree.integer(value), forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(tree.integer(value), forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(tree.integer(value), forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(tree.integer(value), forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(tree.integer(value), forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(tree.integer(value), forKey: key) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128, forKey key: Key) throws { set(tree.integer(value), forKey: key) }

    /// A number JSON cannot write is reported at the encoder's path and the key, without
    /// the nested containers' keys between them, as `JSONEncoder` reports it.
    mutating func encode(_ value: Double, forKey key: Key) throws {
        set(try tree.floatingPoint(value, codingPath: encoder.path(adding: key)), forKey: key)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        set(try tree.floatingPoint(value, codingPath: encoder.path(adding: key)), forKey: key)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let node = try encoder.encodedNode(for: value, key: key) ?? tree.emptyObject()
        set(node, forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let name = converted(key)
        let nested: Int
        if case .object(let existing)? = tree.value(forKey: name, in: object) {
            nested = existing
        } else {
            nested = tree.makeContainer()
            tree.set(.object(nested), forKey: name, in: object)
        }
        return KeyedEncodingContainer(
            JSONKeyedContainer<NestedKey>(encoder: encoder, object: nested, nestedPath: nestedPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let name = converted(key)
        let nested: Int
        if case .array(let existing)? = tree.value(forKey: name, in: object) {
            nested = existing
        } else {
            nested = tree.makeContainer()
            tree.set(.array(nested), forKey: name, in: object)
        }
        return JSONUnkeyedContainer(encoder: encoder, array: nested, nestedPath: nestedPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        let key = AnyCodingKey("super")
        return encoder.superEncoder(key: key, place: .member(key: converted(key), container: object))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.superEncoder(key: key, place: .member(key: converted(key), container: object))
    }
}
