/// A property wrapper that decodes a polymorphic value through the TypeRegistry,
/// inside a plain synthesized `Decodable` type.
///
/// It wraps `any P`, `[any P]`, `[String: any P]` and `(any P)?` (a missing key is
/// `nil`; `nil` leaves the key out). Each element's discriminator selects the type
/// registered for `P`; encoding writes the identifier back.
///
/// ```swift
/// struct HomeScreen: Decodable {
///     @DynamicDecodable var routes: [any Route]
/// }
/// ```
@propertyWrapper
public struct DynamicDecodable<Value>: DynamicValueWrapper {
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

extension DynamicDecodable: Decodable {}
