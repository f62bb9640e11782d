import RouterKit

/// The route called `"default"`: wherever the app starts. The component family has a
/// type called `"default"` too; the registry keeps the two apart.
///
/// ```swift
/// // {"type": "default"}
/// let route = DefaultRoute()
/// ```
public struct DefaultRoute: Route, Equatable {
    /// The discriminator value of this route.
    public static let typeIdentifier = "default"

    /// Creates the default route.
    public init() {}
}
