/// Which handler took a route or component, and what it produced.
///
/// ```swift
/// let handling = try router.route(DetailScreenRoute(id: id))
/// print("\(handling.handler): \(handling.view)")  // DetailScreenRouteHandler: DetailView(id: …)
/// ```
public struct Handling: Equatable, Sendable {
    /// The handler's type name, for example `"DetailScreenRouteHandler"`.
    public let handler: String

    /// What the handler produced.
    public let view: String

    /// Creates a handling record.
    public init(handler: String, view: String) {
        self.handler = handler
        self.view = view
    }
}
