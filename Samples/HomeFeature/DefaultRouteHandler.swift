import RouterKit

/// Shows the launch screen for the ``DefaultRoute``.
///
/// ```swift
/// DefaultRouteHandler().view(for: DefaultRoute())  // LaunchView
/// ```
public struct DefaultRouteHandler: RouteHandler {
    /// Creates the handler.
    ///
    /// ```swift
    /// try router.register(DefaultRouteHandler())
    /// ```
    public init() {}

    /// Always `LaunchView`.
    ///
    /// ```swift
    /// DefaultRouteHandler().view(for: DefaultRoute())  // LaunchView
    /// ```
    public func view(for route: DefaultRoute) -> String {
        "LaunchView"
    }
}
