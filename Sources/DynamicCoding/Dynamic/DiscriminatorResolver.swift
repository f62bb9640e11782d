/// Reads a payload's discriminator and decodes the type registered for it, with an
/// error for each way that can fail: not an object, no discriminator, a discriminator
/// that is not a string, an identifier nothing registered.
struct DiscriminatorResolver {
    let namespace: TypeNamespace

    func decode(from decoder: any Decoder) throws -> Any {
        let container = try objectContainer(of: decoder)
        let key = AnyCodingKey(namespace.discriminatorKey)
        guard container.contains(key) else {
            if let defaultType = namespace.defaultType { return try defaultType.decode(decoder) }
            let failure = DynamicCodingFailure.missingDiscriminator(
                key: key.stringValue, base: namespace.baseName)
            throw DecodingError.keyNotFound(key, failure.decodingContext(decoder.codingPath))
        }
        let identifier = try readIdentifier(in: container, key: key)
        if let registered = namespace.typesByIdentifier[identifier] {
            return try registered.decode(decoder)
        }
        if let fallback = namespace.fallback {
            return fallback.make(identifier: identifier, payload: try CodableValue(from: decoder))
        }
        let failure = DynamicCodingFailure.unknownTypeIdentifier(
            identifier, base: namespace.baseName, registered: namespace.identifiers)
        throw DecodingError.dataCorrupted(failure.decodingContext(decoder.codingPath + [key]))
    }

    private func objectContainer(of decoder: any Decoder) throws -> KeyedDecodingContainer<AnyCodingKey> {
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

    private func readIdentifier(in container: KeyedDecodingContainer<AnyCodingKey>, key: AnyCodingKey) throws
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
