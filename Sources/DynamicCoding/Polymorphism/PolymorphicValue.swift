/// Decodes and encodes one polymorphic value (`any P`) through a registry namespace, in
/// the namespace's ``TypeLayout``: each layout is one type in `Layouts/`, chosen here.
enum PolymorphicValue {
    /// The namespace `base` has in the registry a coder's `userInfo` names (else the
    /// shared one); an empty namespace when nothing was registered for it.
    static func namespace<Base>(for base: Base.Type, in userInfo: [CodingUserInfoKey: Any]) -> TypeNamespace {
        TypeRegistry.current(in: userInfo).snapshot.namespace(for: base)
            ?? TypeNamespace(baseName: String(describing: base))
    }

    /// Whether a deduced value is being tried in place on this thread: coders then read the
    /// values nested in it through the decoder the container gives them, which finds the
    /// outcomes kept for its document (``DeducedLayout/isTrying``).
    ///
    /// ```swift
    /// guard !PolymorphicValue.isTryingInPlace else { return self }  // bound(to:) stays unbound
    /// ```
    static var isTryingInPlace: Bool { DeducedLayout.isTrying }

    /// Decodes one `any Base` value in the namespace's layout. The internal layout, the usual
    /// one, decodes the registered type straight into `Base`; the others through `Any`.
    static func decode<Base>(_ base: Base.Type, in namespace: TypeNamespace, from decoder: any Decoder) throws
        -> Base
    {
        let decoded: Any
        switch namespace.layout.kind {
        case .internal:
            return try InternalLayout(namespace: namespace).decode(base, from: decoder)
        case .adjacent(let discriminatorKey, let contentKey):
            return try AdjacentLayout(
                namespace: namespace, discriminatorKey: discriminatorKey, contentKey: contentKey
            ).decode(base, from: decoder)
        case .external:
            decoded = try ExternalLayout(namespace: namespace).decode(from: decoder)
        case .deduced:
            return try DeducedLayout(namespace: namespace).decode(base, from: decoder)
        case .selected(_, let select):
            decoded = try SelectedLayout(namespace: namespace, select: select).decode(from: decoder)
        }
        return try BaseConformance.cast(decoded, to: base, at: decoder.codingPath)
    }

    /// Encodes one polymorphic value in the namespace's layout, with the identifier it
    /// was registered under; a fallback value writes its payload back unchanged, and the
    /// default type, when not registered under an identifier, is written without one.
    static func encode(_ value: Any, in namespace: TypeNamespace, to encoder: any Encoder) throws {
        let concreteType = type(of: value)
        let registered = namespace.encoding(for: concreteType)
        if let registered, let payloadType = registered.payloadType {
            let payload = PolymorphicPayload(value: value, type: payloadType)
            return try encode(
                payload, identifier: registered.identifier, in: namespace, to: encoder,
                mayWriteDiscriminator: registered.mayWriteDiscriminator)
        }
        if let fallback = value as? any UnknownTypeFallback {
            return try fallback.payload.encode(to: encoder)
        }
        let payload = PolymorphicPayload(value: value, type: nil)
        if registered == nil, namespace.defaultType?.isSameType(as: concreteType) == true {
            return try payload.encode(to: encoder)
        }
        guard
            let identifier = registered?.identifier
                ?? (concreteType as? any TypeIdentifiable.Type)?.typeIdentifier
        else {
            let failure = DynamicCodingFailure.unidentifiedType(
                type: String(describing: concreteType), base: namespace.baseName)
            throw EncodingError.invalidValue(value, failure.encodingContext(encoder.codingPath))
        }
        try encode(payload, identifier: identifier, in: namespace, to: encoder, mayWriteDiscriminator: false)
    }

    private static func encode(
        _ payload: PolymorphicPayload, identifier: String, in namespace: TypeNamespace,
        to encoder: any Encoder, mayWriteDiscriminator: Bool
    ) throws {
        switch namespace.layout.kind {
        case .internal(let keys):
            try InternalLayout.encode(
                payload, identifier: identifier, keys: keys, baseName: namespace.baseName, to: encoder,
                unlessWritten: mayWriteDiscriminator)
        case .adjacent(let discriminatorKey, let contentKey):
            try AdjacentLayout(
                namespace: namespace, discriminatorKey: discriminatorKey, contentKey: contentKey
            ).encode(
                payload, identifier: identifier, to: encoder)
        case .external:
            try ExternalLayout(namespace: namespace).encode(payload, identifier: identifier, to: encoder)
        case .selected(let tag?, _):
            try SelectedLayout.encode(payload, identifier: identifier, tag: tag, to: encoder)
        case .deduced, .selected(nil, _):
            try payload.encode(to: encoder)
        }
    }
}
