/// A concrete type that names itself in payloads through a discriminator value.
///
/// The identifier is what the payload's discriminator key (`"type"` by default)
/// holds for this type. The type does not need to store a `type` property: encoding
/// writes the discriminator for it.
///
/// ```swift
/// struct DetailScreenRoute: Route, TypeIdentifiable {
///     static let typeIdentifier = "detailscreen"
///     let id: UUID
/// }
/// ```
public protocol TypeIdentifiable {
    /// The discriminator value of this type, for example `"detailscreen"`.
    static var typeIdentifier: String { get }
}
