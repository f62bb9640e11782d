/// What encoding a value of one registered type needs, worked out once at registration
/// rather than by casting each value.
struct TypeEncoding: Sendable {
    /// The identifier written for the type: the first it was registered under.
    let identifier: String
    /// The type, when its values write their own keys as any registered type does:
    /// `Encodable`, and not an ``UnknownTypeFallback`` (which writes back its payload).
    let payloadType: (any (Encodable & SendableMetatype).Type)?

    init(type: Any.Type, identifier: String) {
        self.identifier = identifier
        payloadType =
            type is any UnknownTypeFallback.Type ? nil : type as? any (Encodable & SendableMetatype).Type
    }
}

extension Encodable {
    /// Encodes `value`, whose dynamic type is `Self` (directly or inside an existential),
    /// without looking up its conformance.
    static func encodePayload<Source>(_ value: Source, to encoder: any Encoder) throws {
        guard let value = value as? Self else {
            preconditionFailure("\(Source.self) value encoded as \(Self.self), which is not its type.")
        }
        try value.encode(to: encoder)
    }
}
