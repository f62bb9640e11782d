/// The adjacent layout (``TypeLayout/adjacent(tag:content:)``): the identifier under one
/// key, the value, any JSON value, under another (`{"type": "circle", "data": {"r": 2}}`).
/// Neither is buffered: the discriminator is read, then the content decoded in place.
struct AdjacentLayout {
    let namespace: TypeNamespace
    let discriminatorKey: String
    let contentKey: String

    /// Made only on the long way: its array of keys would be an allocation per value.
    private var reader: DiscriminatorReader {
        DiscriminatorReader(namespace: namespace, discriminatorKeys: [discriminatorKey], readsArrays: false)
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

    /// The content decoded as `registered`, with its envelope when its type holds one
    /// (``AdjacentEnvelopeHolding``): such a type decodes a payload without content from
    /// an empty object. Another type ignores the keys beside the tag and the content, as a
    /// type without a catch-all ignores the keys it does not read (finding them would cost
    /// every value a listing of its keys), and needs its content.
    private func decodeContent<Base>(
        _ base: Base.Type, _ registered: RegisteredType, identifier: String,
        in container: ObjectDecodingContainer,
        of decoder: any Decoder
    ) throws -> Base {
        let key = AnyCodingKey(contentKey)
        let holdsEnvelope = registered.holdsAdjacentEnvelope
        let value: Base
        if container.contains(key) {
            value = try registered.decode(
                as: base, from: container.superDecoder(forKey: key), object: nil,
                valuePath: decoder.codingPath)
        } else if let decoded = try SpelledMember.decode(contentKey, of: decoder, as: registered) {
            value = try BaseConformance.cast(decoded, to: base, at: decoder.codingPath)
        } else if holdsEnvelope {
            let nothing = PayloadDecoder(
                value: .object([:]), place: PayloadPlace(root: decoder.codingPath + [key]),
                userInfo: decoder.userInfo)
            let value = try registered.decode(
                as: base, from: nothing, object: nil, valuePath: decoder.codingPath)
            return try keepEnvelope(of: value, hasContent: false, from: decoder)
        } else {
            let failure = DynamicCodingFailure.missingContent(
                key: contentKey, base: namespace.baseName, identifier: identifier)
            throw DecodingError.keyNotFound(key, failure.decodingContext(decoder.codingPath))
        }
        // The usual payload, a tag and a content, has nothing more to keep.
        guard holdsEnvelope, container.allKeys.count > 2 else { return value }
        return try keepEnvelope(of: value, hasContent: true, from: decoder)
    }

    /// `value`, a holder, with the keys beside the tag and the content in its
    /// ``AdjacentEnvelope``, as the payload spells them.
    private func keepEnvelope<Base>(of value: Base, hasContent: Bool, from decoder: any Decoder) throws
        -> Base
    {
        guard var holder = value as? any AdjacentEnvelopeHolding else { return value }
        var otherKeys = CodableValue.Object()
        if case .object(let members) = try CodableValue(from: decoder) {
            for (key, member) in members where key != discriminatorKey && key != contentKey {
                otherKeys[key] = member
            }
        }
        holder.adjacentEnvelope = AdjacentEnvelope(otherKeys: otherKeys, hasContent: hasContent)
        return try BaseConformance.cast(holder, to: Base.self, at: decoder.codingPath)
    }

    /// Writes `{discriminatorKey: identifier, contentKey: value}`, both keys as spelled,
    /// with the keys of the value's ``AdjacentEnvelope`` beside them when it holds one.
    func encode(_ payload: PolymorphicPayload, identifier: String, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        let envelope = (payload.value as? any AdjacentEnvelopeHolding)?.adjacentEnvelope
        for (key, member) in envelope?.otherKeys ?? [:] where key != discriminatorKey && key != contentKey {
            try container.encode(member, forKey: AnyCodingKey(key))
        }
        try container.encode(identifier, forKey: AnyCodingKey(discriminatorKey))
        if envelope?.hasContent == false, try writesNothing(payload, at: encoder) { return }
        try payload.encode(to: container.superEncoder(forKey: AnyCodingKey(contentKey)))
    }

    /// Whether `payload` encodes as an empty object, which a value read without its
    /// content is written back as: no content.
    private func writesNothing(_ payload: PolymorphicPayload, at encoder: any Encoder) throws -> Bool {
        let discarding = DiscardingEncoder(codingPath: encoder.codingPath, userInfo: encoder.userInfo)
        let (nonObject, keys) = try ObjectOnlyEncoder.encodeRecordingKeys(into: discarding, payload.encode)
        return nonObject == nil && keys.isEmpty
    }
}
