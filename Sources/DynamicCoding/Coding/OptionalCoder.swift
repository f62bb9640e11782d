/// Codes an optional whose wrapped value needs a coder of its own (a strategy, lossy).
struct OptionalCoder<Wrapped>: ValueCoder {
    let wrapped: any ValueCoder<Wrapped>

    func decode(from decoder: any Decoder) throws -> Wrapped? {
        if try decoder.singleValueContainer().decodeNil() { return nil }
        return try wrapped.decode(from: decoder)
    }

    func decode(_ container: ObjectDecodingContainer, forKey key: AnyCodingKey) throws
        -> Wrapped?
    {
        if try container.isMissingOrNull(key) { return nil }
        return try wrapped.decode(container, forKey: key)
    }

    func decode(_ container: inout any UnkeyedDecodingContainer) throws -> Wrapped? {
        if try container.decodeNil() { return nil }
        return try wrapped.decode(&container)
    }

    func decode<Source: ElementSource>(
        elements sources: [Source], at codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]
    ) throws -> Wrapped? {
        try wrapped.decode(elements: sources, at: codingPath, userInfo: userInfo)
    }

    func encode(_ value: Wrapped?, to encoder: any Encoder) throws {
        guard let value else {
            var container = encoder.singleValueContainer()
            return try container.encodeNil()
        }
        try wrapped.encode(value, to: encoder)
    }

    func encode(
        _ value: Wrapped?, to container: inout ObjectEncodingContainer, forKey key: AnyCodingKey
    )
        throws
    {
        guard let value else { return try container.encodeNil(forKey: key) }
        try wrapped.encode(value, to: &container, forKey: key)
    }

    func encode(_ value: Wrapped?, to container: inout any UnkeyedEncodingContainer) throws {
        guard let value else { return try container.encodeNil() }
        try wrapped.encode(value, to: &container)
    }

    var needsBinding: Bool { wrapped.needsBinding }

    func bound(to userInfo: [CodingUserInfoKey: Any]) -> any ValueCoder<Wrapped?> {
        OptionalCoder(wrapped: wrapped.bound(to: userInfo))
    }
}
