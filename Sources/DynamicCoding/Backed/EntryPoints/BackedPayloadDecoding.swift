/// How a ``BackedDecodable`` `Model` decodes a polymorphic payload from the keyed container
/// its identifier was read from: its fields read their keys from that container, which is
/// not opened again. Recorded for the registry's internal layout by the model's first
/// decode through ``BackedDecodable``'s `init(from:)`.
///
/// ```swift
/// BackedPayloadDecoding<Circle>.record(schema)
/// ```
final class BackedPayloadDecoding<Model: BackedDecodable>: PayloadObjectDecoding, @unchecked Sendable {
    /// The model's schema, kept here so that a payload does not look it up by type.
    private let schema: BackedSchema<Model>

    private init(schema: BackedSchema<Model>) {
        self.schema = schema
    }

    /// Records this decoding for `Model`, whose schema is `schema`.
    static func record(_ schema: BackedSchema<Model>) {
        PayloadObjectDecoding.record(BackedPayloadDecoding(schema: schema), for: Model.self)
    }

    override func decode<Base>(
        as base: Base.Type, from decoder: any Decoder, object: ObjectDecodingContainer,
        registered: RegisteredType, valuePath: @autoclosure () -> [any CodingKey]
    ) throws -> Base {
        try registered.make(
            { try schema.decode(from: decoder, object: object) { Model() } }, as: base,
            at: valuePath())
    }
}
