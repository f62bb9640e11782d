import RouterKit

/// Shows the home screen for a ``HomeScreenRoute``.
///
/// ```swift
/// HomeScreenRouteHandler().view(for: HomeScreenRoute(tab: "deals"))  // HomeView(tab: deals)
/// ```
public struct HomeScreenRouteHandler: RouteHandler {
    /// Creates the handler.
    public init() {}

    /// `HomeView`, with the tab when the route names one.
    public func view(for route: HomeScreenRoute) -> String {
        route.tab.map { "HomeView(tab: \($0))" } ?? "HomeView"
    }
}
