/// Reads and writes an `.otherKeys` property: the entries of the model's object that no
/// declared property reads, with their keys as the payload spells them. The property is a
/// `CodableValue.Object`, which keeps the entries' order (as `CodableValue` objects do), or
/// a `[String: CodableValue]`, written in key order.
enum OtherKeys {
    /// Whether a property of type `Value` can hold the entries.
    static func canHold<Value>(_ type: Value.Type) -> Bool {
        type == [String: CodableValue].self || type == [String: CodableValue]?.self
            || type == CodableValue.Object.self || type == CodableValue.Object?.self
    }

    /// The entries as a `Value` (``canHold(_:)``), or `nil` when it cannot hold them. When
    /// `Value` keeps an order (a `CodableValue.Object`) and the decoder gives the
    /// document's, the order of every key of the object, declared ones too, is noted in
    /// `containers` (``DecodingContainers/documentOrder``).
    static func read<Value>(
        _ type: Value.Type, from containers: inout DecodingContainers, declaredKeys: DeclaredKeys
    )
        throws -> Value?
    {
        guard let container = try containers.container(at: ContainerTree.root)?.pointee else {
            return CodableValue.Object.noEntries(as: Value.self)
        }
        let (entries, order) = try read(
            containers.decoder, container, node: ContainerTree.root,
            declaredKeys: declaredKeys.adding(containers.flatGroupKeys?.keys ?? [], in: ContainerTree.root))
        if let object = entries as? Value {
            containers.documentOrder = order
            return object
        }
        return entries.dictionary as? Value
    }

    /// The object's entries that no declared property reads: keys no declared path
    /// starts with, and, under keys that declared paths go through, the entries of that
    /// object that none of them reads (so `spec.strategy` is kept beside a declared
    /// `spec.replicas`). A key declared paths go through that holds no object (`"spec": 3`)
    /// is theirs: they read it (a default may replace it) and write it.
    ///
    /// The keys are listed as the payload spells them, from the object read as a
    /// dictionary; declared properties look keys up as the coder's `keyDecodingStrategy`
    /// converted them. A key is read by a property when its converted spelling, as the
    /// keyed container lists it, is a declared key: the key itself when the container has
    /// it unchanged, else its snake-case conversion (`cell_type` → `cellType`) when the
    /// container has that. Each unknown entry's value is read through the keyed container,
    /// so only those values are decoded. Under a custom strategy, a key whose converted
    /// spelling is unknown is kept, read from the object as a dictionary. The entries are in
    /// the order `CodableValue` keeps an object's; with them, the order of every key of the
    /// object when the decoder gives the document's.
    private static func read(
        _ decoder: any Decoder, _ container: ObjectDecodingContainer, node: Int, declaredKeys: DeclaredKeys
    ) throws -> (entries: CodableValue.Object, order: DocumentOrder?) {
        let spelled = try RawKeyObject.keys(of: decoder)
        let listedInOrder = container.allKeys.map(\.stringValue)
        let listed = Set(listedInOrder)
        let documentOrder = KeyOrder.documentOrder(of: spelled, listed: { listedInOrder }, by: decoder)
        let order = documentOrder ?? spelled.sorted()
        var entries: [String: CodableValue] = [:]
        var nestedOrders: [String: DocumentOrder] = [:]
        var unmapped: [String] = []
        for key in order {
            let converted = listed.contains(key) ? key : fromSnakeCase(key)
            guard listed.contains(converted) else {
                unmapped.append(key)
                continue
            }
            guard !declaredKeys.readsWhole(converted, in: node) else { continue }
            let codingKey = AnyCodingKey(converted)
            if let child = declaredKeys.node(through: converted, in: node) {
                // The declared paths' object: its other entries are kept; anything else at the
                // key (null, a number) is theirs to read, and to replace when they write.
                guard try !container.decodeNil(forKey: codingKey),
                    let nested = try? container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: codingKey)
                else { continue }
                let (rest, restOrder) = try read(
                    container.superDecoder(forKey: codingKey), nested, node: child, declaredKeys: declaredKeys
                )
                nestedOrders[key] = restOrder
                if !rest.isEmpty { entries[key] = .object(rest) }
                continue
            }
            entries[key] = try container.decode(CodableValue.self, forKey: codingKey)
        }
        if !unmapped.isEmpty {
            let all = try decoder.singleValueContainer().decode([String: CodableValue].self)
            for key in unmapped {
                entries[key] = all[key]
            }
        }
        return (
            CodableValue.Object(entries, order: order.filter { entries[$0] != nil }),
            documentOrder.map { DocumentOrder(keys: $0, nested: nestedOrders) }
        )
    }

    /// The entries an `.otherKeys` property's value holds, in order (a dictionary's sorted
    /// by key), or `nil` when it is `nil`.
    static func entries(of value: Any) -> CodableValue.Object? {
        switch Optionality.unwrappedAny(value) {
        case let object as CodableValue.Object: return object
        case let dictionary as [String: CodableValue]: return CodableValue.Object(dictionary)
        default: return nil
        }
    }

    /// Writes the entries in order.
    static func write(_ entries: CodableValue.Object, to container: inout ObjectEncodingContainer) throws {
        for (key, value) in entries {
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
