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
        while !container.isAtEnd {
            elements.append(try container.decode(DynamicElement<Element>.self).value)
        }
        return elements
    }

    func encodeDynamically(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in self {
            try container.encode(DynamicElement(element))
        }
    }
}

extension Dictionary: DynamicShape where Key == String {
    static func decodeDynamically(from decoder: any Decoder) throws -> Self {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var elements: [String: Value] = [:]
        for key in container.allKeys {
            elements[key.stringValue] = try container.decode(DynamicElement<Value>.self, forKey: key).value
        }
        return elements
    }

    func encodeDynamically(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, element) in self {
            try container.encode(DynamicElement(element), forKey: AnyCodingKey(key))
        }
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
