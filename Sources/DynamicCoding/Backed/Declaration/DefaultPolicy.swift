/// When a `@Backed` property's `defaultValue:` takes the place of the payload's value.
///
/// ```swift
/// @Backed(defaultValue: 0) var count: Int                             // missing, null or invalid
/// @Backed(defaultValue: 0, replacing: .missing) var retries: Int       // only when absent
/// @Backed(defaultValue: .zeroValue, replacing: .missingOrNull) var n: Int
/// ```
public struct DefaultPolicy: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: Int

    /// Creates a policy from its raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The key (or an intermediate container) is absent.
    public static let missing = DefaultPolicy(rawValue: 1)
    /// The value is `null`.
    public static let null = DefaultPolicy(rawValue: 2)
    /// The value is there but cannot be decoded; recorded in the ``DecodingReport``.
    public static let invalid = DefaultPolicy(rawValue: 4)
    /// Absent or `null`, but an invalid value is still an error.
    public static let missingOrNull: DefaultPolicy = [.missing, .null]
    /// Absent, `null` or invalid: the default whenever the value can't be read.
    public static let always: DefaultPolicy = [.missing, .null, .invalid]
}
