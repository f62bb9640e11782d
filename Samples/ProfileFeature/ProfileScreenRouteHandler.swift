import RouterKit

/// Shows the profile screen for a ``ProfileScreenRoute``.
///
/// ```swift
/// ProfileScreenRouteHandler().view(for: route)  // ProfileView(id: 84874B0F-…, tracking: some_tracking_service)
/// ```
public struct ProfileScreenRouteHandler: RouteHandler {
    /// Creates the handler.
    public init() {}

    /// `ProfileView` with the user's id and the tracking services, sorted.
    public func view(for route: ProfileScreenRoute) -> String {
        let services = route.tracking.keys.sorted().joined(separator: ", ")
        return "ProfileView(id: \(route.id.uuidString), tracking: \(services.isEmpty ? "none" : services))"
    }
}
