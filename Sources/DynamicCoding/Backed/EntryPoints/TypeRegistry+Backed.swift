/// Registration of ``BackedDecodable`` types: the same as for any type, and a
/// `BackedDecodable` type decoded through the library's `init(from:)` then reads its
/// fields from the container its identifier was read from, which is not opened again.
/// That is settled when the type is registered: a type with an `init(from:)` of its own
/// keeps decoding through it. (Registered through an existential metatype,
/// `any Decodable.Type`, a type always decodes through its `init(from:)`.)
extension TypeRegistry {
    /// Registers a ``BackedDecodable`` `type` for `base` under its
    /// ``TypeIdentifiable/typeIdentifier``.
    ///
    /// ```swift
    /// try registry.register(DetailScreenRoute.self, for: Route.self)  // a BackedDecodable route
    /// ```
    @inlinable
    public func register<Concrete: BackedDecodable & TypeIdentifiable & SendableMetatype, Base>(
        _ type: Concrete.Type, for base: Base.Type
    ) throws {
        try registerBacked(type, for: base, as: Concrete.typeIdentifier)
    }

    /// Registers a ``BackedDecodable`` `type` for `base` under an explicit identifier.
    ///
    /// ```swift
    /// try registry.register(DetailScreenRoute.self, for: Route.self, typeIdentifier: "detail")
    /// ```
    @inlinable
    public func register<Concrete: BackedDecodable & SendableMetatype, Base>(
        _ type: Concrete.Type, for base: Base.Type, typeIdentifier: String
    ) throws {
        try registerBacked(type, for: base, as: typeIdentifier)
    }

    /// Inlined into the caller's module, where the upcast's closure is compiled for both types.
    @inlinable
    func registerBacked<Concrete: BackedDecodable & SendableMetatype, Base>(
        _ type: Concrete.Type, for base: Base.Type, as identifier: String
    ) throws {
        let upcast = BaseUpcast<Base> { try BaseUpcast.make(Concrete.self, with: $0) }
        let decoding = BackedPayloadDecoding<Concrete>.ifLibraryDecodes()
        try register(type, for: base, typeIdentifier: identifier, upcast: upcast, objectDecoding: decoding)
    }
}
