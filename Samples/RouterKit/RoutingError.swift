/// Why a ``Router`` refused a handler or could not dispatch a value.
///
/// ```swift
/// do { _ = try router.route(route) } catch let error as RoutingError { print(error) }
/// ```
public enum RoutingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No handler was registered for the value's concrete type.
    case noHandler(type: String)

    /// Another handler already takes values of this concrete type.
    case handlerTaken(type: String, registered: String, rejected: String)

    /// The error as one sentence.
    public var description: String {
        switch self {
        case .noHandler(let type):
            return "No handler is registered for \(type)."
        case .handlerTaken(let type, let registered, let rejected):
            return "Cannot register \(rejected) for \(type): \(registered) already handles it."
        }
    }
}
