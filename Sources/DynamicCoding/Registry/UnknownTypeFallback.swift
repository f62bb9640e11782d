/// A type that stands in for polymorphic values whose identifier nothing registered (and,
/// when asked, for payloads their registered type failed to decode), keeping the
/// identifier and the whole payload so they encode back unchanged.
///
/// Register one per base protocol with ``TypeRegistry/setFallback(_:for:alsoWhenDecodingFails:)``.
/// When the base refines ``TypeIdentifiable``, the fallback needs no static identifier:
/// an extension supplies an empty static `typeIdentifier`.
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

extension UnknownTypeFallback where Self: TypeIdentifiable {
    /// Empty: a fallback type has no identifier of its own, each value keeps the one its
    /// payload carried (the instance's ``UnknownTypeFallback/typeIdentifier``). This lets a
    /// fallback type conform to a base protocol that refines ``TypeIdentifiable`` without
    /// declaring a static identifier; registering it as a type of its own throws
    /// ``RegistrationError/emptyIdentifier(type:base:)``.
    ///
    /// ```swift
    /// protocol KubeObject: Codable, TypeIdentifiable {}
    /// struct UnknownKind: KubeObject, UnknownTypeFallback {
    ///     let typeIdentifier: String  // "CronTab", per value
    ///     let payload: CodableValue
    /// }
    /// UnknownKind.typeIdentifier  // ""
    /// ```
    public static var typeIdentifier: String { "" }
}
