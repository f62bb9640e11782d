import RouterKit

/// Renders a ``DefaultComponent``.
///
/// ```swift
/// DefaultComponentHandler().view(for: DefaultComponent(text: "Hi"))  // Text("Hi")
/// ```
public struct DefaultComponentHandler: ComponentHandler {
    /// Creates the handler.
    public init() {}

    /// `Text` with the component's text.
    public func view(for component: DefaultComponent) -> String {
        "Text(\"\(component.text)\")"
    }
}
