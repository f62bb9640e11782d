/// How the schema decodes one field into a model's memory. A class hierarchy rather than
/// closures or existentials, so that the schema's loop makes one virtual call per field.
class FieldDecoder {
    /// Decodes the field and stores it at its place in `model`.
    func decode(into model: UnsafeMutableRawPointer, from containers: inout DecodingContainers) throws {
        preconditionFailure("FieldDecoder is abstract: \(type(of: self)) must override decode(into:from:).")
    }
}

/// Decodes any field through its mapping: paths, fallbacks, defaults, strategies.
final class MappedFieldDecoder<Root, Value>: FieldDecoder {
    private let field: BackedField<Root, Value>

    init(_ field: BackedField<Root, Value>) {
        self.field = field
    }

    override func decode(into model: UnsafeMutableRawPointer, from containers: inout DecodingContainers)
        throws
    {
        try field.decode(into: model, from: &containers)
    }
}

/// Decodes a required `String`, `Int`, `Double` or `Bool` at a plain key, the most common
/// field, with no generic code: the value goes from the container straight into the
/// model's `Backed` of that type. Anything unusual (the key's object missing) is left to
/// the field's mapping, which words the error.
final class PrimitiveFieldDecoder: FieldDecoder {
    private enum Kind {
        case string, int, double, bool
    }

    private let kind: Kind
    private let offset: Int
    private let key: AnyCodingKey
    private let node: Int
    private let mapped: FieldDecoder

    /// A decoder for a field of type `value` at `key` in `node`'s object, when the type is
    /// one of the primitive kinds.
    init?<Value>(_ value: Value.Type, offset: Int, key: AnyCodingKey, node: Int, mapped: FieldDecoder) {
        switch value {
        case is String.Type: kind = .string
        case is Int.Type: kind = .int
        case is Double.Type: kind = .double
        case is Bool.Type: kind = .bool
        default: return nil
        }
        self.offset = offset
        self.key = key
        self.node = node
        self.mapped = mapped
    }

    override func decode(into model: UnsafeMutableRawPointer, from containers: inout DecodingContainers)
        throws
    {
        guard let container = try containers.container(at: node) else {
            return try mapped.decode(into: model, from: &containers)
        }
        let field = model + offset
        switch kind {
        case .string: try store(container.decode(String.self, forKey: key), at: field)
        case .int: try store(container.decode(Int.self, forKey: key), at: field)
        case .double: try store(container.decode(Double.self, forKey: key), at: field)
        case .bool: try store(container.decode(Bool.self, forKey: key), at: field)
        }
    }

    @inline(__always)
    private func store<Primitive>(_ value: Primitive, at field: UnsafeMutableRawPointer) {
        field.assumingMemoryBound(to: Backed<Primitive>.self).pointee = Backed(decoded: value)
    }
}
