import Foundation

/// Codes a ``PrimitiveKind`` through the containers' non-generic entry points, which
/// coders implement directly, skipping the generic dispatch.
struct PrimitiveCoder<Value>: ValueCoder {
    let kind: PrimitiveKind

    /// A coder for `Value` as `kind`; `nil` unless `kind` describes `Value` itself, the one
    /// case in which the casts below reinterpret a value as its own type.
    ///
    /// ```swift
    /// PrimitiveCoder<Int>(.int)     // a coder
    /// PrimitiveCoder<Int>(.string)  // nil
    /// ```
    init?(_ kind: PrimitiveKind) {
        guard kind.type == Value.self else { return nil }
        self.kind = kind
    }

    func decode(from decoder: any Decoder) throws -> Value {
        switch kind {
        case .string: return cast(try String(from: decoder))
        case .int: return cast(try Int(from: decoder))
        case .double: return cast(try Double(from: decoder))
        case .bool: return cast(try Bool(from: decoder))
        case .date(let units): return cast(units.date(from: try Double(from: decoder)))
        }
    }

    func decode(_ container: ObjectDecodingContainer, forKey key: AnyCodingKey) throws -> Value {
        switch kind {
        case .string: return cast(try container.decode(String.self, forKey: key))
        case .int: return cast(try container.decode(Int.self, forKey: key))
        case .double: return cast(try container.decode(Double.self, forKey: key))
        case .bool: return cast(try container.decode(Bool.self, forKey: key))
        case .date(let units): return cast(units.date(from: try container.decode(Double.self, forKey: key)))
        }
    }

    func decodeIfPresent(_ container: ObjectDecodingContainer, forKey key: AnyCodingKey) throws
        -> Value?
    {
        // `switch` rather than `.map(cast)`: passing a method allocates a closure per call.
        switch kind {
        case .string: return castIfPresent(try container.decodeIfPresent(String.self, forKey: key))
        case .int: return castIfPresent(try container.decodeIfPresent(Int.self, forKey: key))
        case .double: return castIfPresent(try container.decodeIfPresent(Double.self, forKey: key))
        case .bool: return castIfPresent(try container.decodeIfPresent(Bool.self, forKey: key))
        case .date(let units):
            guard let number = try container.decodeIfPresent(Double.self, forKey: key) else { return nil }
            return cast(units.date(from: number))
        }
    }

    func decode(_ container: inout any UnkeyedDecodingContainer) throws -> Value {
        switch kind {
        case .string: return cast(try container.decode(String.self))
        case .int: return cast(try container.decode(Int.self))
        case .double: return cast(try container.decode(Double.self))
        case .bool: return cast(try container.decode(Bool.self))
        case .date(let units): return cast(units.date(from: try container.decode(Double.self)))
        }
    }

    func encode(_ value: Value, to encoder: any Encoder) throws {
        switch kind {
        case .string: try cast(value, to: String.self).encode(to: encoder)
        case .int: try cast(value, to: Int.self).encode(to: encoder)
        case .double: try cast(value, to: Double.self).encode(to: encoder)
        case .bool: try cast(value, to: Bool.self).encode(to: encoder)
        case .date(let units): try units.number(from: cast(value, to: Date.self)).encode(to: encoder)
        }
    }

    func encode(
        _ value: Value, to container: inout ObjectEncodingContainer, forKey key: AnyCodingKey
    )
        throws
    {
        switch kind {
        case .string: try container.encode(cast(value, to: String.self), forKey: key)
        case .int: try container.encode(cast(value, to: Int.self), forKey: key)
        case .double: try container.encode(cast(value, to: Double.self), forKey: key)
        case .bool: try container.encode(cast(value, to: Bool.self), forKey: key)
        case .date(let units):
            try container.encode(units.number(from: cast(value, to: Date.self)), forKey: key)
        }
    }

    func encode(_ value: Value, to container: inout any UnkeyedEncodingContainer) throws {
        switch kind {
        case .string: try container.encode(cast(value, to: String.self))
        case .int: try container.encode(cast(value, to: Int.self))
        case .double: try container.encode(cast(value, to: Double.self))
        case .bool: try container.encode(cast(value, to: Bool.self))
        case .date(let units): try container.encode(units.number(from: cast(value, to: Date.self)))
        }
    }

    /// Reinterprets a primitive as `Value`: the initializer checked that they are one type.
    private func cast<Primitive>(_ primitive: Primitive) -> Value {
        unsafeBitCast(primitive, to: Value.self)
    }

    private func castIfPresent<Primitive>(_ primitive: Primitive?) -> Value? {
        guard let primitive else { return nil }
        return cast(primitive)
    }

    private func cast<Primitive>(_ value: Value, to type: Primitive.Type) -> Primitive {
        unsafeBitCast(value, to: Primitive.self)
    }
}
