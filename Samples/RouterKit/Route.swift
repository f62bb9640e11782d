import DynamicCoding

/// A place in the app that a payload can send the user to.
///
/// Each feature module declares its own concrete route and registers it for
/// `any Route` at launch; the payload's `"type"` key chooses among them.
///
/// ```swift
/// public struct DetailScreenRoute: Route {
///     public static let typeIdentifier = "detailscreen"
///     public let id: UUID
/// }
/// try registry.register(DetailScreenRoute.self, for: (any Route).self)
/// ```
public protocol Route: TypeIdentifiable, Codable {}
