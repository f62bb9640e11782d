/// Renders one concrete kind of component, received as exactly its
/// ``ConcreteComponent`` type.
///
/// ```swift
/// struct BannerHandler: ComponentHandler {
///     func view(for banner: BannerComponent) -> String {
///         "Banner(\"\(banner.title)\")"
///     }
/// }
/// try router.register(BannerHandler())
/// ```
public protocol ComponentHandler: Sendable {
    /// The component type this handler renders.
    associatedtype ConcreteComponent: Component

    /// What the handler produces for `component`; a command-line stand-in for a view.
    func view(for component: ConcreteComponent) -> String
}
