import RouterKit

/// Shows the profile screen for a ``ProfileScreenRoute``.
///
/// ```swift
/// ProfileScreenRouteHandler().view(for: route)  // ProfileView(id: 84874B0F-…, tracking: some_tracking_service)
/// ```
public struct ProfileScreenRouteHandler: RouteHandler {
    /// Creates the handler.
    ///
    /// ```swift
    /// try router.register(ProfileScreenRouteHandler())
    /// ```
    public init() {}

    /// `ProfileView` with the user's id and the tracking services, sorted.
    ///
    /// ```swift
    /// ProfileScreenRouteHandler().view(for: ProfileScreenRoute(id: id))  // ProfileView(id: …, tracking: none)
    /// ```
    public func view(for route: ProfileScreenRoute) -> String {
        let services = route.tracking.keys.sorted().joined(separator: ", ")
        return "ProfileView(id: \(route.id.uuidString), tracking: \(services.isEmpty ? "none" : services))"
    }
}
