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

/// A strategy that can read and write its value straight in a keyed container, with no
/// decoder of its own (dates stored as plain numbers).
protocol MemberCodingStrategy<Value>: ValueCodingStrategy {
    /// The shortcut, when this strategy's format has one.
    var memberShortcut: MemberShortcut<Value>? { get }
}

/// Reads and writes a value directly in a keyed container.
struct MemberShortcut<Value> {
    let decode: (ObjectDecodingContainer, AnyCodingKey) throws -> Value
    let encode: (Value, inout ObjectEncodingContainer, AnyCodingKey) throws -> Void
}
