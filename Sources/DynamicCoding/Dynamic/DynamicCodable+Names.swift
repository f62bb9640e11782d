// `DynamicDecodable` and `DynamicEncodable` name ``DynamicCodable`` where a model only
// decodes or only encodes: one wrapper, so that the three read, write and keep `null`
// the same way.

/// A property wrapper that decodes a polymorphic value through the TypeRegistry, inside
/// a plain synthesized `Decodable` type.
///
/// It wraps `any P`, `[any P]`, `[String: any P]` and `(any P)?`: each element's
/// discriminator selects the type registered for `P`, and for the optional form a
/// missing key or `null` is `nil`.
///
/// ```swift
/// struct Inbox: Decodable {
///     @DynamicDecodable var messages: [any Message]
/// }
/// ```
///
/// The same wrapper as ``DynamicCodable``, named for a type that only decodes.
public typealias DynamicDecodable<Value> = DynamicCodable<Value>

/// A property wrapper that encodes a polymorphic value inside a plain synthesized
/// `Encodable` type, writing each element's identifier as its discriminator.
///
/// It wraps `any P`, `[any P]`, `[String: any P]` and `(any P)?`; a `nil` optional
/// leaves its key out. The identifier written is the one the value's type was
/// registered under, else its ``TypeIdentifiable/typeIdentifier``.
///
/// ```swift
/// struct Outbox: Encodable {
///     @DynamicEncodable var pending: [any Message]
/// }
/// let data = try JSONEncoder().encode(Outbox(pending: [Reply(text: "Hi")]))
/// ```
///
/// The same wrapper as ``DynamicCodable``, named for a type that only encodes.
public typealias DynamicEncodable<Value> = DynamicCodable<Value>
