/// The adjacent layout (``TypeLayout/adjacent(tag:content:)``): the identifier under one
/// key, the value, any JSON value, under another (`{"type": "circle", "data": {"r": 2}}`).
/// Neither is buffered: the tag is read, then the content decoded in place.
struct AdjacentLayout {
    let namespace: TypeNamespace
    let tag: String
    let content: String

    func decode(from decoder: any Decoder) throws -> Any {
        let reader = TagReader(baseName: namespace.baseName, tagKeys: [tag])
        let container = try PayloadObject.container(of: decoder, base: namespace.baseName)
        let tagKey = AnyCodingKey(tag)
        // The usual case, one lookup; the long way below words each failure.
        if let identifier = try? container.decodeIfPresent(String.self, forKey: tagKey) {
            return try decode(identifier, at: container.codingPath + [tagKey], in: container, of: decoder)
        }
        let found: SpelledTag
        if container.contains(tagKey) {
            found = .found(
                try reader.identifier(in: container, key: tagKey), at: container.codingPath + [tagKey])
        } else {
            found = try reader.identifierAsSpelled(in: decoder, keys: [tag])
        }
        guard case .found(let identifier, let path) = found else {
            if let defaultType = namespace.defaultType { return try defaultType.decode(decoder) }
            throw reader.missingTag(tag, in: decoder.codingPath)
        }
        return try decode(identifier, at: path, in: container, of: decoder)
    }

    /// The type registered for `identifier`, decoded from the content.
    private func decode(
        _ identifier: String, at path: @autoclosure () -> [any CodingKey],
        in container: ObjectDecodingContainer,
        of decoder: any Decoder
    ) throws -> Any {
        try TypeChoice(namespace: namespace).decode(
            identifier, at: path(), in: decoder, payload: { try CodableValue(from: decoder) },
            registered: { try decodeContent($0, identifier: identifier, in: container, of: decoder) })
    }

    private func decodeContent(
        _ registered: RegisteredType, identifier: String, in container: ObjectDecodingContainer,
        of decoder: any Decoder
    ) throws -> Any {
        let key = AnyCodingKey(content)
        if container.contains(key) { return try registered.decode(container.superDecoder(forKey: key)) }
        if let decoded = try SpelledMember.decode(content, of: decoder, as: registered) { return decoded }
        let failure = DynamicCodingFailure.missingContent(
            key: content, base: namespace.baseName, identifier: identifier)
        throw DecodingError.keyNotFound(key, failure.decodingContext(decoder.codingPath))
    }

    /// Writes `{tag: identifier, content: value}`, both keys as spelled.
    func encode(_ payload: PolymorphicPayload, identifier: String, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(identifier, forKey: AnyCodingKey(tag))
        try payload.encode(to: container.superEncoder(forKey: AnyCodingKey(content)))
    }
}
