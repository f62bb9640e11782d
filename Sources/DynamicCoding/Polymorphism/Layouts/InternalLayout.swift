/// The internal layout (``TypeLayout/internal(_:_:)``): reads the discriminator inside the
/// payload's own object, under one key or a path of keys, and decodes the type
/// registered for it, with an error for each way that can fail: not an object, no
/// discriminator, a discriminator that is not a string, an identifier nothing registered.
struct InternalLayout {
    let namespace: TypeNamespace

    /// The key of the discriminator, then the keys nested under it; read from the layout
    /// only on the long way (the usual one key is ``TypeNamespace/discriminatorKey``).
    private var keys: [String] {
        guard case .internal(let keys) = namespace.layout.kind else { return [] }
        return keys
    }

    private var reader: DiscriminatorReader {
        DiscriminatorReader(namespace: namespace, discriminatorKeys: keys, readsArrays: true)
    }

    func decode<Base>(_ base: Base.Type, from decoder: any Decoder) throws -> Base {
        if let key = namespace.discriminatorKey,
            let (identifier, container) = try? identifier(under: key, in: decoder)
        {
            return try decodeRegistered(
                base, identifier, at: container.codingPath + [key], from: decoder, object: container)
        }
        switch try findIdentifier(in: decoder) {
        case .found(let identifier, let path):
            return try decodeRegistered(base, identifier, at: path, from: decoder)
        case .missing(let index, let path):
            if let defaultType = namespace.defaultType {
                return try BaseConformance.cast(
                    defaultType.decode(decoder), to: base, at: decoder.codingPath)
            }
            throw reader.missingDiscriminator(keys[index], in: path)
        }
    }

    /// The type registered for `identifier`, decoded from the whole payload; from `object`,
    /// the payload's keyed container, when the identifier was read from it.
    private func decodeRegistered<Base>(
        _ base: Base.Type, _ identifier: String, at path: @autoclosure () -> [any CodingKey],
        from decoder: any Decoder, object: ObjectDecodingContainer? = nil
    ) throws -> Base {
        try TypeChoice(namespace: namespace).decode(
            identifier, at: path(), in: decoder, payload: { try CodableValue(from: decoder) },
            registered: { registered in
                try registered.decode(as: base, from: decoder, object: object, valuePath: decoder.codingPath)
            }, wholePayload: true)
    }

    /// The usual case, one lookup: a string under the one key, as the keyed container lists
    /// it. `nil` (or an error) sends the caller the long way, which words each failure.
    private func identifier(under key: AnyCodingKey, in decoder: any Decoder) throws
        -> (String, ObjectDecodingContainer)?
    {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        guard let identifier = try container.decodeIfPresent(String.self, forKey: key) else {
            return nil
        }
        return (identifier, container)
    }

    /// The identifier and its coding path, or the key that is missing.
    private func findIdentifier(in decoder: any Decoder) throws -> SpelledDiscriminator {
        var container = try PayloadObject.container(of: decoder, base: namespace.baseName)
        for (index, name) in keys.enumerated() {
            let key = AnyCodingKey(name)
            guard container.contains(key) else {
                return try reader.identifierAsSpelled(in: decoder, keys: keys)
            }
            if index == keys.count - 1 {
                return .found(
                    try reader.identifier(in: container, key: key), at: container.codingPath + [key])
            }
            container = try nestedObject(in: container, key: key)
        }
        return .missing(index: 0, in: decoder.codingPath)
    }

    private func nestedObject(in container: ObjectDecodingContainer, key: AnyCodingKey) throws
        -> ObjectDecodingContainer
    {
        do {
            return try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
        } catch {
            let found = (try? ValueDescription.of(container.superDecoder(forKey: key))) ?? "another value"
            throw reader.invalidDiscriminator(found: found, at: container.codingPath + [key])
        }
    }

    /// Encodes `value`'s own keys, then the identifier under the discriminator's `keys`;
    /// `unlessWritten`, only when the value wrote no discriminator of its own (one it read,
    /// which an array of identifiers is written back as). Static, so that encoding copies
    /// no namespace: `baseName` is all it needs of it.
    static func encode(
        _ payload: PolymorphicPayload, identifier: String, keys: [String], baseName: String,
        to encoder: any Encoder, unlessWritten: Bool
    ) throws {
        let nonObject: String?
        if unlessWritten {
            let (found, written) = try ObjectOnlyEncoder.encodeRecordingKeys(into: encoder, payload.encode)
            if found == nil, written.contains(keys[0]) { return }
            nonObject = found
        } else {
            nonObject = try ObjectOnlyEncoder.encode(into: encoder, payload.encode)
        }
        if let found = nonObject {
            let failure = DynamicCodingFailure.notEncodedAsObject(
                type: String(describing: type(of: payload.value)), base: baseName, found: found,
                discriminatorKey: keys.joined(separator: "."))
            throw EncodingError.invalidValue(payload.value, failure.encodingContext(encoder.codingPath))
        }
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for key in keys.dropLast() {
            container = container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey(key))
        }
        try container.encode(identifier, forKey: AnyCodingKey(keys[keys.count - 1]))
    }
}
