/// A container of polymorphic values (`[any P]`, `[String: any P]`, `(any P)?`) that
/// decodes and encodes its elements through the registry.
protocol DynamicShape {
    static func decodeDynamically(from decoder: any Decoder) throws -> Self
    func encodeDynamically(to encoder: any Encoder) throws
}

extension Optional: DynamicShape {
    static func decodeDynamically(from decoder: any Decoder) throws -> Self {
        if try decoder.singleValueContainer().decodeNil() { return nil }
        return try ExistentialCoder.decode(Wrapped.self, from: decoder)
    }

    func encodeDynamically(to encoder: any Encoder) throws {
        guard let self else {
            var container = encoder.singleValueContainer()
            return try container.encodeNil()
        }
        try ExistentialCoder.encode(self, to: encoder)
    }
}

extension Array: DynamicShape {
    static func decodeDynamically(from decoder: any Decoder) throws -> Self {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        elements.reserveCapacity(container.count ?? 0)
        if ExistentialCoder.isPolymorphicLeaf(Element.self) {
            while !container.isAtEnd {
                elements.append(try container.decode(PolymorphicElement<Element>.self).value)
            }
        } else {
            while !container.isAtEnd {
                elements.append(try container.decode(DynamicElement<Element>.self).value)
            }
        }
        return elements
    }

    func encodeDynamically(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        if let namespace = PolymorphicPayload.namespace(for: Element.self, encoder) {
            for element in self {
                try container.encode(PolymorphicPayload(value: element, namespace: namespace))
            }
            return
        }
        for element in self {
            try container.encode(DynamicElement(element))
        }
    }
}

/// Coded as a `[String: …]`, so that coders treat the keys as data as they do for any
/// dictionary: JSON key strategies leave them unchanged.
extension Dictionary: DynamicShape where Key == String {
    static func decodeDynamically(from decoder: any Decoder) throws -> Self {
        let container = try decoder.singleValueContainer()
        if ExistentialCoder.isPolymorphicLeaf(Value.self) {
            return try container.decode([String: PolymorphicElement<Value>].self).mapValues(\.value)
        }
        return try container.decode([String: DynamicElement<Value>].self).mapValues(\.value)
    }

    func encodeDynamically(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let namespace = PolymorphicPayload.namespace(for: Value.self, encoder) {
            return try container.encode(mapValues { PolymorphicPayload(value: $0, namespace: namespace) })
        }
        try container.encode(mapValues { DynamicElement($0) })
    }
}

/// Carries one `any P` element through a coder's element APIs, going straight to the
/// registry: the container checked once that the element type is a protocol.
struct PolymorphicElement<Base>: Decodable {
    let value: Base

    init(from decoder: any Decoder) throws {
        value = try ExistentialCoder.decodeExistential(Base.self, from: decoder)
    }
}

/// Carries one `any P` element to a coder's element APIs with the namespace its
/// collection looked up once, so that no element reads the registry again.
struct PolymorphicPayload: Encodable {
    let value: Any
    let namespace: TypeNamespace

    func encode(to encoder: any Encoder) throws {
        try ExistentialCoder.encodeExistential(value, in: namespace, to: encoder)
    }

    /// The namespace for elements of type `Element`, when they are `any P` values.
    static func namespace<Element>(for type: Element.Type, _ encoder: any Encoder) -> TypeNamespace? {
        guard !(type is any DynamicShape.Type), !(type is any Encodable.Type) else { return nil }
        return ExistentialCoder.namespace(for: type, in: TypeRegistry.current(in: encoder.userInfo))
    }
}

/// Carries one element of a dynamic container through a coder's element APIs.
struct DynamicElement<Value>: Codable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        value = try ExistentialCoder.decode(Value.self, from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        try ExistentialCoder.encode(value, to: encoder)
    }
}
