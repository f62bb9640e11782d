import Foundation

/// A primitive moved between a keyed container and the `Backed` of its type in a model's
/// memory, for ``PrimitiveRun`` and ``PrimitiveAlternatives``.
extension PrimitiveKind {
    /// Decodes the value at `key` and stores it in the `Backed` at `field`.
    @inline(__always)
    func store<Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>, _ key: Key, at field: UnsafeMutableRawPointer
    )
        throws
    {
        switch self {
        case .string: store(try container.decode(String.self, forKey: key), at: field)
        case .int: store(try container.decode(Int.self, forKey: key), at: field)
        case .double: store(try container.decode(Double.self, forKey: key), at: field)
        case .bool: store(try container.decode(Bool.self, forKey: key), at: field)
        case .date(let units):
            store(units.date(from: try container.decode(Double.self, forKey: key)), at: field)
        }
    }

    /// Stores the value at `key` unless it is missing or `null`. - Returns: whether it did.
    /// Stores the kind's zero (`""`, `0`, `false`, 1970), which holds no reference.
    func storePlaceholder(at field: UnsafeMutableRawPointer) {
        switch self {
        case .string: store("", at: field)
        case .int: store(0, at: field)
        case .double: store(0.0, at: field)
        case .bool: store(false, at: field)
        case .date: store(Date(timeIntervalSince1970: 0), at: field)
        }
    }

    @inline(__always)
    func storeIfPresent(
        from container: ObjectDecodingContainer, _ key: AnyCodingKey, at field: UnsafeMutableRawPointer
    ) throws -> Bool {
        switch self {
        case .string: store(try container.decodeIfPresent(String.self, forKey: key), at: field)
        case .int: store(try container.decodeIfPresent(Int.self, forKey: key), at: field)
        case .double: store(try container.decodeIfPresent(Double.self, forKey: key), at: field)
        case .bool: store(try container.decodeIfPresent(Bool.self, forKey: key), at: field)
        case .date(let units):
            store(
                try container.decodeIfPresent(Double.self, forKey: key).map { units.date(from: $0) },
                at: field)
        }
    }

    /// Writes the value of the `Backed` at `field` at `key`, when it holds one.
    /// - Returns: whether it did; `false` for a property never set.
    @inline(__always)
    func write<Key: CodingKey>(
        at field: UnsafeRawPointer, to container: inout KeyedEncodingContainer<Key>, _ key: Key
    ) throws -> Bool {
        switch self {
        case .string:
            guard let value = value(String.self, at: field) else { return false }
            try container.encode(value, forKey: key)
        case .int:
            guard let value = value(Int.self, at: field) else { return false }
            try container.encode(value, forKey: key)
        case .double:
            guard let value = value(Double.self, at: field) else { return false }
            try container.encode(value, forKey: key)
        case .bool:
            guard let value = value(Bool.self, at: field) else { return false }
            try container.encode(value, forKey: key)
        case .date(let units):
            guard let value = value(Date.self, at: field) else { return false }
            try container.encode(units.number(from: value), forKey: key)
        }
        return true
    }

    @inline(__always)
    private func store<Primitive>(_ value: consuming Primitive?, at field: UnsafeMutableRawPointer) -> Bool {
        guard let value else { return false }
        store(value, at: field)
        return true
    }

    /// Moves `value` into the `Backed` at `field` (consumed: a string is not retained again).
    @inline(__always)
    private func store<Primitive>(_ value: consuming Primitive, at field: UnsafeMutableRawPointer) {
        field.assumingMemoryBound(to: Backed<Primitive>.self).pointee = Backed(decoded: value)
    }

    @inline(__always)
    private func value<Primitive>(_ type: Primitive.Type, at field: UnsafeRawPointer) -> Primitive? {
        guard case .value(let value) = field.assumingMemoryBound(to: Backed<Primitive>.self).pointee.storage
        else {
            return nil
        }
        return value
    }
}
