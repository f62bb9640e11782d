import RouterKit

/// Shows the detail screen for a ``DetailScreenRoute``; it reads `id` directly, with
/// no optional to unwrap.
///
/// ```swift
/// DetailScreenRouteHandler().view(for: route)  // DetailView(id: 550121C5-…)
/// ```
public struct DetailScreenRouteHandler: RouteHandler {
    /// Creates the handler.
    public init() {}

    /// `DetailView` with the item's id.
    public func view(for route: DetailScreenRoute) -> String {
        "DetailView(id: \(route.id.uuidString))"
    }
}
