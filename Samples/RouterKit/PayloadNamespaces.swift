import DynamicCoding

/// The layouts of the two payload families, set up once per registry before the
/// features register their types. Routes carry their discriminator among their own keys;
/// components are sent adjacently, their content under `"data"`, so that a component's
/// content may be any JSON value (the text component is a plain string).
///
/// ```swift
/// let registry = TypeRegistry()
/// try PayloadNamespaces.configure(registry)
/// // {"type": "default"} is a route, {"kind": "default", "data": "Hi"} a component
/// ```
public enum PayloadNamespaces {
    /// The key that names a route's type: `{"type": "detailscreen", …}`.
    public static let routeDiscriminator = "type"

    /// The key that names a component's type: `{"kind": "banner", "data": {…}}`.
    public static let componentDiscriminator = "kind"

    /// The key that holds a component's content: `{"kind": "default", "data": "Hi"}`.
    public static let componentContent = "data"

    /// Sets the layout of `any Route` (internal, under `"type"`) and of `any Component`
    /// (adjacent, `"kind"` and `"data"`) in `registry`.
    public static func configure(_ registry: TypeRegistry) throws {
        try registry.setDiscriminatorKey(routeDiscriminator, for: (any Route).self)
        try registry.setLayout(
            .adjacent(tag: componentDiscriminator, content: componentContent), for: (any Component).self)
    }
}
