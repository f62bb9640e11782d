import Foundation

/// The thread-safe table that maps discriminator values to concrete types, one
/// namespace per base protocol.
///
/// Feature modules register their types at launch; decoding `any Route` then reads the
/// payload's discriminator and builds the registered type. Types are only ever chosen
/// from registrations, never by name.
///
/// ```swift
/// try TypeRegistry.shared.register(DetailScreenRoute.self, for: Route.self)
/// try TypeRegistry.shared.register(LegacyRoute.self, for: Route.self, typeIdentifier: "legacy")
/// TypeRegistry.shared.freeze()
/// ```
///
/// Decoding uses the registry in `decoder.userInfo[.typeRegistry]` when set, else
/// ``shared``. Reads take an immutable snapshot, so decoders never wait on each other.
public final class TypeRegistry: Sendable {
    /// The registry used when a coder's `userInfo` names none.
    ///
    /// ```swift
    /// try TypeRegistry.shared.register(HomeScreenRoute.self, for: Route.self)
    /// ```
    public static let shared = TypeRegistry()

    private let state = ReadMostly(RegistrySnapshot())

    /// Creates an empty registry, for tests or isolated modules.
    ///
    /// ```swift
    /// let registry = TypeRegistry()
    /// decoder.userInfo[.typeRegistry] = registry
    /// ```
    public init() {}

    /// Registers `type` for `base` under its ``TypeIdentifiable/typeIdentifier``.
    ///
    /// Registering the same type again is harmless; a different type under a taken
    /// identifier throws ``RegistrationError/identifierTaken(_:base:registered:rejected:)``.
    ///
    /// ```swift
    /// try registry.register(DetailScreenRoute.self, for: Route.self)
    /// ```
    public func register<Concrete: Decodable & TypeIdentifiable & SendableMetatype, Base>(
        _ type: Concrete.Type, for base: Base.Type
    ) throws {
        try register(type, for: base, typeIdentifier: Concrete.typeIdentifier)
    }

    /// Registers `type` for `base` under an explicit identifier. Calling it again with
    /// another identifier adds an alias; encoding writes the first one.
    ///
    /// ```swift
    /// try registry.register(DetailScreenRoute.self, for: Route.self, typeIdentifier: "detail")
    /// try registry.register(DetailScreenRoute.self, for: Route.self, typeIdentifier: "details")
    /// ```
    public func register<Concrete: Decodable & SendableMetatype, Base>(
        _ type: Concrete.Type, for base: Base.Type, typeIdentifier: String
    ) throws {
        guard !typeIdentifier.isEmpty else {
            throw RegistrationError.emptyIdentifier(type: String(describing: type), base: name(of: base))
        }
        try register(type, for: [base], typeIdentifier: typeIdentifier)
    }

    /// Registers `type` for each of `bases` under its ``TypeIdentifiable/typeIdentifier``:
    /// one call for a type that appears under several protocols. All or none: a refusal
    /// for one base registers it for none.
    ///
    /// ```swift
    /// try registry.register(Ref.self, for: [(any Intrinsic).self, (any ConditionValue).self])
    /// ```
    public func register<Concrete: Decodable & TypeIdentifiable & SendableMetatype>(
        _ type: Concrete.Type, for bases: [any Any.Type]
    ) throws {
        try register(type, for: bases, typeIdentifier: Concrete.typeIdentifier)
    }

    /// Registers `type` for each of `bases` under an explicit identifier, all or none.
    ///
    /// ```swift
    /// try registry.register(Ref.self, for: [(any Intrinsic).self, (any ConditionValue).self], typeIdentifier: "Ref")
    /// ```
    public func register<Concrete: Decodable & SendableMetatype>(
        _ type: Concrete.Type, for bases: [any Any.Type], typeIdentifier: String
    ) throws {
        guard !typeIdentifier.isEmpty else {
            throw RegistrationError.emptyIdentifier(
                type: String(describing: type), base: bases.map(name(of:)).joined(separator: ", "))
        }
        let registered = RegisteredType(type: type)
        try update(bases, registering: type) { try $0.adding(registered, as: typeIdentifier) }
    }

    /// Sets the key that holds the discriminator for `base` (default `"type"`): the
    /// shorthand of `setLayout(.internal(key), for: base)`.
    ///
    /// ```swift
    /// try registry.setDiscriminatorKey("__typename", for: Component.self)
    /// ```
    public func setDiscriminatorKey<Base>(_ key: String, for base: Base.Type) throws {
        try setLayout(.internal(key), for: base)
    }

    /// Sets where payloads of `base` name their type (default `.internal("type")`), for
    /// decoding and encoding alike. A layout with an empty key, or one that has no use for
    /// the fallback or default type already set, throws a ``RegistrationError``.
    ///
    /// ```swift
    /// try registry.setLayout(.adjacent(tag: "type", content: "data"), for: (any Shape).self)
    /// ```
    public func setLayout<Base>(_ layout: TypeLayout, for base: Base.Type) throws {
        try update(base, registering: base) { try $0.setting(layout) }
    }

    /// Decodes payloads whose identifier nothing registered as `type`, which keeps the
    /// identifier and the payload and encodes them back unchanged. In the deduced layout,
    /// which has no identifier, it keeps the payloads no registered type decodes, each with
    /// an empty identifier (several types that decode one payload stay an error).
    ///
    /// With `alsoWhenDecodingFails`, a payload whose identifier *is* registered but whose
    /// type fails to decode it is kept through `type` too, instead of failing the whole
    /// document; the decoder's ``DecodingReport`` records it as
    /// ``DecodingReport/Resolution/keptAsFallback`` with the type's own error.
    ///
    /// ```swift
    /// try registry.setFallback(UnknownRoute.self, for: Route.self)
    /// try registry.setFallback(UnknownKind.self, for: (any KubeObject).self, alsoWhenDecodingFails: true)
    /// ```
    public func setFallback<Fallback: UnknownTypeFallback & SendableMetatype, Base>(
        _ type: Fallback.Type, for base: Base.Type, alsoWhenDecodingFails: Bool = false
    ) throws {
        try update(base, registering: type) {
            $0.setting(FallbackType(type: type, keepsFailedPayloads: alsoWhenDecodingFails))
        }
    }

    /// Decodes payloads that have no discriminator at all as `type` (with the selected
    /// layout, those its selector names no type for). Unless `type` is also registered
    /// under an identifier, its values encode without a discriminator, so that they decode
    /// back as `type`. The external and deduced layouts have no payload without an
    /// identifier: with them, this throws ``RegistrationError/unsupportedByLayout(feature:layout:base:reason:)``.
    ///
    /// ```swift
    /// try registry.setDefault(PlainRoute.self, for: Route.self)
    /// ```
    public func setDefault<Concrete: Decodable & SendableMetatype, Base>(
        _ type: Concrete.Type, for base: Base.Type
    ) throws {
        try update(base, registering: type) { try $0.settingDefault(RegisteredType(type: type)) }
    }

    /// Makes every later registration throw ``RegistrationError/frozen(rejected:base:)``.
    ///
    /// ```swift
    /// registerAllFeatures(in: .shared)
    /// TypeRegistry.shared.freeze()
    /// ```
    public func freeze() {
        state.update { $0.isFrozen = true }
    }

    /// Whether ``freeze()`` was called.
    ///
    /// ```swift
    /// assert(TypeRegistry.shared.isFrozen)
    /// ```
    public var isFrozen: Bool { snapshot.isFrozen }

    /// The identifiers registered for `base`, sorted.
    ///
    /// ```swift
    /// registry.typeIdentifiers(for: Route.self)  // ["detailscreen", "homescreen"]
    /// ```
    public func typeIdentifiers<Base>(for base: Base.Type) -> [String] {
        snapshot.namespace(for: base)?.identifiers ?? []
    }

    /// The current contents, read with one atomic load; immutable, so a decoder can keep it
    /// for a whole collection.
    var snapshot: RegistrySnapshot {
        state.value
    }

    /// The registry a coder should use: the one in its `userInfo`, else ``shared``.
    static func current(in userInfo: [CodingUserInfoKey: Any]) -> TypeRegistry {
        userInfo[.typeRegistry] as? TypeRegistry ?? .shared
    }

    private func update<Base>(
        _ base: Base.Type, registering type: Any.Type, _ change: (TypeNamespace) throws -> TypeNamespace
    ) throws {
        try update([base], registering: type, change)
    }

    /// Applies `change` to the namespace of each of `bases`, in one new snapshot: none
    /// when one of them throws.
    private func update(
        _ bases: [any Any.Type], registering type: Any.Type, _ change: (TypeNamespace) throws -> TypeNamespace
    ) throws {
        try state.update { snapshot in
            guard !snapshot.isFrozen else {
                throw RegistrationError.frozen(
                    rejected: String(describing: type), base: bases.map(name(of:)).joined(separator: ", "))
            }
            for base in bases {
                snapshot = try snapshot.changing(base, baseName: name(of: base), change)
            }
        }
    }

    private func name(of base: Any.Type) -> String {
        String(describing: base)
    }
}

/// The immutable contents of a ``TypeRegistry`` at one moment. Registration makes a
/// new snapshot; readers keep the one they took, without locking per element.
struct RegistrySnapshot: Sendable {
    private var namespaces: [ObjectIdentifier: TypeNamespace] = [:]
    var isFrozen = false

    func namespace(for base: Any.Type) -> TypeNamespace? {
        namespaces[ObjectIdentifier(base)]
    }

    func changing(
        _ base: Any.Type, baseName: String, _ change: (TypeNamespace) throws -> TypeNamespace
    ) throws -> RegistrySnapshot {
        var copy = self
        let namespace = namespaces[ObjectIdentifier(base)] ?? TypeNamespace(baseName: baseName)
        copy.namespaces[ObjectIdentifier(base)] = try change(namespace)
        return copy
    }
}

extension CodingUserInfoKey {
    /// The `userInfo` key under which a coder carries the ``TypeRegistry`` to use.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.userInfo[.typeRegistry] = registry
    /// ```
    public static let typeRegistry = CodingUserInfoKey(rawValue: "DynamicCoding.typeRegistry")!
}
