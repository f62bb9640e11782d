/// An object's keyed container: each key is found by comparing it with the members' bytes
/// (an object of more than 16 members builds an index once), the first member of a name
/// winning as in `JSONDecoder`.
///
/// ```swift
/// let container = try decoder.container(keyedBy: CodingKeys.self)
/// let id = try container.decode(Int.self, forKey: .id)
/// ```
struct JSONKeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: JSONEntryDecoder
    /// The object's entry.
    let object: Int
    /// The container's coding path.
    let path: JSONContainerPath
    /// The members' names as the key strategy converts them; `nil` for keys as written.
    private let convertedNames: [String]?

    init(decoder: JSONEntryDecoder, object: Int, path: JSONContainerPath) {
        self.decoder = decoder
        self.object = object
        self.path = path
        convertedNames =
            decoder.options.usesKeysAsWritten
            ? nil : JSONKeyConversion.names(of: object, in: decoder, path: decoder.codingPath(path))
    }

    var codingPath: [any CodingKey] { decoder.codingPath(path) }

    /// The entries of each member's key, in order.
    private var keyEntries: some Sequence<Int> {
        let entries = decoder.document.entries
        let count = Int(entries[object].count)
        return sequence(first: object + 1) { keyIndex in entries[keyIndex + 1].next(after: keyIndex + 1) }
            .prefix(count)
    }

    private func name(ofMember member: Int, keyIndex: Int) -> String {
        convertedNames?[member] ?? decoder.document.string(at: keyIndex)
    }

    var allKeys: [Key] {
        var seen = Set<String>()
        return keyEntries.enumerated().compactMap { member, keyIndex in
            let name = name(ofMember: member, keyIndex: keyIndex)
            guard seen.insert(name).inserted else { return nil }
            return Key(stringValue: name)
        }
    }

    /// The entry of the value of the first member named `key`.
    @inline(__always)
    func valueIndex(of key: Key) -> Int? {
        valueIndex(named: key.stringValue)
    }

    @inline(__always)
    private func valueIndex(named name: String) -> Int? {
        let count = Int(decoder.document.entries[object].count)
        if count > 16 { return indexedValue(of: name) }
        guard let convertedNames else { return decoder.document.valueIndex(inObject: object, key: name) }
        let entries = decoder.document.entries
        var keyIndex = object + 1
        for member in 0..<count {
            if convertedNames[member] == name { return keyIndex + 1 }
            keyIndex = entries[keyIndex + 1].next(after: keyIndex + 1)
        }
        return nil
    }

    private func indexedValue(of name: String) -> Int? {
        if let index = decoder.memberIndexes[object] { return index[name] }
        var index: [String: Int] = [:]
        for (member, keyIndex) in keyEntries.enumerated() {
            let memberName = self.name(ofMember: member, keyIndex: keyIndex)
            if index[memberName] == nil { index[memberName] = keyIndex + 1 }
        }
        decoder.memberIndexes[object] = index
        return index[name]
    }

    private func value(for key: Key) throws -> Int {
        guard let index = valueIndex(of: key) else {
            throw decoder.keyNotFound(key, inObject: object, path: codingPath)
        }
        return index
    }

    func contains(_ key: Key) -> Bool { valueIndex(of: key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        decoder.document.entries[try value(for: key)].kind == .null
    }

    @inline(__always)
    private func scalar<T: JSONScalar>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.scalar(type, at: try value(for: key), path: path, step: .key(key))
    }

    @inline(__always)
    private func scalarIfPresent<T: JSONScalar>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = valueIndex(of: key), decoder.document.entries[index].kind != .null else {
            return nil
        }
        return try decoder.scalar(type, at: index, path: path, step: .key(key))
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(type, forKey: key) }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try scalarIfPresent(type, forKey: key)
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(type, forKey: key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try scalarIfPresent(type, forKey: key)
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(type, forKey: key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try scalarIfPresent(type, forKey: key)
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(type, forKey: key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try scalarIfPresent(type, forKey: key)
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(type, forKey: key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try scalarIfPresent(type, forKey: key)
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(type, forKey: key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try scalarIfPresent(type, forKey: key)
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try scalar(type, forKey: key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try scalarIfPresent(type, forKey: key)
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try scalar(type, forKey: key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try scalarIfPresent(type, forKey: key)
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(type, forKey: key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try scalarIfPresent(type, forKey: key)
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try scalar(type, forKey: key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try scalarIfPresent(type, forKey: key)
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try scalar(type, forKey: key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try scalarIfPresent(type, forKey: key)
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try scalar(type, forKey: key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try scalarIfPresent(type, forKey: key)
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try scalar(type, forKey: key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try scalarIfPresent(type, forKey: key)
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(type, forKey: key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try scalarIfPresent(type, forKey: key)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.decode(type, at: try value(for: key), path: path, step: .key(key))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = valueIndex(of: key), decoder.document.entries[index].kind != .null else {
            return nil
        }
        return try decoder.decode(type, at: index, path: path, step: .key(key))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.keyedContainer(at: try value(for: key), path: path, step: .key(key))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.unkeyedContainer(at: try value(for: key), path: path, step: .key(key))
    }

    func superDecoder() throws -> any Decoder {
        decoder.superDecoder(at: valueIndex(named: "super"), path: path, step: .key(AnyCodingKey("super")))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.superDecoder(at: valueIndex(of: key), path: path, step: .key(key))
    }
}
