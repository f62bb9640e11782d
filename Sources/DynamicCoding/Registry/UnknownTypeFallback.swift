/// A type that stands in for polymorphic values whose identifier nothing registered,
/// keeping the identifier and the whole payload so they encode back unchanged.
///
/// Register one per base protocol with ``TypeRegistry/setFallback(_:for:)``:
///
/// ```swift
/// struct UnknownRoute: Route, UnknownTypeFallback {
///     let typeIdentifier: String
///     let payload: CodableValue
/// }
/// try registry.setFallback(UnknownRoute.self, for: Route.self)
/// ```
public protocol UnknownTypeFallback {
    /// Creates the stand-in from the unknown identifier and the payload as read.
    init(typeIdentifier: String, payload: CodableValue)
    /// The identifier the payload carried.
    var typeIdentifier: String { get }
    /// The payload as read, discriminator included.
    var payload: CodableValue { get }
}
