import RouterKit

/// Shows the home screen for a ``HomeScreenRoute``.
///
/// ```swift
/// HomeScreenRouteHandler().view(for: HomeScreenRoute(tab: "deals"))  // HomeView(tab: deals)
/// ```
public struct HomeScreenRouteHandler: RouteHandler {
    /// Creates the handler.
    ///
    /// ```swift
    /// try router.register(HomeScreenRouteHandler())
    /// ```
    public init() {}

    /// `HomeView`, with the tab when the route names one.
    ///
    /// ```swift
    /// HomeScreenRouteHandler().view(for: HomeScreenRoute())  // HomeView
    /// ```
    public func view(for route: HomeScreenRoute) -> String {
        route.tab.map { "HomeView(tab: \($0))" } ?? "HomeView"
    }
}
