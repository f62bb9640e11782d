/// Makes the zero of a type, for `@Backed(defaultValue: .zeroValue)`: `nil` for an
/// optional, the ``ZeroValueProviding`` zero, the first case of a `CaseIterable` type,
/// and otherwise an instance decoded from a decoder that answers every request with a
/// zero (`""`, `0`, `false`, empty arrays and objects, `nil` for optional members), so
/// that a plain `Codable` model needs no conformance of its own.
struct ZeroDecoder: Decoder {
    /// Nesting deeper than this is a type that contains itself: it has no zero.
    private static let maximumDepth = 64

    let codingPath: [any CodingKey]
    /// How many values deep this decoder is, keys or not.
    private let depth: Int
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init() {
        codingPath = []
        depth = 0
    }

    private init(codingPath: [any CodingKey], depth: Int) {
        self.codingPath = codingPath
        self.depth = depth
    }

    /// The zero of `type`, or the error that says why it has none.
    func zero<Value>(of type: Value.Type) throws -> Value {
        if let none = Optionality.nilValue(of: type) { return none }
        if let zero = (type as? any ZeroValueProviding.Type)?.zeroValue as? Value { return zero }
        if let cases = type as? any CaseIterable.Type, let first = Self.firstCase(cases) as? Value {
            return first
        }
        guard let decodable = type as? any Decodable.Type else {
            throw DecodingError.typeMismatch(
                type,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                        "\(type) is not Decodable and not ZeroValueProviding, so it has no zero."))
        }
        guard let zero = try decodable.init(from: self) as? Value else {
            throw DecodingError.typeMismatch(
                type,
                DecodingError.Context(
                    codingPath: codingPath, debugDescription: "\(type) decoded another type."))
        }
        return zero
    }

    private static func firstCase<Cases: CaseIterable>(_ type: Cases.Type) -> Any? {
        Cases.allCases.first
    }

    /// The decoder of a value inside this one, under `key` or (for a single value) at the
    /// same place.
    func nested(_ key: (any CodingKey)? = nil) throws -> ZeroDecoder {
        guard depth < Self.maximumDepth else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                        "The type contains itself more than \(Self.maximumDepth) levels deep, so it has no zero."
                ))
        }
        return ZeroDecoder(codingPath: key.map { codingPath + [$0] } ?? codingPath, depth: depth + 1)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(ZeroKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        ZeroUnkeyedContainer(codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        ZeroSingleValueContainer(decoder: self)
    }
}

/// An object with every key: each holds `null` when asked (so optional members and
/// defaults see nothing), and the zero of the type when a value is asked for.
private struct ZeroKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ZeroDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { true }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.nested(key).zero(of: type)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        nil
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try decoder.nested(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.nested(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder.nested(key) }
}

/// An empty array.
private struct ZeroUnkeyedContainer: UnkeyedDecodingContainer {
    let codingPath: [any CodingKey]
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }

    mutating func decodeNil() throws -> Bool { true }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        throw DecodingError.valueNotFound(
            type, DecodingError.Context(codingPath: codingPath, debugDescription: "The zero array is empty."))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try ZeroDecoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { self }
    mutating func superDecoder() throws -> any Decoder { ZeroDecoder() }
}

/// A zero scalar: `""`, `0` or `false`; any other type is decoded from zeros itself.
private struct ZeroSingleValueContainer: NumberDecodingContainer {
    let decoder: ZeroDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { false }
    func decode(_ type: String.Type) throws -> String { "" }
    func decode(_ type: Bool.Type) throws -> Bool { false }

    func decodeNumber<Number: LosslessStringConvertible & AdditiveArithmetic>(_ type: Number.Type) throws
        -> Number
    {
        .zero
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.nested().zero(of: type)
    }
}
