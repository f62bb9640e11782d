/// Everything a registry knows about one base protocol: its layout, its types by
/// identifier and the optional fallback and default types.
///
/// Immutable and shared by reference: a registration makes a new namespace, and each
/// decoded or encoded value hands on one reference rather than copying the tables.
final class TypeNamespace: Sendable {
    let baseName: String
    let layout: TypeLayout
    let typesByIdentifier: [String: RegisteredType]
    let encodingByType: [ObjectIdentifier: TypeEncoding]
    let fallback: FallbackType?
    let defaultType: RegisteredType?
    /// The registered types, each once, in the order of their first identifier.
    let types: [RegisteredType]
    /// The discriminator's key when the layout is internal with one key, the usual case:
    /// made once, so that a value's decode neither switches over the layout nor makes it.
    let discriminatorKey: AnyCodingKey?

    /// An empty namespace, in the internal layout under `"type"`.
    init(baseName: String) {
        self.baseName = baseName
        layout = .internal("type")
        typesByIdentifier = [:]
        encodingByType = [:]
        fallback = nil
        defaultType = nil
        types = []
        discriminatorKey = Self.discriminatorKey(of: layout)
    }

    /// `previous` with the layout, fallback or default type given, and `added` registered.
    private init(
        _ previous: TypeNamespace, layout: TypeLayout? = nil, fallback: FallbackType? = nil,
        defaultType: RegisteredType? = nil, adding added: (type: RegisteredType, identifier: String)? = nil
    ) {
        baseName = previous.baseName
        let newLayout = layout ?? previous.layout
        self.layout = newLayout
        self.fallback = fallback ?? previous.fallback
        self.defaultType = defaultType ?? previous.defaultType
        var typesByIdentifier = previous.typesByIdentifier
        var encodingByType = previous.encodingByType
        var types = previous.types
        if layout != nil {
            // What each type writes of the discriminator depends on the layout.
            for type in types {
                let id = ObjectIdentifier(type.type)
                encodingByType[id] = encodingByType[id].map {
                    TypeEncoding(registered: type, identifier: $0.identifier, layout: newLayout)
                }
            }
        }
        if let added {
            typesByIdentifier[added.identifier] = added.type
            if encodingByType[ObjectIdentifier(added.type.type)] == nil {
                encodingByType[ObjectIdentifier(added.type.type)] = TypeEncoding(
                    registered: added.type, identifier: added.identifier, layout: newLayout)
                types.append(added.type)
            }
        }
        self.typesByIdentifier = typesByIdentifier
        self.encodingByType = encodingByType
        self.types = types
        discriminatorKey = Self.discriminatorKey(of: self.layout)
    }

    /// The type registered under `identifier`.
    func registered(for identifier: String) -> RegisteredType? {
        typesByIdentifier[identifier]
    }

    private static func discriminatorKey(of layout: TypeLayout) -> AnyCodingKey? {
        guard case .internal(let keys) = layout.kind, keys.count == 1 else { return nil }
        return AnyCodingKey(keys[0])
    }

    /// The registered identifiers, sorted.
    var identifiers: [String] { typesByIdentifier.keys.sorted() }

    /// How a value of `type` is encoded, when `type` is registered: the identifier and the
    /// conformances each value would otherwise be cast for.
    func encoding(for type: Any.Type) -> TypeEncoding? {
        encodingByType[ObjectIdentifier(type)]
    }

    /// This namespace in `layout`; an error for a layout with an empty key, or one that
    /// has no use for the default type already set.
    func setting(_ layout: TypeLayout) throws -> TypeNamespace {
        if let problem = layout.problem {
            throw RegistrationError.invalidLayout(
                layout: layout.description, base: baseName, problem: problem)
        }
        if defaultType != nil, let reason = layout.refusesDefault {
            throw unsupported("a default type", layout, reason)
        }
        return TypeNamespace(self, layout: layout)
    }

    /// This namespace with `fallback`.
    func setting(_ fallback: FallbackType) -> TypeNamespace {
        TypeNamespace(self, fallback: fallback)
    }

    /// This namespace with `defaultType` as its default, when its layout has a use for one.
    func settingDefault(_ defaultType: RegisteredType) throws -> TypeNamespace {
        if let reason = layout.refusesDefault { throw unsupported("a default type", layout, reason) }
        return TypeNamespace(self, defaultType: defaultType)
    }

    private func unsupported(_ feature: String, _ layout: TypeLayout, _ reason: String) -> RegistrationError {
        .unsupportedByLayout(feature: feature, layout: layout.description, base: baseName, reason: reason)
    }

    /// This namespace with `registered` under `identifier`; itself when that type is there
    /// already, and an error when another type is.
    func adding(_ registered: RegisteredType, as identifier: String) throws -> TypeNamespace {
        if let existing = typesByIdentifier[identifier] {
            guard existing.isSameType(as: registered.type) else {
                throw RegistrationError.identifierTaken(
                    identifier, base: baseName, registered: existing.name, rejected: registered.name)
            }
            return self
        }
        return TypeNamespace(self, adding: (registered, identifier))
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
