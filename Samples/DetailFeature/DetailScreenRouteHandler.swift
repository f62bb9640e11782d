import RouterKit

/// Shows the detail screen for a ``DetailScreenRoute``; it reads `id` directly, with
/// no optional to unwrap.
///
/// ```swift
/// DetailScreenRouteHandler().view(for: route)  // DetailView(id: 550121C5-…)
/// ```
public struct DetailScreenRouteHandler: RouteHandler {
    /// Creates the handler.
    ///
    /// ```swift
    /// try router.register(DetailScreenRouteHandler())
    /// ```
    public init() {}

    /// `DetailView` with the item's id.
    ///
    /// ```swift
    /// DetailScreenRouteHandler().view(for: route)  // DetailView(id: 550121C5-…)
    /// ```
    public func view(for route: DetailScreenRoute) -> String {
        "DetailView(id: \(route.id.uuidString))"
    }
}
