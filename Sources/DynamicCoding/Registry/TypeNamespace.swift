/// Everything a registry knows about one base protocol: its layout, its types by
/// identifier and the optional fallback and default types.
struct TypeNamespace: Sendable {
    let baseName: String
    private(set) var layout = TypeLayout.internal("type")
    private(set) var typesByIdentifier: [String: RegisteredType] = [:]
    private(set) var encodingByType: [ObjectIdentifier: TypeEncoding] = [:]
    private(set) var fallback: FallbackType?
    private(set) var defaultType: RegisteredType?
    /// The registered types, each once, in the order of their first identifier.
    private(set) var types: [RegisteredType] = []

    init(baseName: String) {
        self.baseName = baseName
    }

    /// The registered identifiers, sorted.
    var identifiers: [String] { typesByIdentifier.keys.sorted() }

    /// The identifier written when encoding a value of `type`: the first it was registered under.
    func identifier(for type: Any.Type) -> String? {
        encodingByType[ObjectIdentifier(type)]?.identifier
    }

    /// How a value of `type` is encoded, when `type` is registered: one lookup for the
    /// identifier and the conformances each value would otherwise be cast for.
    func encoding(for type: Any.Type) -> TypeEncoding? {
        encodingByType[ObjectIdentifier(type)]
    }

    mutating func setLayout(_ layout: TypeLayout) throws {
        if let problem = layout.problem {
            throw RegistrationError.invalidLayout(
                layout: layout.description, base: baseName, problem: problem)
        }
        if fallback != nil, let reason = layout.refusesFallback {
            throw unsupported("a fallback type", layout, reason)
        }
        if defaultType != nil, let reason = layout.refusesDefault {
            throw unsupported("a default type", layout, reason)
        }
        self.layout = layout
    }

    mutating func setFallback(_ fallback: FallbackType) throws {
        if let reason = layout.refusesFallback { throw unsupported("a fallback type", layout, reason) }
        self.fallback = fallback
    }

    mutating func setDefault(_ defaultType: RegisteredType) throws {
        if let reason = layout.refusesDefault { throw unsupported("a default type", layout, reason) }
        self.defaultType = defaultType
    }

    private func unsupported(_ feature: String, _ layout: TypeLayout, _ reason: String) -> RegistrationError {
        .unsupportedByLayout(feature: feature, layout: layout.description, base: baseName, reason: reason)
    }

    mutating func add(_ registered: RegisteredType, as identifier: String) throws {
        if let existing = typesByIdentifier[identifier] {
            guard existing.isSameType(as: registered.type) else {
                throw RegistrationError.identifierTaken(
                    identifier, base: baseName, registered: existing.name, rejected: registered.name)
            }
            return
        }
        typesByIdentifier[identifier] = registered
        if encodingByType[ObjectIdentifier(registered.type)] == nil {
            encodingByType[ObjectIdentifier(registered.type)] = TypeEncoding(
                type: registered.type, identifier: identifier)
            types.append(registered)
        }
    }
}

/// One concrete type known to a registry.
struct RegisteredType: Sendable {
    let type: any (Decodable & SendableMetatype).Type

    init(type: any (Decodable & SendableMetatype).Type) {
        self.type = type
    }

    var name: String { String(describing: type) }

    func decode(_ decoder: any Decoder) throws -> Any {
        try type.init(from: decoder)
    }

    /// Decodes the type from `decoder` straight into a `Base` (no `Any` on the way), or `nil`
    /// when the type does not conform to `Base`. With `object`, the keyed container of
    /// `decoder`, a `BackedDecodable` type reads its fields from it rather than opening it again.
    func decode<Base>(as base: Base.Type, from decoder: any Decoder, object: ObjectDecodingContainer?) throws
        -> Base?
    {
        if let object, let objectDecoding = PayloadObjectDecoding.of(type) {
            return try objectDecoding.decode(as: base, from: decoder, object: object)
        }
        let decodable: any Decodable.Type = type
        return try Self.decodeOpened(decodable, as: base, from: decoder)
    }

    private static func decodeOpened<Concrete: Decodable, Base>(
        _ type: Concrete.Type, as base: Base.Type, from decoder: any Decoder
    ) throws -> Base? {
        try Concrete(from: decoder) as? Base
    }

    func isSameType(as other: Any.Type) -> Bool {
        ObjectIdentifier(type) == ObjectIdentifier(other)
    }
}

/// The stand-in type a namespace builds for identifiers nothing registered and, when
/// `keepsFailedPayloads`, for payloads a registered type failed to decode.
struct FallbackType: Sendable {
    let type: any (UnknownTypeFallback & SendableMetatype).Type
    let keepsFailedPayloads: Bool

    func make(identifier: String, payload: CodableValue) -> Any {
        type.init(typeIdentifier: identifier, payload: payload)
    }
}
