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

    /// The bit of `.explicitNull`, readable whatever `Value` is.
    @usableFromInline
    static var explicitNullBit: Self { Self(rawValue: 2) }

    /// The bit of `.lax`, readable whatever `Value` is.
    @usableFromInline
    static var laxBit: Self { Self(rawValue: 4) }
}

extension BackedOptions where Value: LaxScalar {
    /// The number or boolean may also be written as a string that spells it (`"128"`,
    /// `"true"`; see ``LaxScalar``). A value read from a string is written back as a
    /// string until the property is set; the JSON Schema allows both. ``LaxScalars``
    /// makes every such property of a model lax.
    ///
    /// ```swift
    /// @Backed("MemorySize", options: .lax) var memorySize: Int?  // 128 or "128"
    /// ```
    public static var lax: Self { .laxBit }
}

extension BackedOptions where Value: ExpressibleByNilLiteral {
    /// Encoding writes `null` for `nil` instead of leaving the key out, for formats that
    /// require the key (nbformat's `"execution_count": null`, GeoJSON's
    /// `"geometry": null`). Decoding is unchanged: a missing key and `null` both read
    /// `nil`; a decoded property whose key was missing stays missing until it is set.
    ///
    /// ```swift
    /// @Backed("execution_count", options: .explicitNull) var executionCount: Int?
    /// ```
    public static var explicitNull: Self { .explicitNullBit }
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

/// The collections that can decode lossily: arrays, sets, string-keyed dictionaries and
/// ordered maps, and optionals of them.
///
/// ```swift
/// @Backed(options: .lossy) var scores: [String: Int]?
/// ```
public protocol LossyDecodableCollection {}

extension Array: LossyDecodableCollection {}
extension Set: LossyDecodableCollection {}
extension Dictionary: LossyDecodableCollection where Key == String {}
extension OrderedMap: LossyDecodableCollection {}
extension Optional: LossyDecodableCollection where Wrapped: LossyDecodableCollection {}
