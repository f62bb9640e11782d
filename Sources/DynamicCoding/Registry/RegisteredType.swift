/// One concrete type known to a registry.
struct RegisteredType: Sendable {
    let type: any (Decodable & SendableMetatype).Type
    /// How the type decodes from the keyed container its identifier was read from: a
    /// ``BackedDecodable`` type's, settled when it is registered (``RegistrationProbe``).
    let objectDecoding: (any PayloadObjectDecoding)?
    /// Whether the type keeps the envelope of an adjacent payload (``AdjacentEnvelopeHolding``),
    /// asked once here rather than of each value.
    let holdsAdjacentEnvelope: Bool

    init(type: any (Decodable & SendableMetatype).Type) {
        self.type = type
        objectDecoding = RegistrationProbe.objectDecoding(of: type)
        holdsAdjacentEnvelope = type is any AdjacentEnvelopeHolding.Type
    }

    var name: String { String(describing: type) }

    func decode(_ decoder: any Decoder) throws -> Any {
        try type.init(from: decoder)
    }

    /// Decodes the type from `decoder` as a `Base`; when the type does not conform to `Base`,
    /// the error of ``BaseConformance/nonConforming(_:to:at:)`` at `valuePath`. With
    /// `object`, the keyed container of `decoder`, the type reads its fields from it rather
    /// than opening it again: a `BackedDecodable` type through its schema, any other through
    /// an ``OpenedObjectDecoder``.
    func decode<Base>(
        as base: Base.Type, from decoder: any Decoder, object: ObjectDecodingContainer?,
        valuePath: @autoclosure () -> [any CodingKey]
    ) throws -> Base {
        if let object, let objectDecoding {
            return try objectDecoding.decode(as: base, from: decoder, object: object, valuePath: valuePath())
        }
        let decodable: any Decodable.Type = type
        guard let object else {
            return try decodeOpened(decodable, as: base, from: decoder, valuePath: valuePath())
        }
        // The object the discriminator was read from, not opened again (see OpenedObjectDecoder).
        return try decodeOpened(
            decodable, as: base, from: OpenedObjectDecoder(base: decoder, object: object),
            valuePath: valuePath())
    }

    /// Decodes the type from `decoder` as a `Base`, as ``decode(as:from:object:valuePath:)``
    /// does without an object; `nil` when the value it decoded is no `Base`.
    func decodeIfConforming<Base>(as base: Base.Type, from decoder: any Decoder) throws -> Base? {
        try type.init(from: decoder) as? Base
    }

    private func decodeOpened<Concrete: Decodable, Base>(
        _ type: Concrete.Type, as base: Base.Type, from decoder: any Decoder,
        valuePath: @autoclosure () -> [any CodingKey]
    ) throws -> Base {
        try BaseConformance.cast(Concrete(from: decoder), to: base, at: valuePath())
    }

    func isSameType(as other: Any.Type) -> Bool {
        ObjectIdentifier(type) == ObjectIdentifier(other)
    }
}
