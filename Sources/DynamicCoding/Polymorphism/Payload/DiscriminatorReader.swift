/// Reads the string discriminator that names a payload's type, with an error for each
/// way that can fail (missing, not a string), for the layouts that keep their identifier
/// under a key.
///
/// Where the layout reads arrays (the internal one), the discriminator may be an array of
/// strings, as JSON-LD writes it (`"type": ["Person", "schema:Person"]`): its first
/// identifier the namespace registers names the type, else its first, for the fallback.
struct DiscriminatorReader {
    let namespace: TypeNamespace
    /// The keys to the discriminator.
    let discriminatorKeys: [String]
    /// Whether an array of strings names the type too.
    let readsArrays: Bool

    var baseName: String { namespace.baseName }

    /// The key path to the discriminator, as written in messages (`meta.kind`); joined
    /// only for a message, never on the way to a value.
    var discriminatorName: String { discriminatorKeys.joined(separator: ".") }

    /// The string under `key`, which the container has.
    func identifier(in container: ObjectDecodingContainer, key: AnyCodingKey) throws -> String {
        do {
            return try container.decode(String.self, forKey: key)
        } catch {
            if readsArrays, let identifiers = try? container.decode([String].self, forKey: key) {
                guard let identifier = chosen(among: identifiers) else {
                    throw invalidDiscriminator(found: "an empty array", at: container.codingPath + [key])
                }
                return identifier
            }
            let found = (try? ValueDescription.of(container.superDecoder(forKey: key))) ?? "another value"
            throw invalidDiscriminator(found: found, at: container.codingPath + [key])
        }
    }

    /// The discriminator found under `keys` as the payload spells them, when the keyed
    /// container did not have one: a coder's `keyDecodingStrategy` renames an object's keys
    /// (`cell_type` becomes `cellType`), but a discriminator's keys are payload data. The
    /// object is read as a ``RawKeyObject``, down to the discriminator's depth.
    func identifierAsSpelled(in decoder: any Decoder, keys: [String]) throws -> SpelledDiscriminator {
        let depth = DiscriminatorDepth(decoder.codingPath.count + keys.count)
        var members = try RawKeyObject.members(DiscriminatorMember.self, of: decoder, reader: depth)
        var path = decoder.codingPath
        for (index, key) in keys.enumerated() {
            guard let member = members[key] else { return .missing(index: index, in: path) }
            path.append(AnyCodingKey(key))
            switch member {
            case .string(let identifier) where index == keys.count - 1: return .found(identifier, at: path)
            case .strings(let identifiers) where index == keys.count - 1 && readsArrays:
                guard let identifier = chosen(among: identifiers) else {
                    throw invalidDiscriminator(found: "an empty array", at: path)
                }
                return .found(identifier, at: path)
            case .object(let nested) where index < keys.count - 1: members = nested
            case .string: throw invalidDiscriminator(found: "a string", at: path)
            case .strings: throw invalidDiscriminator(found: "an array", at: path)
            case .object: throw invalidDiscriminator(found: "an object", at: path)
            case .other(let found): throw invalidDiscriminator(found: found, at: path)
            }
        }
        return .missing(index: 0, in: decoder.codingPath)
    }

    /// The identifier an array discriminator names: the first the namespace registers, else
    /// the first; `nil` for an empty array.
    private func chosen(among identifiers: [String]) -> String? {
        identifiers.first { namespace.registered(for: $0) != nil } ?? identifiers.first
    }

    /// A discriminator, or an object on the way to it, that is not what it should be.
    func invalidDiscriminator(found: String, at codingPath: [any CodingKey]) -> DecodingError {
        let context = DynamicCodingFailure.invalidDiscriminator(
            key: discriminatorName, base: baseName, found: found
        )
        .decodingContext(codingPath)
        if found == "null" { return DecodingError.valueNotFound(String.self, context) }
        return DecodingError.typeMismatch(String.self, context)
    }

    /// The error for a payload without its discriminator, at the key that is missing.
    func missingDiscriminator(_ key: String, in codingPath: [any CodingKey]) -> DecodingError {
        let failure = DynamicCodingFailure.missingDiscriminator(key: discriminatorName, base: baseName)
        return DecodingError.keyNotFound(AnyCodingKey(key), failure.decodingContext(codingPath))
    }
}

/// What ``DiscriminatorReader/identifierAsSpelled(in:keys:)`` found.
enum SpelledDiscriminator {
    /// The identifier, at this coding path.
    case found(String, at: [any CodingKey])
    /// The key at `index` is missing from the object at this coding path.
    case missing(index: Int, in: [any CodingKey])
}

/// One member of an object read as a ``RawKeyObject``, looking for a discriminator: the
/// string it holds, the object it is (read only down to the discriminator's depth), or
/// what else it is.
private indirect enum DiscriminatorMember: RawKeyMember {
    case string(String)
    /// An array of strings, which names the type in the layouts that read arrays.
    case strings([String])
    case object([String: DiscriminatorMember])
    case other(String)

    init(from decoder: any Decoder, reader depth: DiscriminatorDepth) throws {
        if let string = try? decoder.singleValueContainer().decode(String.self) {
            self = .string(string)
        } else if let strings = try? decoder.singleValueContainer().decode([String].self) {
            self = .strings(strings)
        } else if decoder.codingPath.count < depth.codingPathCount,
            let members = try? RawKeyObject.members(DiscriminatorMember.self, of: decoder, reader: depth)
        {
            self = .object(members)
        } else {
            self = .other(ValueDescription.of(decoder))
        }
    }
}

/// How deep a ``DiscriminatorMember`` reads objects: the coding path's length at the
/// discriminator.
private final class DiscriminatorDepth {
    let codingPathCount: Int

    init(_ codingPathCount: Int) {
        self.codingPathCount = codingPathCount
    }
}
