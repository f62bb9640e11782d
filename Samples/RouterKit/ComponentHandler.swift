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
    ///
    /// ```swift
    /// typealias ConcreteComponent = BannerComponent
    /// ```
    associatedtype ConcreteComponent: Component

    /// What the handler produces for `component`; a command-line stand-in for a view.
    ///
    /// ```swift
    /// handler.view(for: banner)  // "Banner(\"Spring sale\")"
    /// ```
    func view(for component: ConcreteComponent) -> String
}
