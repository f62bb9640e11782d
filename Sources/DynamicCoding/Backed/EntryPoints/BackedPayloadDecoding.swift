/// How a ``BackedDecodable`` `Model` decodes a polymorphic payload from the keyed container
/// its identifier was read from: its fields read their keys from that container, which is
/// not opened again. Recorded for the registry's internal layout by the model's first
/// decode through ``BackedDecodable``'s `init(from:)`.
///
/// ```swift
/// BackedPayloadDecoding<Circle>.record()
/// ```
final class BackedPayloadDecoding<Model: BackedDecodable>: PayloadObjectDecoding, @unchecked Sendable {
    /// Records this decoding for `Model`.
    static func record() {
        PayloadObjectDecoding.record(BackedPayloadDecoding(), for: Model.self)
    }

    override func decode<Base>(
        as base: Base.Type, from decoder: any Decoder, object: ObjectDecodingContainer,
        registered: RegisteredType, valuePath: @autoclosure () -> [any CodingKey]
    ) throws -> Base {
        try registered.make(
            { try Model.schema(with: decoder).decode(from: decoder, object: object) { Model() } }, as: base,
            at: valuePath())
    }
}
