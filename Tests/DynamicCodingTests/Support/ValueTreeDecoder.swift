import DynamicCoding
import Foundation

/// A small third-party-style decoder over a `CodableValue` tree, for the tests that the
/// library works with any `Decoder`. Its unkeyed containers can be made to move past every
/// element in `decodeNil()`, null or not, as Yams 6's do.
struct ValueTreeDecoder: Decoder {
    let value: CodableValue
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]
    let decodeNilMovesPastValues: Bool

    init(
        _ value: CodableValue, codingPath: [any CodingKey] = [], userInfo: [CodingUserInfoKey: Any] = [:],
        decodeNilMovesPastValues: Bool = false
    ) {
        self.value = value
        self.codingPath = codingPath
        self.userInfo = userInfo
        self.decodeNilMovesPastValues = decodeNilMovesPastValues
    }

    func child(_ value: CodableValue, _ key: any CodingKey) -> ValueTreeDecoder {
        ValueTreeDecoder(
            value, codingPath: codingPath + [key], userInfo: userInfo,
            decodeNilMovesPastValues: decodeNilMovesPastValues)
    }

    func mismatch(_ type: Any.Type) -> DecodingError {
        DecodingError.typeMismatch(
            type, .init(codingPath: codingPath, debugDescription: "Expected \(type) but found \(value)."))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch([String: Any].self) }
        (userInfo[ObjectOpenings.key] as? ObjectOpenings)?.count += 1
        return KeyedDecodingContainer(KeyedValues<Key>(decoder: self, members: members))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch([Any].self) }
        return UnkeyedValues(decoder: self, elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValue(decoder: self)
    }
}

private struct KeyedValues<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ValueTreeDecoder
    let members: CodableValue.Object

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func member(_ key: Key) throws -> ValueTreeDecoder {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "No value for \(key.stringValue)."))
        }
        return decoder.child(value, key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key).value == .null }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try T(from: member(key)) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try type.init(from: member(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try type.init(from: member(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try type.init(from: member(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try type.init(from: member(key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try type.init(from: member(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try type.init(from: member(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try type.init(from: member(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try type.init(from: member(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try type.init(from: member(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try type.init(from: member(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try type.init(from: member(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try type.init(from: member(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try type.init(from: member(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try type.init(from: member(key)) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try member(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try member(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { try member(Key(stringValue: "super")!) }
    func superDecoder(forKey key: Key) throws -> any Decoder { try member(key) }
}

private struct UnkeyedValues: UnkeyedDecodingContainer {
    let decoder: ValueTreeDecoder
    let elements: [CodableValue]
    var currentIndex = 0

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> ValueTreeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, .init(codingPath: codingPath, debugDescription: "Unkeyed container is at end."))
        }
        return decoder.child(elements[currentIndex], IndexKey(intValue: currentIndex))
    }

    /// Like Yams 6 when `decodeNilMovesPastValues`: moves on whatever the element is.
    mutating func decodeNil() throws -> Bool {
        let isNull = try next().value == .null
        if isNull || decoder.decodeNilMovesPastValues { currentIndex += 1 }
        return isNull
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try T(from: next())
        currentIndex += 1
        return value
    }

    private mutating func primitive<T: Decodable>(_ type: T.Type) throws -> T {
        try decode(type)
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try primitive(type) }
    mutating func decode(_ type: String.Type) throws -> String { try primitive(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try primitive(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try primitive(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try primitive(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try primitive(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try primitive(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try primitive(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try primitive(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try primitive(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try primitive(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try primitive(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try primitive(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try primitive(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let container = try next().container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try next().unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let element = try next()
        currentIndex += 1
        return element
    }
}

private struct SingleValue: SingleValueDecodingContainer {
    let decoder: ValueTreeDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: decoder) }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let bool) = decoder.value else { throw decoder.mismatch(type) }
        return bool
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let string) = decoder.value else { throw decoder.mismatch(type) }
        return string
    }

    func decode(_ type: Double.Type) throws -> Double {
        switch decoder.value {
        case .double(let double): return double
        case .int(let int): return Double(int)
        default: throw decoder.mismatch(type)
        }
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard case .int(let int) = decoder.value, let value = T(exactly: int) else {
            throw decoder.mismatch(type)
        }
        return value
    }
}

private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(intValue: Int) {
        self.intValue = intValue
    }

    init?(stringValue: String) {
        nil
    }
}

/// Counts the keyed containers a ``ValueTreeDecoder`` opens, when its `userInfo` holds one
/// under ``key``.
final class ObjectOpenings: @unchecked Sendable {
    static let key = CodingUserInfoKey(rawValue: "test.objectOpenings")!
    var count = 0
}
