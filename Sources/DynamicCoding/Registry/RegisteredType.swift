/// One concrete type known to a registry.
struct RegisteredType: Sendable {
    let type: any (Decodable & SendableMetatype).Type
    /// The type's ``BaseUpcast`` to the base of the namespace that holds it, when it was
    /// registered under an identifier, and that base.
    private let upcast: (any AnyObject & Sendable)?
    /// The base the upcast was made for. (Two fields, not an optional tuple: copying a
    /// registration would go through a tuple's value witnesses, about 100 instructions.)
    private let upcastBase: ObjectIdentifier?
    /// How the type decodes from the keyed container its identifier was read from: a
    /// ``BackedDecodable`` type's, settled when it is registered (``RegistrationProbe``).
    let objectDecoding: PayloadObjectDecoding?
    /// Whether the type keeps the envelope of an adjacent payload (``AdjacentEnvelopeHolding``),
    /// asked once here rather than of each value.
    let holdsAdjacentEnvelope: Bool

    init(type: any (Decodable & SendableMetatype).Type) {
        self.type = type
        upcast = nil
        upcastBase = nil
        objectDecoding = RegistrationProbe.objectDecoding(of: type)
        holdsAdjacentEnvelope = type is any AdjacentEnvelopeHolding.Type
    }

    init<Base>(type: any (Decodable & SendableMetatype).Type, upcast: BaseUpcast<Base>) {
        self.type = type
        self.upcast = upcast
        upcastBase = ObjectIdentifier(Base.self)
        objectDecoding = RegistrationProbe.objectDecoding(of: type)
        holdsAdjacentEnvelope = type is any AdjacentEnvelopeHolding.Type
    }

    /// The value that `value` makes, of this type, as a `Base`; `nil` when it is no `Base`.
    /// The upcast serves when it was made for `Base` and the value is of the registered type
    /// itself, the memory it makes values in (both checked: two comparisons of type
    /// identities); otherwise a runtime cast does.
    func makeIfConforming<Value, Base>(_ value: () throws -> Value, as base: Base.Type) throws -> Base? {
        guard let upcast, upcastBase == ObjectIdentifier(Base.self),
            ObjectIdentifier(Value.self) == ObjectIdentifier(type)
        else { return try value() as? Base }
        return try unsafeDowncast(upcast, to: BaseUpcast<Base>.self).convertIfConforming(value)
    }

    /// The value that `value` makes, of this type, as a `Base`, else the error that the
    /// type, registered for `Base`, does not conform to it, at `codingPath`.
    func make<Value, Base>(
        _ value: () throws -> Value, as base: Base.Type, at codingPath: @autoclosure () -> [any CodingKey]
    ) throws -> Base {
        guard let made = try makeIfConforming(value, as: base) else {
            throw BaseConformance.nonConforming(Value.self, to: Base.self, at: codingPath())
        }
        return made
    }

    var name: String { String(describing: type) }

    func decode(_ decoder: any Decoder) throws -> Any {
        try type.init(from: decoder)
    }

    /// Decodes the type from `decoder` straight into a `Base` (no `Any`, and no `Base?`
    /// whose metadata each value would look up); when the type does not conform to `Base`,
    /// the error of ``BaseConformance/nonConforming(_:to:at:)`` at `valuePath`. With
    /// `object`, the keyed container of `decoder`, the type reads its fields from it rather
    /// than opening it again: a `BackedDecodable` type through its schema, any other through
    /// an ``OpenedObjectDecoder``.
    func decode<Base>(
        as base: Base.Type, from decoder: any Decoder, object: ObjectDecodingContainer?,
        valuePath: @autoclosure () -> [any CodingKey]
    ) throws -> Base {
        if let object, let objectDecoding {
            return try objectDecoding.decode(
                as: base, from: decoder, object: object, registered: self, valuePath: valuePath())
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

    /// Decodes the type from `decoder` straight into a `Base`, as ``decode(as:from:object:valuePath:)``
    /// does without an object; `nil` when the value it decoded is no `Base`.
    func decodeIfConforming<Base>(as base: Base.Type, from decoder: any Decoder) throws -> Base? {
        let decodable: any Decodable.Type = type
        return try decodeOpenedIfConforming(decodable, as: base, from: decoder)
    }

    private func decodeOpenedIfConforming<Concrete: Decodable, Base>(
        _ type: Concrete.Type, as base: Base.Type, from decoder: any Decoder
    ) throws -> Base? {
        try makeIfConforming({ try Concrete(from: decoder) }, as: base)
    }

    private func decodeOpened<Concrete: Decodable, Base>(
        _ type: Concrete.Type, as base: Base.Type, from decoder: any Decoder,
        valuePath: @autoclosure () -> [any CodingKey]
    ) throws -> Base {
        try make({ try Concrete(from: decoder) }, as: base, at: valuePath())
    }

    func isSameType(as other: Any.Type) -> Bool {
        ObjectIdentifier(type) == ObjectIdentifier(other)
    }
}
