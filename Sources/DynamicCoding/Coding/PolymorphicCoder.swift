/// Codes one polymorphic value (`any P`) through the registry. Unbound, it looks up the
/// registry for each value; a collection binds it once (``bound(to:)``).
struct PolymorphicCoder<Base>: ValueCoder {
    /// The namespace, once bound to a coder's registry.
    private let namespace: TypeNamespace?

    init() {
        namespace = nil
    }

    private init(namespace: TypeNamespace) {
        self.namespace = namespace
    }

    private func namespace(_ userInfo: [CodingUserInfoKey: Any]) -> TypeNamespace {
        namespace ?? PolymorphicValue.namespace(for: Base.self, in: userInfo)
    }

    func decode(from decoder: any Decoder) throws -> Base {
        try PolymorphicValue.decode(Base.self, in: namespace(decoder.userInfo), from: decoder)
    }

    func decode(_ container: ObjectDecodingContainer, forKey key: AnyCodingKey) throws -> Base {
        guard namespace == nil else { return try decode(from: container.memberDecoder(forKey: key)) }
        return try container.decode(PolymorphicElement<Base>.self, forKey: key).value
    }

    func decode(_ container: inout any UnkeyedDecodingContainer) throws -> Base {
        guard namespace == nil else { return try decodeLocatingErrors(from: container.superDecoder()) }
        return try container.decode(PolymorphicElement<Base>.self).value
    }

    func encode(_ value: Base, to encoder: any Encoder) throws {
        try PolymorphicValue.encode(value, in: namespace(encoder.userInfo), to: encoder)
    }

    var needsBinding: Bool { namespace == nil }

    func bound(to userInfo: [CodingUserInfoKey: Any]) -> any ValueCoder<Base> {
        PolymorphicCoder(namespace: namespace(userInfo))
    }
}

/// Carries one `any Base` value through a container's element APIs, which read it
/// with a decoder of its own.
private struct PolymorphicElement<Base>: Decodable {
    let value: Base

    init(from decoder: any Decoder) throws {
        value = try PolymorphicCoder<Base>().decode(from: decoder)
    }
}
