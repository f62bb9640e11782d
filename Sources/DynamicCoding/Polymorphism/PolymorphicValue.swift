/// Decodes and encodes one polymorphic value (`any P`) through a registry namespace, in
/// the namespace's ``TypeLayout``: each layout is one strategy type (the internal one is
/// ``DiscriminatorResolver``, the others are in `Layouts/`), chosen here.
enum PolymorphicValue {
    /// The namespace `base` has in the registry a coder's `userInfo` names (else the
    /// shared one); an empty namespace when nothing was registered for it.
    static func namespace<Base>(for base: Base.Type, in userInfo: [CodingUserInfoKey: Any]) -> TypeNamespace {
        TypeRegistry.current(in: userInfo).snapshot.namespace(for: base)
            ?? TypeNamespace(baseName: String(describing: base))
    }

    /// Decodes one `any Base` value in the namespace's layout. The internal layout, the usual
    /// one, decodes the registered type straight into `Base`; the others through `Any`.
    static func decode<Base>(_ base: Base.Type, in namespace: TypeNamespace, from decoder: any Decoder) throws
        -> Base
    {
        let decoded: Any
        switch namespace.layout.kind {
        case .tagged(let keys):
            return try DiscriminatorResolver(namespace: namespace, keys: keys).decode(base, from: decoder)
        case .adjacent(let tag, let content):
            decoded = try AdjacentLayout(namespace: namespace, tag: tag, content: content).decode(
                from: decoder)
        case .external:
            decoded = try ExternalLayout(namespace: namespace).decode(from: decoder)
        case .deduced:
            decoded = try DeducedLayout(namespace: namespace).decode(from: decoder)
        case .selected(let select):
            decoded = try SelectedLayout(namespace: namespace, select: select).decode(from: decoder)
        }
        return try cast(decoded, to: base, at: decoder.codingPath)
    }

    /// `value` as a `Base`, else the error that its type, registered for `Base`, does not
    /// conform to it.
    static func cast<Base>(_ value: Any, to base: Base.Type, at codingPath: [any CodingKey]) throws -> Base {
        if let value = value as? Base { return value }
        throw nonConforming(type(of: value), to: base, at: codingPath)
    }

    /// The error for a value of `type`, registered for `Base`, that does not conform to it.
    static func nonConforming<Base>(_ type: Any.Type, to base: Base.Type, at codingPath: [any CodingKey])
        -> DecodingError
    {
        let failure = DynamicCodingFailure.nonConformingType(
            type: String(describing: type), base: String(describing: Base.self))
        return DecodingError.typeMismatch(Base.self, failure.decodingContext(codingPath))
    }

    /// Encodes one polymorphic value in the namespace's layout, with the identifier it
    /// was registered under; a fallback value writes its payload back unchanged, and the
    /// default type, when not registered under an identifier, is written without one.
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
        switch namespace.layout.kind {
        case .tagged(let keys):
            try DiscriminatorResolver(namespace: namespace, keys: keys).encode(
                value, identifier: identifier, to: encoder)
        case .adjacent(let tag, let content):
            try AdjacentLayout(namespace: namespace, tag: tag, content: content).encode(
                value, identifier: identifier, to: encoder)
        case .external:
            try ExternalLayout(namespace: namespace).encode(value, identifier: identifier, to: encoder)
        case .deduced, .selected:
            try encodePayload(value, to: encoder)
        }
    }

    /// Encodes a polymorphic value's own properties, without its identifier.
    static func encodePayload(_ value: Any, to encoder: any Encoder) throws {
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
