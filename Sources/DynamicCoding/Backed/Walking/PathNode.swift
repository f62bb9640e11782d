/// A place in the payload that a path has reached.
enum PathNode: ElementSource {
    /// The value under `key` in `container`.
    case member(ObjectDecodingContainer, AnyCodingKey)
    /// The element an unkeyed container is positioned on.
    case element(any UnkeyedDecodingContainer)
    /// The value a decoder holds.
    case whole(any Decoder)
    /// A key yielded by `.allKeys` or `.keys(where:)`, read as a value.
    case key(String, codingPath: [any CodingKey])

    var codingPath: [any CodingKey] {
        switch self {
        case .member(let container, let key): return container.codingPath + [key]
        case .element(let container):
            return container.codingPath + [AnyCodingKey(index: container.currentIndex)]
        case .whole(let decoder): return decoder.codingPath
        case .key(_, let codingPath): return codingPath
        }
    }

    /// Whether the value here is `null`.
    func isNull() throws -> Bool {
        switch self {
        case .member(let container, let key): return try container.decodeNil(forKey: key)
        case .element(var container): return try container.decodeNil()
        case .whole(let decoder): return try decoder.singleValueContainer().decodeNil()
        case .key: return false
        }
    }

    /// The object here. `nil` only when the value is `null`.
    func keyedContainer() throws -> ObjectDecodingContainer? {
        if try isNull() { return nil }
        switch self {
        case .member(let container, let key):
            return try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
        case .element(var container):
            return try container.nestedContainer(keyedBy: AnyCodingKey.self)
        case .whole(let decoder):
            return try decoder.container(keyedBy: AnyCodingKey.self)
        case .key(_, let codingPath):
            throw Self.keyIsNotAContainer(codingPath, expected: [String: Any].self)
        }
    }

    /// The array here. `nil` only when the value is `null`.
    func unkeyedContainer() throws -> (any UnkeyedDecodingContainer)? {
        if try isNull() { return nil }
        switch self {
        case .member(let container, let key): return try container.nestedUnkeyedContainer(forKey: key)
        case .element(var container): return try container.nestedUnkeyedContainer()
        case .whole(let decoder): return try decoder.unkeyedContainer()
        case .key(_, let codingPath): throw Self.keyIsNotAContainer(codingPath, expected: [Any].self)
        }
    }

    /// Decodes the value here with `coder`.
    func decode<Value>(with coder: any ValueCoder<Value>, userInfo: [CodingUserInfoKey: Any]) throws -> Value
    {
        switch self {
        case .member(let container, let key):
            return try coder.decode(container, forKey: key)
        case .element(var container):
            return try coder.decode(&container)
        case .whole(let decoder):
            return try coder.decode(from: decoder)
        case .key(let key, let codingPath):
            return try coder.decode(
                from: KeyStringDecoder(key: key, codingPath: codingPath, userInfo: userInfo))
        }
    }

    func decoder(userInfo: [CodingUserInfoKey: Any]) throws -> any Decoder {
        switch self {
        case .member(let container, let key): return try container.superDecoder(forKey: key)
        case .element(var container): return try container.superDecoder()
        case .whole(let decoder): return decoder
        case .key(let key, let codingPath):
            return KeyStringDecoder(key: key, codingPath: codingPath, userInfo: userInfo)
        }
    }

    private static func keyIsNotAContainer(_ codingPath: [any CodingKey], expected: Any.Type) -> DecodingError
    {
        DecodingError.typeMismatch(
            expected,
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "Expected to decode \(expected) but found a key (a string) instead."))
    }
}
