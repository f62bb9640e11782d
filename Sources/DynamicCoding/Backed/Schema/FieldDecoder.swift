/// How the schema decodes one field into a model's memory. A class hierarchy rather than
/// closures or existentials, so that the schema's loop makes one virtual call per field:
/// a ``BackedField`` decodes any field through its mapping, a ``PrimitiveFieldDecoder``
/// the most common ones without generic code.
class FieldDecoder {
    /// Decodes the field and stores it at its place in `model`.
    func decode(into model: UnsafeMutableRawPointer, from containers: inout DecodingContainers) throws {
        preconditionFailure("FieldDecoder is abstract: \(type(of: self)) must override decode(into:from:).")
    }
}

/// Decodes a required `String`, `Int`, `Double` or `Bool` at a plain key, or at the first
/// of several plain keys (`"title" ?? "name"`) that holds one: the most common fields, with
/// no generic code, the value going from the container straight into the model's `Backed`
/// of that type. Anything unusual (an object on the way missing, a value of the wrong
/// type) is left to the field's mapping, which reads the field again and words the error.
final class PrimitiveFieldDecoder: FieldDecoder {
    private enum Kind {
        case string, int, double, bool
    }

    private let kind: Kind
    private let offset: Int
    /// The key and container node of a single path.
    private let key: AnyCodingKey
    private let node: Int
    /// The key and container node of each `??` alternative, when there are several.
    private let alternatives: [(key: AnyCodingKey, node: Int)]
    private let mapped: FieldDecoder

    /// A decoder for a field of type `value` at `keys`, when the type is one of the
    /// primitive kinds.
    init?<Value>(
        _ value: Value.Type, offset: Int, keys: [(key: AnyCodingKey, node: Int)], mapped: FieldDecoder
    ) {
        switch value {
        case is String.Type: kind = .string
        case is Int.Type: kind = .int
        case is Double.Type: kind = .double
        case is Bool.Type: kind = .bool
        default: return nil
        }
        self.offset = offset
        (key, node) = keys[0]
        alternatives = keys.count > 1 ? keys : []
        self.mapped = mapped
    }

    override func decode(into model: UnsafeMutableRawPointer, from containers: inout DecodingContainers)
        throws
    {
        let field = model + offset
        if alternatives.isEmpty {
            guard let container = try containers.container(at: node) else {
                return try mapped.decode(into: model, from: &containers)
            }
            return try store(from: container, key, at: field)
        }
        for (key, node) in alternatives {
            guard let container = try? containers.container(at: node) else { continue }
            guard let stored = try? storeIfPresent(from: container, key, at: field) else { break }
            if stored { return }
        }
        try mapped.decode(into: model, from: &containers)
    }

    private func store(
        from container: ObjectDecodingContainer, _ key: AnyCodingKey, at field: UnsafeMutableRawPointer
    )
        throws
    {
        switch kind {
        case .string: store(try container.decode(String.self, forKey: key), at: field)
        case .int: store(try container.decode(Int.self, forKey: key), at: field)
        case .double: store(try container.decode(Double.self, forKey: key), at: field)
        case .bool: store(try container.decode(Bool.self, forKey: key), at: field)
        }
    }

    /// Stores the value at `key` unless it is missing or `null`. - Returns: whether it did.
    private func storeIfPresent(
        from container: ObjectDecodingContainer, _ key: AnyCodingKey, at field: UnsafeMutableRawPointer
    ) throws -> Bool {
        switch kind {
        case .string: store(try container.decodeIfPresent(String.self, forKey: key), at: field)
        case .int: store(try container.decodeIfPresent(Int.self, forKey: key), at: field)
        case .double: store(try container.decodeIfPresent(Double.self, forKey: key), at: field)
        case .bool: store(try container.decodeIfPresent(Bool.self, forKey: key), at: field)
        }
    }

    @inline(__always)
    private func store<Primitive>(_ value: Primitive?, at field: UnsafeMutableRawPointer) -> Bool {
        guard let value else { return false }
        store(value, at: field)
        return true
    }

    @inline(__always)
    private func store<Primitive>(_ value: Primitive, at field: UnsafeMutableRawPointer) {
        field.assumingMemoryBound(to: Backed<Primitive>.self).pointee = Backed(decoded: value)
    }
}
