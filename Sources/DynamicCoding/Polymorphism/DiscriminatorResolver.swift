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

/// Describes, for error messages, what kind of value a decoder holds ("a string",
/// "an object", "null", …) by probing it without consuming anything.
private enum ValueDescription {
    static func of(_ decoder: any Decoder) -> String {
        if let single = try? decoder.singleValueContainer() {
            if single.decodeNil() { return "null" }
            if (try? single.decode(Bool.self)) != nil { return "a boolean" }
            if (try? single.decode(Double.self)) != nil { return "a number" }
            if (try? single.decode(String.self)) != nil { return "a string" }
        }
        if (try? decoder.container(keyedBy: AnyCodingKey.self)) != nil { return "an object" }
        if (try? decoder.unkeyedContainer()) != nil { return "an array" }
        return "an unsupported value"
    }
}
