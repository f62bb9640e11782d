extension TypeRegistry {
    /// Registers a ``BackedDecodable`` `type` for `base` under its
    /// ``TypeIdentifiable/typeIdentifier``, as ``register(_:for:)`` does for any type.
    ///
    /// A `BackedDecodable` type decoded through the library's `init(from:)` reads its fields
    /// from the container its identifier was read from, which is not opened again. That is
    /// settled here, once: a type with an `init(from:)` of its own keeps decoding through
    /// it. (Registered through an existential metatype, `any Decodable.Type`, a type always
    /// decodes through its `init(from:)`.)
    ///
    /// ```swift
    /// try registry.register(DetailScreenRoute.self, for: Route.self)  // a BackedDecodable route
    /// ```
    @inlinable
    public func register<Concrete: BackedDecodable & TypeIdentifiable & SendableMetatype, Base>(
        _ type: Concrete.Type, for base: Base.Type
    ) throws {
        try register(type, for: base, typeIdentifier: Concrete.typeIdentifier)
    }

    /// Registers a ``BackedDecodable`` `type` for `base` under an explicit identifier, as
    /// ``register(_:for:typeIdentifier:)`` does for any type; see ``register(_:for:)-(Concrete.Type,_)``
    /// for how it then decodes.
    ///
    /// ```swift
    /// try registry.register(DetailScreenRoute.self, for: Route.self, typeIdentifier: "detail")
    /// ```
    @inlinable
    public func register<Concrete: BackedDecodable & SendableMetatype, Base>(
        _ type: Concrete.Type, for base: Base.Type, typeIdentifier: String
    ) throws {
        // Inlined into the caller's module, where the closure is compiled for both types.
        try register(
            type, for: base, typeIdentifier: typeIdentifier,
            upcast: BaseUpcast { try BaseUpcast.make(Concrete.self, with: $0) },
            objectDecoding: BackedPayloadDecoding<Concrete>.ifLibraryDecodes())
    }
}
