/// The external layout (``TypeLayout/external``): an object with one key, the
/// identifier, holding the value (`{"circle": {"r": 2}}`). The value is decoded in place.
struct ExternalLayout {
    let namespace: TypeNamespace

    func decode(from decoder: any Decoder) throws -> Any {
        let container = try PayloadObject.container(of: decoder, base: namespace.baseName)
        let keys = container.allKeys
        // The usual case, straight to the registered type; not when a fallback keeps the
        // payloads that type fails on (``TypeChoice`` does that).
        if keys.count == 1, namespace.fallback?.keepsFailedPayloads != true,
            let registered = namespace.registered(for: keys[0].stringValue)
        {
            return try registered.decode(container.superDecoder(forKey: keys[0]))
        }
        // The key as the payload spells it: a key strategy may have renamed it.
        let spelled = try RawKeyObject.keys(of: decoder).sorted()
        guard spelled.count == 1, let identifier = spelled.first else {
            let failure = DynamicCodingFailure.notOneKey(base: namespace.baseName, keys: spelled)
            throw DecodingError.dataCorrupted(failure.decodingContext(decoder.codingPath))
        }
        return try TypeChoice(namespace: namespace).decode(
            identifier, at: decoder.codingPath + [AnyCodingKey(identifier)], in: decoder,
            payload: { try CodableValue(from: decoder) },
            registered: { registered in
                if keys.count == 1, keys[0].stringValue == identifier {
                    return try registered.decode(container.superDecoder(forKey: keys[0]))
                }
                if let decoded = try SpelledMember.decode(identifier, of: decoder, as: registered) {
                    return decoded
                }
                throw Absence.missing(AnyCodingKey(identifier), in: decoder.codingPath).error
            })
    }

    /// Writes `{identifier: value}`, the identifier as spelled whatever the key strategy
    /// (it is written as a dictionary's key, which coders treat as data).
    func encode(_ payload: PolymorphicPayload, identifier: String, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode([identifier: payload])
    }
}
