/// The adjacent layout (``TypeLayout/adjacent(tag:content:)``): the identifier under one
/// key, the value, any JSON value, under another (`{"type": "circle", "data": {"r": 2}}`).
/// Neither is buffered: the discriminator is read, then the content decoded in place.
struct AdjacentLayout {
    let namespace: TypeNamespace
    let discriminatorKey: String
    let contentKey: String

    /// Made only on the long way: its array of keys would be an allocation per value.
    private var reader: DiscriminatorReader {
        DiscriminatorReader(baseName: namespace.baseName, discriminatorKeys: [discriminatorKey])
    }

    func decode<Base>(_ base: Base.Type, from decoder: any Decoder) throws -> Base {
        let container = try PayloadObject.container(of: decoder, base: namespace.baseName)
        let discriminatorCodingKey = AnyCodingKey(discriminatorKey)
        // The usual case, one lookup; the long way below words each failure.
        if let identifier = try? container.decodeIfPresent(String.self, forKey: discriminatorCodingKey) {
            return try decode(
                base, identifier, at: container.codingPath + [discriminatorCodingKey], in: container,
                of: decoder)
        }
        let found: SpelledDiscriminator
        if container.contains(discriminatorCodingKey) {
            found = .found(
                try reader.identifier(in: container, key: discriminatorCodingKey),
                at: container.codingPath + [discriminatorCodingKey])
        } else {
            found = try reader.identifierAsSpelled(in: decoder, keys: [discriminatorKey])
        }
        guard case .found(let identifier, let path) = found else {
            if let defaultType = namespace.defaultType {
                return try BaseConformance.cast(defaultType.decode(decoder), to: base, at: decoder.codingPath)
            }
            throw reader.missingDiscriminator(discriminatorKey, in: decoder.codingPath)
        }
        return try decode(base, identifier, at: path, in: container, of: decoder)
    }

    /// The type registered for `identifier`, decoded from the content straight into `Base`.
    private func decode<Base>(
        _ base: Base.Type, _ identifier: String, at path: @autoclosure () -> [any CodingKey],
        in container: ObjectDecodingContainer,
        of decoder: any Decoder
    ) throws -> Base {
        try TypeChoice(namespace: namespace).decode(
            identifier, at: path(), in: decoder, payload: { try CodableValue(from: decoder) },
            registered: { try decodeContent(base, $0, identifier: identifier, in: container, of: decoder) })
    }

    private func decodeContent<Base>(
        _ base: Base.Type, _ registered: RegisteredType, identifier: String,
        in container: ObjectDecodingContainer,
        of decoder: any Decoder
    ) throws -> Base {
        let key = AnyCodingKey(contentKey)
        if container.contains(key) {
            return try registered.decode(
                as: base, from: container.superDecoder(forKey: key), object: nil,
                valuePath: decoder.codingPath)
        }
        if let decoded = try SpelledMember.decode(contentKey, of: decoder, as: registered) {
            return try BaseConformance.cast(decoded, to: base, at: decoder.codingPath)
        }
        let failure = DynamicCodingFailure.missingContent(
            key: contentKey, base: namespace.baseName, identifier: identifier)
        throw DecodingError.keyNotFound(key, failure.decodingContext(decoder.codingPath))
    }

    /// Writes `{discriminatorKey: identifier, contentKey: value}`, both keys as spelled.
    func encode(_ payload: PolymorphicPayload, identifier: String, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(identifier, forKey: AnyCodingKey(discriminatorKey))
        try payload.encode(to: container.superEncoder(forKey: AnyCodingKey(contentKey)))
    }
}
