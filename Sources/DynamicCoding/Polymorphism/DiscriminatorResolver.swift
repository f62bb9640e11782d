/// Reads a payload's discriminator and decodes the type registered for it, with an
/// error for each way that can fail: not an object, no discriminator, a discriminator
/// that is not a string, an identifier nothing registered.
struct DiscriminatorResolver {
    let namespace: TypeNamespace

    func decode(from decoder: any Decoder) throws -> Any {
        let container = try objectContainer(of: decoder)
        let key = AnyCodingKey(namespace.discriminatorKey)
        let identifier: String
        if container.contains(key) {
            identifier = try readIdentifier(in: container, key: key)
        } else if let spelled = try identifierAsSpelled(in: decoder, key: key) {
            identifier = spelled
        } else {
            if let defaultType = namespace.defaultType { return try defaultType.decode(decoder) }
            let failure = DynamicCodingFailure.missingDiscriminator(
                key: key.stringValue, base: namespace.baseName)
            throw DecodingError.keyNotFound(key, failure.decodingContext(decoder.codingPath))
        }
        if let registered = namespace.typesByIdentifier[identifier] {
            return try decode(registered, identifier: identifier, from: decoder)
        }
        if let fallback = namespace.fallback {
            return fallback.make(identifier: identifier, payload: try CodableValue(from: decoder))
        }
        let failure = DynamicCodingFailure.unknownTypeIdentifier(
            identifier, base: namespace.baseName, registered: namespace.identifiers)
        throw DecodingError.dataCorrupted(failure.decodingContext(decoder.codingPath + [key]))
    }

    /// Decodes a registered type; when the fallback keeps failed payloads, a payload the
    /// type cannot decode becomes the fallback, and the type's error goes to the report.
    private func decode(_ registered: RegisteredType, identifier: String, from decoder: any Decoder) throws
        -> Any
    {
        do {
            return try registered.decode(decoder)
        } catch {
            guard let fallback = namespace.fallback, fallback.keepsFailedPayloads,
                let payload = try? CodableValue(from: decoder)
            else { throw error }
            let located = ErrorTracingDecoder.locate(error, in: decoder) { _ = try registered.decode($0) }
            DecodingReport.attached(to: decoder)?.record(
                located, at: decoder.codingPath, resolution: .keptAsFallback)
            return fallback.make(identifier: identifier, payload: payload)
        }
    }

    /// The discriminator found under its key as the payload spells it, when the keyed
    /// container did not have it: a coder's `keyDecodingStrategy` renames an object's keys
    /// (`cell_type` becomes `cellType`), but a discriminator key is payload data. The
    /// object is read as a dictionary, whose keys coders leave as they are; `nil` when
    /// the key is not there either.
    private func identifierAsSpelled(in decoder: any Decoder, key: AnyCodingKey) throws -> String? {
        let entries = try decoder.singleValueContainer().decode([String: DiscriminatorProbe].self)
        guard let probe = entries[key.stringValue] else { return nil }
        guard let identifier = probe.identifier else {
            let kinds = try decoder.singleValueContainer().decode([String: ValueKind].self)
            let found = kinds[key.stringValue]?.description ?? "another value"
            let context = DynamicCodingFailure.invalidDiscriminator(
                key: key.stringValue, base: namespace.baseName, found: found
            ).decodingContext(decoder.codingPath + [key])
            if found == "null" { throw DecodingError.valueNotFound(String.self, context) }
            throw DecodingError.typeMismatch(String.self, context)
        }
        return identifier
    }

    private func objectContainer(of decoder: any Decoder) throws -> ObjectDecodingContainer {
        do {
            return try decoder.container(keyedBy: AnyCodingKey.self)
        } catch {
            let found = ValueDescription.of(decoder)
            let context = DynamicCodingFailure.notAnObject(base: namespace.baseName, found: found)
                .decodingContext(decoder.codingPath)
            if found == "null" { throw DecodingError.valueNotFound([String: Any].self, context) }
            throw DecodingError.typeMismatch([String: Any].self, context)
        }
    }

    private func readIdentifier(in container: ObjectDecodingContainer, key: AnyCodingKey) throws
        -> String
    {
        do {
            return try container.decode(String.self, forKey: key)
        } catch {
            let found = (try? ValueDescription.of(container.superDecoder(forKey: key))) ?? "another value"
            let context = DynamicCodingFailure.invalidDiscriminator(
                key: key.stringValue, base: namespace.baseName, found: found
            ).decodingContext(container.codingPath + [key])
            if found == "null" { throw DecodingError.valueNotFound(String.self, context) }
            throw DecodingError.typeMismatch(String.self, context)
        }
    }
}

/// One value of an object read as a dictionary, looking for a discriminator: the string
/// it holds, if it is one.
private struct DiscriminatorProbe: Decodable {
    let identifier: String?

    init(from decoder: any Decoder) throws {
        identifier = try? decoder.singleValueContainer().decode(String.self)
    }
}

/// One value of an object read as a dictionary, described for an error message.
private struct ValueKind: Decodable {
    let description: String

    init(from decoder: any Decoder) throws {
        description = ValueDescription.of(decoder)
    }
}
