import Foundation

/// Encoding any `Encodable` value, with `JSONEncoder`'s special cases: `Date` and `Data`
/// by their strategies, `URL` as its absolute string, `Decimal` as its description, and,
/// with a key strategy other than the default, `[String: Value]` with its keys as they are.
extension JSONNodeEncoder {
    /// The node `value` encodes, or nil when it encodes nothing; with a `key`, as the
    /// value at that key of one of this encoder's containers, without one as this
    /// encoder's own value.
    func encodedNode<T: Encodable>(for value: T, key: (any CodingKey)?) throws -> JSONEncodedNode? {
        if T.self == Date.self, let date = value as? Date {
            return try encodedDate(date, key: key)
        }
        if T.self == Data.self, let data = value as? Data {
            return try encodedData(data, key: key)
        }
        if T.self == URL.self, let url = value as? URL {
            return tree.string(url.absoluteString)
        }
        if T.self == Decimal.self, let decimal = value as? Decimal {
            return tree.number(decimal.description)
        }
        if tree.convertsKeys, let dictionary = value as? any JSONStringKeyedDictionary {
            return try encodedDictionary(dictionary)
        }
        return try withEncoder(for: key) { encoder in
            try value.encode(to: encoder)
        }
    }

    /// Runs `body` with the encoder of the value at `key` (this one without a key) and
    /// takes what it encoded.
    private func withEncoder(
        for key: (any CodingKey)?, _ body: (JSONNodeEncoder) throws -> Void
    ) throws -> JSONEncodedNode? {
        guard let key else {
            try body(self)
            return takeValue()
        }
        var encoder = child(for: key)
        try body(encoder)
        let node = encoder.takeValue()
        recycle(&encoder)
        return node
    }

    private func encodedDate(_ date: Date, key: (any CodingKey)?) throws -> JSONEncodedNode {
        switch tree.options.dateEncodingStrategy {
        case .deferredToDate:
            return try withEncoder(for: key) { try date.encode(to: $0) } ?? tree.emptyObject()
        case .secondsSince1970:
            return try tree.floatingPoint(
                date.timeIntervalSince1970, strategy: .throw, codingPath: path(adding: key))
        case .millisecondsSince1970:
            return try tree.floatingPoint(
                1000.0 * date.timeIntervalSince1970, strategy: .throw, codingPath: path(adding: key))
        case .iso8601:
            return tree.string(date.formatted(.iso8601))
        #if canImport(Darwin)
            case .formatted(let formatter):
                return tree.string(formatter.string(from: date))
        #endif
        case .custom(let encode):
            return try withEncoder(for: key) { try encode(date, $0) } ?? tree.emptyObject()
        @unknown default:
            return try withEncoder(for: key) { try date.encode(to: $0) } ?? tree.emptyObject()
        }
    }

    private func encodedData(_ data: Data, key: (any CodingKey)?) throws -> JSONEncodedNode {
        switch tree.options.dataEncodingStrategy {
        case .deferredToData:
            return try withEncoder(for: key) { try data.encode(to: $0) } ?? tree.emptyObject()
        case .base64:
            return tree.string(data.base64EncodedString())
        case .custom(let encode):
            return try withEncoder(for: key) { try encode(data, $0) } ?? tree.emptyObject()
        @unknown default:
            return try withEncoder(for: key) { try data.encode(to: $0) } ?? tree.emptyObject()
        }
    }

    /// A `[String: Value]` under a key strategy: its keys unconverted, each value encoded by
    /// an encoder whose path is this encoder's and the key (not the dictionary's own key,
    /// as `JSONEncoder` has it).
    private func encodedDictionary(_ dictionary: any JSONStringKeyedDictionary) throws -> JSONEncodedNode {
        let object = tree.makeContainer()
        let encoder = JSONNodeEncoder(tree: tree, owner: self, key: nil)
        try dictionary.forEachEntry { key, value in
            encoder.key = AnyCodingKey(key)
            let node = try encoder.encodedNode(for: value, key: nil) ?? tree.emptyObject()
            tree.set(node, forKey: key, in: object)
        }
        return .object(object)
    }

    /// This encoder's path and `key`: where `JSONEncoder` reports a number it cannot write.
    func path(adding key: (any CodingKey)?) -> [any CodingKey] {
        var path = codingPath
        if let key { path.append(key) }
        return path
    }
}
