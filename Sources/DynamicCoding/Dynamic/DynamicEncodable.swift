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
@propertyWrapper
public struct DynamicEncodable<Value>: DynamicValueWrapper {
    /// The polymorphic value.
    public var wrappedValue: Value

    /// Wraps a value to encode, for memberwise initializers.
    ///
    /// ```swift
    /// let outbox = Outbox(pending: [Reply(text: "Hi")])
    /// ```
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension DynamicEncodable: Encodable {}
