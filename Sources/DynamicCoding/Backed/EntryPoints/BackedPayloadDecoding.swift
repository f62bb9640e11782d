/// How a ``BackedDecodable`` `Model` decodes a polymorphic payload from the keyed container
/// its identifier was read from: its fields read their keys from that container, which is
/// not opened again. Handed to the registry when the model is registered, if the model
/// decodes through ``BackedDecodable``'s `init(from:)`.
///
/// ```swift
/// let decoding = BackedPayloadDecoding<Circle>.ifLibraryDecodes()  // nil for a custom init(from:)
/// ```
@usableFromInline
final class BackedPayloadDecoding<Model: BackedDecodable>: PayloadObjectDecoding, @unchecked Sendable {
    /// A decoding for `Model`, when it decodes through the library's `init(from:)`: asked
    /// once, by calling its `init(from:)` with a ``RegistrationProbe``.
    @usableFromInline
    static func ifLibraryDecodes() -> BackedPayloadDecoding? {
        RegistrationProbe.decodesThroughLibrary(Model.self) ? BackedPayloadDecoding() : nil
    }

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
