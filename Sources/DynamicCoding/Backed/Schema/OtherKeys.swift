/// Reads and writes an `.otherKeys` property: the entries of the model's object that no
/// declared property reads, with their keys as the payload spells them.
enum OtherKeys {
    /// Whether a property of type `Value` can hold the entries.
    static func canHold<Value>(_ type: Value.Type) -> Bool {
        type == [String: CodableValue].self || type == [String: CodableValue]?.self
    }

    /// The object's entries whose key no declared property reads.
    ///
    /// The entries are read as a dictionary, so their keys are as spelled; declared
    /// properties look up keys as the coder's `keyDecodingStrategy` converted them. An
    /// entry is read by a property when its key, as the keyed container lists it, is a
    /// declared key: the key itself when the container has it unchanged, else its
    /// snake-case conversion (`cell_type` → `cellType`) when the container has that.
    /// Under a custom strategy an entry whose converted key is unknown is kept.
    static func read(from containers: inout DecodingContainers, declaredKeys: Set<String>) throws
        -> [String: CodableValue]
    {
        let entries = try containers.decoder.singleValueContainer().decode([String: CodableValue].self)
        let listed = Set(try containers.container(at: ContainerTree.root)?.allKeys.map(\.stringValue) ?? [])
        return entries.filter { key, _ in
            if listed.contains(key) { return !declaredKeys.contains(key) }
            let converted = fromSnakeCase(key)
            return !(listed.contains(converted) && declaredKeys.contains(converted))
        }
    }

    /// Writes the entries in key order.
    static func write(_ entries: [String: CodableValue], to container: inout ObjectEncodingContainer) throws {
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            try container.encode(value, forKey: AnyCodingKey(key))
        }
    }

    /// `key` as `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase` converts it:
    /// underscores at either end are kept, the words between them joined in camel case.
    static func fromSnakeCase(_ key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }),
            let last = key.lastIndex(where: { $0 != "_" })
        else { return key }
        let words = key[first...last].split(separator: "_")
        guard words.count > 1 else { return key }
        let joined =
            words[0].lowercased()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
        return key[..<first] + joined + key[key.index(after: last)...]
    }
}
