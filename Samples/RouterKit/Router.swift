import Foundation

/// Sends each decoded route or component to the handler registered for its concrete
/// type.
///
/// Feature modules register their handlers at launch; the composition root then
/// dispatches whatever the payload held without knowing any concrete type.
///
/// ```swift
/// let router = Router()
/// try router.register(DetailScreenRouteHandler())
/// let handling = try router.route(screen.routes[0])
/// print(handling.handler)  // DetailScreenRouteHandler
/// ```
public final class Router: @unchecked Sendable {
    private struct Entry {
        let handler: String
        let view: @Sendable (Any) -> String?
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Creates a router with no handlers.
    public init() {}

    /// Makes `handler` take every route of its ``RouteHandler/ConcreteRoute`` type.
    /// A second handler for the same type throws ``RoutingError/handlerTaken(type:registered:rejected:)``.
    public func register<Handler: RouteHandler>(_ handler: Handler) throws {
        try add(Handler.ConcreteRoute.self, handler: Handler.self) { handler.view(for: $0) }
    }

    /// Makes `handler` render every component of its ``ComponentHandler/ConcreteComponent`` type.
    /// A second handler for the same type throws ``RoutingError/handlerTaken(type:registered:rejected:)``.
    public func register<Handler: ComponentHandler>(_ handler: Handler) throws {
        try add(Handler.ConcreteComponent.self, handler: Handler.self) { handler.view(for: $0) }
    }

    /// Hands `route` to the handler of its concrete type.
    public func route(_ route: any Route) throws -> Handling {
        try dispatch(route)
    }

    /// Hands `component` to the handler of its concrete type.
    public func render(_ component: any Component) throws -> Handling {
        try dispatch(component)
    }

    private func add<Payload>(
        _ type: Payload.Type, handler: Any.Type, view: @escaping @Sendable (Payload) -> String
    ) throws {
        let entry = Entry(handler: String(describing: handler)) { value in
            (value as? Payload).map(view)
        }
        lock.lock()
        defer { lock.unlock() }
        if let existing = entries[ObjectIdentifier(type)] {
            throw RoutingError.handlerTaken(
                type: String(describing: type), registered: existing.handler, rejected: entry.handler)
        }
        entries[ObjectIdentifier(type)] = entry
    }

    private func dispatch(_ value: Any) throws -> Handling {
        let concreteType = type(of: value)
        lock.lock()
        let entry = entries[ObjectIdentifier(concreteType)]
        lock.unlock()
        guard let entry, let view = entry.view(value) else {
            throw RoutingError.noHandler(type: String(describing: concreteType))
        }
        return Handling(handler: entry.handler, view: view)
    }
}
