/// Shows one concrete kind of route. The router hands it routes of exactly its
/// ``ConcreteRoute`` type, so it reads their fields without casting or unwrapping.
///
/// ```swift
/// struct DetailScreenRouteHandler: RouteHandler {
///     func view(for route: DetailScreenRoute) -> String {
///         "DetailView(id: \(route.id))"
///     }
/// }
/// try router.register(DetailScreenRouteHandler())
/// ```
public protocol RouteHandler: Sendable {
    /// The route type this handler shows.
    associatedtype ConcreteRoute: Route

    /// What the handler produces for `route`; a command-line stand-in for a view.
    func view(for route: ConcreteRoute) -> String
}
