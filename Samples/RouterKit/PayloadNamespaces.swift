import DynamicCoding

/// The discriminator keys of the two payload families, set up once per registry
/// before the features register their types.
///
/// ```swift
/// let registry = TypeRegistry()
/// try PayloadNamespaces.configure(registry)
/// // {"type": "default"} is a route, {"kind": "default"} a component
/// ```
public enum PayloadNamespaces {
    /// The key that names a route's type: `{"type": "detailscreen", …}`.
    public static let routeDiscriminator = "type"

    /// The key that names a component's type: `{"kind": "banner", …}`.
    public static let componentDiscriminator = "kind"

    /// Sets the discriminator key of `any Route` and of `any Component` in `registry`.
    public static func configure(_ registry: TypeRegistry) throws {
        try registry.setDiscriminatorKey(routeDiscriminator, for: (any Route).self)
        try registry.setDiscriminatorKey(componentDiscriminator, for: (any Component).self)
    }
}
