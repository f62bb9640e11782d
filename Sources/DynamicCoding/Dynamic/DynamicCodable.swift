/// A property wrapper that decodes and encodes a polymorphic value through the TypeRegistry,
/// inside a plain synthesized `Codable` type.
///
/// It wraps `any P`, `[any P]`, `[String: any P]` and `(any P)?` (a missing key is
/// `nil`; `nil` leaves the key out). Each element's discriminator selects the type
/// registered for `P`; encoding writes the identifier back.
///
/// ```swift
/// struct HomeScreen: Codable {
///     @DynamicCodable var routes: [any Route]
/// }
/// ```
@propertyWrapper
public struct DynamicCodable<Value>: DynamicValueWrapper {
    /// The polymorphic value.
    public var wrappedValue: Value {
        didSet { isNullAsRead = false }
    }
    /// Whether the value is a `nil` read from `null` and not set since: written back as `null`.
    var isNullAsRead = false

    /// Wraps a value, for memberwise initializers.
    ///
    /// ```swift
    /// let screen = HomeScreen(routes: [DetailScreenRoute(id: id)])
    /// ```
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension DynamicCodable: Codable {}

extension DynamicCodable: NullKeepingWrapper {}
