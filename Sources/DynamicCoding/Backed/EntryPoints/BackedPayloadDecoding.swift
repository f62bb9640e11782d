/// How a ``BackedDecodable`` `Model` decodes a polymorphic payload from the keyed container
/// its identifier was read from: its fields read their keys from that container, which is
/// not opened again. Offered to the registry when the model is registered, by
/// ``BackedDecodable``'s `init(from:)` answering a `RegistrationProbe`, with the model's
/// schema, built then, so that no payload looks it up.
///
/// ```swift
/// throw BackedPayloadDecoding<Circle>.offer()  // what Circle.init(from:) answers a probe
/// ```
struct BackedPayloadDecoding<Model: BackedDecodable>: PayloadObjectDecoding {
    private let schema: BackedSchema<Model>

    /// What the library's `init(from:)` throws for a probe: an offer of this decoding; when
    /// the model's declarations are wrong, no offer, so that each payload decodes through
    /// `init(from:)`, which reports them.
    static func offer() -> any Error {
        guard let schema = try? SchemaCache.schema(for: Model.self, make: { Model() }) else {
            return RegistrationProbe.Refusal()
        }
        return RegistrationProbe.Offer(decoding: BackedPayloadDecoding(schema: schema))
    }

    func decode<Base>(
        as base: Base.Type, from decoder: any Decoder, object: ObjectDecodingContainer,
        valuePath: @autoclosure () -> [any CodingKey]
    ) throws -> Base {
        try BaseConformance.cast(
            schema.decode(from: decoder, object: object) { Model() }, to: base, at: valuePath())
    }

    func mayWriteKey(_ key: String) -> Bool {
        schema.mayWriteKey(key)
    }
}
