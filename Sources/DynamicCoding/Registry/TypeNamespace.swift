/// Everything a registry knows about one base protocol: its discriminator key, its
/// types by identifier and the optional fallback and default types.
struct TypeNamespace: Sendable {
    let baseName: String
    var discriminatorKey = "type"
    private(set) var typesByIdentifier: [String: RegisteredType] = [:]
    private(set) var identifierByType: [ObjectIdentifier: String] = [:]
    var fallback: FallbackType?
    var defaultType: RegisteredType?

    init(baseName: String) {
        self.baseName = baseName
    }

    /// The registered identifiers, sorted.
    var identifiers: [String] { typesByIdentifier.keys.sorted() }

    /// The identifier written when encoding a value of `type`: the first it was registered under.
    func identifier(for type: Any.Type) -> String? {
        identifierByType[ObjectIdentifier(type)]
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
        if identifierByType[ObjectIdentifier(registered.type)] == nil {
            identifierByType[ObjectIdentifier(registered.type)] = identifier
        }
    }
}

/// One concrete type known to a registry.
struct RegisteredType: Sendable {
    let type: any (Decodable & SendableMetatype).Type

    var name: String { String(describing: type) }

    func decode(_ decoder: any Decoder) throws -> Any {
        try type.init(from: decoder)
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
