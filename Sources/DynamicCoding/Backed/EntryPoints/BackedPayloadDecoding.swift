/// How a ``BackedDecodable`` `Model` decodes a polymorphic payload from the keyed container
/// its identifier was read from: its fields read their keys from that container, which is
/// not opened again. Offered to the registry when the model is registered, by
/// ``BackedDecodable``'s `init(from:)` answering a `RegistrationProbe`.
///
/// ```swift
/// throw RegistrationProbe.Offer(decoding: BackedPayloadDecoding<Circle>())
/// ```
final class BackedPayloadDecoding<Model: BackedDecodable>: PayloadObjectDecoding, @unchecked Sendable {
    override func decode<Base>(
        as base: Base.Type, from decoder: any Decoder, object: ObjectDecodingContainer,
        registered: RegisteredType, valuePath: @autoclosure () -> [any CodingKey]
    ) throws -> Base {
        let schema = try Model.schema(with: decoder)
        return try registered.make(
            { try schema.decode(from: decoder, object: object) { Model() } }, as: base,
            at: valuePath())
    }
}
