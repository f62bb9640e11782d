/// A property wrapper that encodes a polymorphic value through the TypeRegistry,
/// inside a plain synthesized `Encodable` type.
///
/// It wraps `any P`, `[any P]`, `[String: any P]` and `(any P)?` (a missing key is
/// `nil`; `nil` leaves the key out). Each element's discriminator selects the type
/// registered for `P`; encoding writes the identifier back.
///
/// ```swift
/// struct HomeScreen: Encodable {
///     @DynamicEncodable var routes: [any Route]
/// }
/// ```
@propertyWrapper
public struct DynamicEncodable<Value>: DynamicValueWrapper {
    /// The polymorphic value.
    public var wrappedValue: Value

    /// Wraps a value, for memberwise initializers.
    ///
    /// ```swift
    /// let screen = HomeScreen(routes: [DetailScreenRoute(id: id)])
    /// ```
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension DynamicEncodable: Encodable {}
