/// How a registered type decodes from the keyed container its identifier was just read
/// from, so that a polymorphic payload's object is opened once rather than twice
/// (opening it twice costs 23% more instructions on a `[any P]` of `@Backed` types).
///
/// `Backed/EntryPoints` implements this for ``BackedDecodable`` types, and offers one to the
/// registry when such a type is registered (``RegistrationProbe``); the internal layout
/// finds it in the type's registration.
///
/// ```swift
/// registered.objectDecoding?.decode(
///     as: (any Shape).self, from: decoder, object: container, valuePath: decoder.codingPath)
/// ```
protocol PayloadObjectDecoding: Sendable {
    /// Decodes the type from `decoder`, whose keyed container `object` holds, as a `Base`;
    /// the error of
    /// ``BaseConformance/nonConforming(_:to:at:)`` at `valuePath` when the type does not
    /// conform to `Base`.
    func decode<Base>(
        as base: Base.Type, from decoder: any Decoder, object: ObjectDecodingContainer,
        valuePath: @autoclosure () -> [any CodingKey]
    ) throws -> Base

    /// Whether the type's values may write `key` of their own object: a property declared
    /// at it, or a catch-all that keeps what no property reads.
    func mayWriteKey(_ key: String) -> Bool
}
