import RouterKit

/// Shows the launch screen for the ``DefaultRoute``.
///
/// ```swift
/// DefaultRouteHandler().view(for: DefaultRoute())  // LaunchView
/// ```
public struct DefaultRouteHandler: RouteHandler {
    /// Creates the handler.
    public init() {}

    /// Always `LaunchView`.
    public func view(for route: DefaultRoute) -> String {
        "LaunchView"
    }
}
