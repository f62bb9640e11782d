import RouterKit

/// Renders a ``DefaultComponent``.
///
/// ```swift
/// DefaultComponentHandler().view(for: DefaultComponent(text: "Hi"))  // Text("Hi")
/// ```
public struct DefaultComponentHandler: ComponentHandler {
    /// Creates the handler.
    ///
    /// ```swift
    /// try router.register(DefaultComponentHandler())
    /// ```
    public init() {}

    /// `Text` with the component's text.
    ///
    /// ```swift
    /// DefaultComponentHandler().view(for: DefaultComponent(text: "Hi"))  // Text("Hi")
    /// ```
    public func view(for component: DefaultComponent) -> String {
        "Text(\"\(component.text)\")"
    }
}
