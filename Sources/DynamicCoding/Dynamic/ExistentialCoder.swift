/// Decodes and encodes values whose static type involves a protocol existential:
/// `any P` itself, or containers of it (see ``DynamicShape``).
enum ExistentialCoder {
    /// Decodes `Value`: containers element by element, concrete `Decodable` types as
    /// usual, and existentials through the registry.
    static func decode<Value>(_ type: Value.Type, from decoder: any Decoder) throws -> Value {
        if let shape = Value.self as? any DynamicShape.Type {
            return try expect(shape.decodeDynamically(from: decoder), as: Value.self, decoder)
        }
        if let decodable = Value.self as? any Decodable.Type {
            return try expect(decodable.init(from: decoder), as: Value.self, decoder)
        }
        return try decodeExistential(Value.self, from: decoder)
    }

    /// Whether `Value` is decoded through the registry itself (a protocol), rather than
    /// being a container of such values or an ordinary `Decodable` type.
    static func isPolymorphicLeaf<Value>(_ type: Value.Type) -> Bool {
        !(type is any DynamicShape.Type) && !(type is any Decodable.Type)
    }

    /// Decodes one `any Base` value: reads the discriminator, builds the registered type.
    static func decodeExistential<Base>(_ base: Base.Type, from decoder: any Decoder) throws -> Base {
        let namespace = namespace(for: base, in: TypeRegistry.current(in: decoder.userInfo))
        let decoded = try DiscriminatorResolver(namespace: namespace).decode(from: decoder)
        return try expect(decoded, as: Base.self, decoder)
    }

    /// Encodes `value`: containers element by element, concrete `Encodable` types as
    /// usual, and existentials with their discriminator.
    static func encode<Value>(_ value: Value, to encoder: any Encoder) throws {
        if let shape = value as? any DynamicShape, Value.self is any DynamicShape.Type {
            return try shape.encodeDynamically(to: encoder)
        }
        if Value.self is any Encodable.Type, let encodable = value as? any Encodable {
            return try encodable.encode(to: encoder)
        }
        try encodeExistential(value, as: Value.self, to: encoder)
    }

    /// Encodes one `any Base` value and writes the identifier it was registered under;
    /// the default type, when not registered under an identifier, is written without one.
    static func encodeExistential<Base>(_ value: Base, as base: Base.Type, to encoder: any Encoder) throws {
        try encodeExistential(
            value, in: namespace(for: base, in: TypeRegistry.current(in: encoder.userInfo)), to: encoder)
    }

    /// Encodes one polymorphic value with a namespace looked up once for its collection.
    static func encodeExistential(_ value: Any, in namespace: TypeNamespace, to encoder: any Encoder) throws {
        if let fallback = value as? any UnknownTypeFallback {
            return try fallback.payload.encode(to: encoder)
        }
        let concreteType = type(of: value)
        let registered = namespace.identifier(for: concreteType)
        if registered == nil, namespace.defaultType?.isSameType(as: concreteType) == true {
            return try encodePayload(value, to: encoder)
        }
        guard
            let identifier = registered ?? (concreteType as? any TypeIdentifiable.Type)?.typeIdentifier
        else {
            let failure = DynamicCodingFailure.unidentifiedType(
                type: String(describing: concreteType), base: namespace.baseName)
            throw EncodingError.invalidValue(value, failure.encodingContext(encoder.codingPath))
        }
        if let found = try ObjectOnlyEncoder.encode(into: encoder, { try encodePayload(value, to: $0) }) {
            let failure = DynamicCodingFailure.notEncodedAsObject(
                type: String(describing: concreteType), base: namespace.baseName, found: found,
                discriminatorKey: namespace.discriminatorKey)
            throw EncodingError.invalidValue(value, failure.encodingContext(encoder.codingPath))
        }
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(identifier, forKey: AnyCodingKey(namespace.discriminatorKey))
    }

    /// Encodes a polymorphic value's own properties, without its discriminator.
    private static func encodePayload(_ value: Any, to encoder: any Encoder) throws {
        guard let encodable = value as? any Encodable else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "\(type(of: value)) does not conform to Encodable."))
        }
        try encodable.encode(to: encoder)
    }

    static func namespace<Base>(for base: Base.Type, in registry: TypeRegistry) -> TypeNamespace {
        registry.snapshot.namespace(for: base) ?? TypeNamespace(baseName: String(describing: base))
    }

    private static func expect<Value>(_ decoded: Any, as type: Value.Type, _ decoder: any Decoder) throws
        -> Value
    {
        if let value = decoded as? Value { return value }
        let failure = DynamicCodingFailure.nonConformingType(
            type: String(describing: Swift.type(of: decoded)), base: String(describing: Value.self))
        throw DecodingError.typeMismatch(Value.self, failure.decodingContext(decoder.codingPath))
    }
}

extension DynamicCodingFailure {
    func decodingContext(_ codingPath: [any CodingKey]) -> DecodingError.Context {
        DecodingError.Context(codingPath: codingPath, debugDescription: description, underlyingError: self)
    }

    func encodingContext(_ codingPath: [any CodingKey]) -> EncodingError.Context {
        EncodingError.Context(codingPath: codingPath, debugDescription: description, underlyingError: self)
    }
}
