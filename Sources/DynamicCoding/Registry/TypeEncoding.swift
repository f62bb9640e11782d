/// What encoding a value of one registered type needs, worked out once at registration
/// rather than by casting each value.
struct TypeEncoding: Sendable {
    /// The identifier written for the type: the first it was registered under.
    let identifier: String
    /// The type, when its values write their own keys as any registered type does:
    /// `Encodable`, and not an ``UnknownTypeFallback`` (which writes back its payload).
    let payloadType: (any (Encodable & SendableMetatype).Type)?
    /// Whether the type's values may write the internal layout's discriminator themselves
    /// (a `@Backed` property at its key, or a catch-all that kept it): what they write
    /// stays, written back as read (an array of identifiers, say), and the identifier is
    /// written only where they wrote none.
    let mayWriteDiscriminator: Bool

    init(registered: RegisteredType, identifier: String, layout: TypeLayout) {
        self.identifier = identifier
        let type = registered.type
        payloadType =
            type is any UnknownTypeFallback.Type ? nil : type as? any (Encodable & SendableMetatype).Type
        mayWriteDiscriminator =
            if case .internal(let keys) = layout.kind, keys.count == 1 {
                registered.objectDecoding?.mayWriteKey(keys[0]) ?? false
            } else {
                false
            }
    }
}

extension Encodable {
    /// Encodes `value`, whose dynamic type is `Self` (directly or inside an existential),
    /// without looking up its conformance.
    static func encodePayload<Source>(_ value: Source, to encoder: any Encoder) throws {
        // The registration looked up by the value's own type gives `Self`, so the cast holds;
        // were it ever not to, an error, not a trap.
        guard let value = value as? Self else {
            let context = EncodingError.Context(
                codingPath: encoder.codingPath,
                debugDescription: "\(Source.self) value encoded as \(Self.self), which is not its type.")
            throw EncodingError.invalidValue(value, context)
        }
        try value.encode(to: encoder)
    }
}
