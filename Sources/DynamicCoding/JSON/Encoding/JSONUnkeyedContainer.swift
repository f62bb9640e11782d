import Foundation

/// An unkeyed container of a `DynamicJSONEncoder` call: appends the elements of one
/// array of the tree.
struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: JSONNodeEncoder
    let array: Int
    /// The keys of the nested containers from the encoder's value to this one.
    let nestedPath: [any CodingKey]

    var codingPath: [any CodingKey] {
        nestedPath.isEmpty ? encoder.codingPath : encoder.codingPath + nestedPath
    }

    var count: Int { tree.containers.pointee[array].count }

    private var tree: JSONEncodingTree { encoder.tree }

    private var nextKey: JSONIndexKey { JSONIndexKey(index: count) }

    private func append(_ node: JSONEncodedNode) { tree.append(node, to: array) }

    mutating func encodeNil() throws { append(tree.null) }
    mutating func encode(_ value: Bool) throws { append(tree.bool(value)) }
    mutating func encode(_ value: String) throws { append(tree.string(value)) }
    mutating func encode(_ value: Int) throws { append(tree.integer(value)) }
    mutating func encode(_ value: Int8) throws { append(tree.integer(value)) }
    mutating func encode(_ value: Int16) throws { append(tree.integer(value)) }
    mutating func encode(_ value: Int32) throws { append(tree.integer(value)) }
    mutating func encode(_ value: Int64) throws { append(tree.integer(value)) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { append(tree.integer(value)) }
    mutating func encode(_ value: UInt) throws { append(tree.integer(value)) }
    mutating func encode(_ value: UInt8) throws { append(tree.integer(value)) }
    mutating func encode(_ value: UInt16) throws { append(tree.integer(value)) }
    mutating func encode(_ value: UInt32) throws { append(tree.integer(value)) }
    mutating func encode(_ value: UInt64) throws { append(tree.integer(value)) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { append(tree.integer(value)) }

    mutating func encode(_ value: Double) throws {
        append(try tree.floatingPoint(value, codingPath: encoder.path(adding: nextKey)))
    }

    mutating func encode(_ value: Float) throws {
        append(try tree.floatingPoint(value, codingPath: encoder.path(adding: nextKey)))
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        append(try encoder.encodedNode(for: value, key: nextKey) ?? tree.emptyObject())
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        let key = nextKey
        let nested = tree.makeContainer()
        append(.object(nested))
        return KeyedEncodingContainer(
            JSONKeyedContainer<NestedKey>(encoder: encoder, object: nested, nestedPath: nestedPath + [key]))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let key = nextKey
        let nested = tree.makeContainer()
        append(.array(nested))
        return JSONUnkeyedContainer(encoder: encoder, array: nested, nestedPath: nestedPath + [key])
    }

    /// An encoder whose value takes this place in the array when it is released, as
    /// `JSONEncoder`'s does.
    mutating func superEncoder() -> any Encoder {
        encoder.superEncoder(key: nextKey, place: .element(index: count, container: array))
    }
}
