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
@propertyWrapper
public struct DynamicDecodable<Value>: DynamicValueWrapper {
    /// The polymorphic value.
    public var wrappedValue: Value

    /// Wraps a value, for memberwise initializers and for the decoding initializer.
    ///
    /// ```swift
    /// let inbox = Inbox(messages: [])
    /// ```
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension DynamicDecodable: Decodable {}
