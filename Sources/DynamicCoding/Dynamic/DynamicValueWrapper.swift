/// What ``DynamicCodable``, ``DynamicDecodable`` and ``DynamicEncodable`` share, so
/// that synthesized `Codable` code can treat a missing key of an optional wrapper as
/// `nil`, and a `nil` as an omitted key.
///
/// ```swift
/// struct Screen: Codable {
///     @DynamicCodable var banner: (any Component)?  // key may be absent
/// }
/// ```
public protocol DynamicValueWrapper {
    /// The wrapped type: `any P`, `[any P]`, `[String: any P]` or `(any P)?`.
    associatedtype Value
    /// The wrapped value.
    var wrappedValue: Value { get }
    /// Wraps a value.
    init(wrappedValue: Value)
}

extension KeyedDecodingContainer {
    /// Decodes a dynamic wrapper; a missing key or `null` is `nil` when the wrapped
    /// type is optional, and `keyNotFound` otherwise. A ``DynamicCodable`` read from
    /// `null` writes `null` back until it is set.
    ///
    /// ```swift
    /// let route = try container.decode(DynamicDecodable<(any Route)?>.self, forKey: .next)
    /// ```
    public func decode<Wrapper: DynamicValueWrapper & Decodable>(
        _ type: Wrapper.Type, forKey key: Key
    ) throws -> Wrapper {
        if let none = Optionality.nilValue(of: Wrapper.Value.self) {
            if !contains(key) { return Wrapper(wrappedValue: none) }
            if try decodeNil(forKey: key) { return NullKeeping.wrapper(Wrapper(wrappedValue: none)) }
        }
        return try decodeDecodable(type, forKey: key)
    }

    private func decodeDecodable<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decode(type, forKey: key)
    }
}

extension KeyedEncodingContainer {
    /// Encodes a dynamic wrapper; a `nil` optional leaves the key out, unless it was read
    /// from `null` and not set since.
    ///
    /// ```swift
    /// try container.encode(screen._banner, forKey: .banner)
    /// ```
    public mutating func encode<Wrapper: DynamicValueWrapper & Encodable>(
        _ value: Wrapper, forKey key: Key
    ) throws {
        guard !Optionality.isNil(value.wrappedValue) else {
            if NullKeeping.isNullAsRead(value) { try encodeNil(forKey: key) }
            return
        }
        try encodeEncodable(value, forKey: key)
    }

    private mutating func encodeEncodable<T: Encodable>(_ value: T, forKey key: Key) throws {
        try encode(value, forKey: key)
    }
}

extension DynamicValueWrapper where Self: Decodable {
    /// Decodes the value, choosing each concrete type by its discriminator.
    ///
    /// ```swift
    /// let routes = try DynamicDecodable<[any Route]>(from: decoder).wrappedValue
    /// ```
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try ValueCoders.cached(for: Value.self).decodeLocatingErrors(from: decoder))
    }
}

extension DynamicValueWrapper where Self: Encodable {
    /// Encodes the value and the discriminator of each polymorphic element.
    ///
    /// ```swift
    /// try DynamicEncodable(wrappedValue: routes).encode(to: encoder)
    /// ```
    public func encode(to encoder: any Encoder) throws {
        try ValueCoders.cached(for: Value.self).encode(wrappedValue, to: encoder)
    }
}
