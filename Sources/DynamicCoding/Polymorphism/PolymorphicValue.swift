/// Decodes and encodes one polymorphic value (`any P`) through a registry namespace:
/// the discriminator chooses the type when decoding, and is written beside the value's
/// own keys when encoding.
enum PolymorphicValue {
    /// The namespace `base` has in the registry a coder's `userInfo` names (else the
    /// shared one); an empty namespace when nothing was registered for it.
    static func namespace<Base>(for base: Base.Type, in userInfo: [CodingUserInfoKey: Any]) -> TypeNamespace {
        TypeRegistry.current(in: userInfo).snapshot.namespace(for: base)
            ?? TypeNamespace(baseName: String(describing: base))
    }

    /// Decodes one `any Base` value: reads the discriminator, builds the registered type.
    static func decode<Base>(_ base: Base.Type, in namespace: TypeNamespace, from decoder: any Decoder) throws
        -> Base
    {
        let decoded = try DiscriminatorResolver(namespace: namespace).decode(from: decoder)
        if let value = decoded as? Base { return value }
        let failure = DynamicCodingFailure.nonConformingType(
            type: String(describing: type(of: decoded)), base: String(describing: Base.self))
        throw DecodingError.typeMismatch(Base.self, failure.decodingContext(decoder.codingPath))
    }

    /// Encodes one polymorphic value and writes the identifier it was registered under;
    /// the default type, when not registered under an identifier, is written without one.
    static func encode(_ value: Any, in namespace: TypeNamespace, to encoder: any Encoder) throws {
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
        if let found = try ObjectOnlyEncoder.encode(
            into: encoder, { try encodePayload(value, to: $0) })
        {
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
}
