/// Decodes and encodes one kind of value in a custom way, for a single `@Backed`
/// property or for each element of its collection. The date and data strategies are
/// built on it; write your own for values that need more than one strategy.
///
/// ```swift
/// struct HSBAColorStrategy: ValueCodingStrategy {
///     func decode(from decoder: any Decoder) throws -> Color { … }
///     func encode(_ color: Color, to encoder: any Encoder) throws { … }
/// }
/// extension ValueCodingStrategy where Self == HSBAColorStrategy {
///     static var hsbaColor: Self { HSBAColorStrategy() }
/// }
///
/// @Backed("foreground_color", strategy: .hsbaColor) var foregroundColor: Color
/// ```
public protocol ValueCodingStrategy<Value>: Sendable {
    /// The type this strategy reads and writes.
    associatedtype Value

    /// Reads a value from a decoder positioned on it.
    func decode(from decoder: any Decoder) throws -> Value

    /// Writes `value` so that ``decode(from:)`` reads it back.
    func encode(_ value: Value, to encoder: any Encoder) throws
}
