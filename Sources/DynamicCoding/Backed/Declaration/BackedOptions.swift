/// Options of a `@Backed` property. Only the options that make sense for the
/// property's type exist for it: `.lossy` is offered for collections alone.
///
/// ```swift
/// @Backed(options: .lossy) var items: [Item]
/// @Backed(options: .lossy) var count: Int  // does not compile
/// ```
public struct BackedOptions<Value>: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: Int

    /// Creates options from their raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}

extension BackedOptions {
    /// The bit of `.lossy`, readable whatever `Value` is.
    @usableFromInline
    static var lossyBit: Self { Self(rawValue: 1) }
}

extension BackedOptions where Value: LossyDecodableCollection {
    /// Elements (or dictionary entries) that fail to decode, or are `null`, are left
    /// out; the others keep their order. Each one left out is recorded in the
    /// decoder's ``DecodingReport``.
    ///
    /// ```swift
    /// @Backed("tags", options: .lossy) var tags: Set<String>
    /// ```
    public static var lossy: Self { .lossyBit }
}

/// The collections that can decode lossily: arrays, sets, string-keyed dictionaries,
/// and optionals of them.
///
/// ```swift
/// @Backed(options: .lossy) var scores: [String: Int]?
/// ```
public protocol LossyDecodableCollection {}

extension Array: LossyDecodableCollection {}
extension Set: LossyDecodableCollection {}
extension Dictionary: LossyDecodableCollection where Key == String {}
extension Optional: LossyDecodableCollection where Wrapped: LossyDecodableCollection {}
