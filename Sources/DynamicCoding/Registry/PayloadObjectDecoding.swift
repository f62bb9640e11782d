/// How a registered type decodes from the keyed container its identifier was just read
/// from, so that a polymorphic payload's object is opened once rather than twice
/// (opening it twice costs 23% more instructions on a `[any P]` of `@Backed` types).
///
/// The registry cannot see which types can: `Backed/EntryPoints` subclasses this for each
/// `BackedDecodable` type and records it here on the type's first decode through the
/// library's `init(from:)`; the internal layout looks it up by type for each element.
///
/// ```swift
/// PayloadObjectDecoding.of(Circle.self)?.decode(
///     as: (any Shape).self, from: decoder, object: container, registered: registered,
///     valuePath: decoder.codingPath)
/// ```
class PayloadObjectDecoding: @unchecked Sendable {
    /// The decoding of each type that has one, recorded once per type.
    private static let byType = TypeTable()

    /// The decoding recorded for `type`, if any.
    static func of(_ type: Any.Type) -> PayloadObjectDecoding? {
        byType.object(for: type).map { unsafeDowncast($0, to: PayloadObjectDecoding.self) }
    }

    /// Records `decoding` for `type`, unless one is recorded already.
    static func record(_ decoding: PayloadObjectDecoding, for type: Any.Type) {
        _ = byType.insert(decoding, for: type)
    }

    /// Decodes the type from `decoder`, whose keyed container `object` holds, straight into
    /// a `Base` through `registered` (the type's registration); the error of
    /// ``BaseConformance/nonConforming(_:to:at:)`` at `valuePath` when the type does not
    /// conform to `Base`.
    func decode<Base>(
        as base: Base.Type, from decoder: any Decoder, object: ObjectDecodingContainer,
        registered: RegisteredType, valuePath: @autoclosure () -> [any CodingKey]
    ) throws -> Base {
        preconditionFailure(
            "PayloadObjectDecoding is abstract: \(type(of: self)) must override decode(as:from:object:registered:valuePath:)."
        )
    }
}
