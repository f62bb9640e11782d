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
