/// The zero of a property's type as its default, KeyedCodable's `@Zero`:
/// `@Backed(defaultValue: .zeroValue)`.
///
/// The zero is `nil` for an optional, the ``ZeroValueProviding`` zero (`0`, `""`,
/// `false`, empty collections), the first case of a `CaseIterable` enum, and for any
/// other `Decodable` type an instance whose every value is zero, nested models
/// included, so a plain `Codable` type needs no conformance. A type that has none (a
/// `URL`, a polymorphic `any P`) makes its model's first use fail with an error naming
/// the property.
///
/// ```swift
/// struct Point: Codable { var x: Double; var y: Double }
///
/// struct Shape: BackedDecodable {
///     @Backed(defaultValue: .zeroValue) var origin: Point   // Point(x: 0, y: 0)
///     @Backed(defaultValue: .zeroValue) var label: String?  // nil
/// }
/// ```
public struct ZeroDefault<Value>: Sendable {
    /// The zero of `Value`.
    ///
    /// ```swift
    /// @Backed(defaultValue: .zeroValue) var visits: Int
    /// ```
    public static var zeroValue: ZeroDefault { ZeroDefault() }
}

extension Backed {
    /// Maps the property to `path` with the zero of its type as the default (see
    /// ``ZeroDefault``).
    ///
    /// ```swift
    /// @Backed(defaultValue: .zeroValue) var property: Int?  // nil when missing
    /// @Backed("point", defaultValue: .zeroValue, replacing: .missing) var point: Point
    /// ```
    @inlinable
    public init(
        _ path: Path? = nil, defaultValue zero: ZeroDefault<Value>, replacing policy: DefaultPolicy = .always,
        options: BackedOptions<Value> = [], fileID: StaticString = #fileID, line: UInt = #line
    ) {
        self.init(
            definition: BackedDefinition(
                path: path, zeroReplacing: policy, isLossy: options.contains(.lossyBit),
                writesNull: options.contains(.explicitNullBit), readsLax: options.contains(.laxBit),
                fileID: fileID, line: line,
                access: Self.specializedAccess))
    }
}
