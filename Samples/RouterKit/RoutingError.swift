/// Why a ``Router`` refused a handler or could not dispatch a value.
///
/// ```swift
/// do { _ = try router.route(route) } catch let error as RoutingError { print(error) }
/// ```
public enum RoutingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No handler was registered for the value's concrete type.
    ///
    /// ```swift
    /// RoutingError.noHandler(type: "SettingsRoute")
    /// ```
    case noHandler(type: String)

    /// Another handler already takes values of this concrete type.
    ///
    /// ```swift
    /// RoutingError.handlerTaken(type: "DetailScreenRoute", registered: "A", rejected: "B")
    /// ```
    case handlerTaken(type: String, registered: String, rejected: String)

    /// The error as one sentence.
    ///
    /// ```swift
    /// print(RoutingError.noHandler(type: "SettingsRoute"))  // No handler is registered for SettingsRoute.
    /// ```
    public var description: String {
        switch self {
        case .noHandler(let type):
            return "No handler is registered for \(type)."
        case .handlerTaken(let type, let registered, let rejected):
            return "Cannot register \(rejected) for \(type): \(registered) already handles it."
        }
    }
}
