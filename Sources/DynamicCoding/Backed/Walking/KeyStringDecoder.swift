/// A decoder that holds one dictionary key as its value, so keys yielded by `.allKeys`
/// decode into the element type the way dictionary keys do: `"10"` is `10` for `Int`,
/// `"apples"` is `.apples` for a `String`-backed enum.
struct KeyStringDecoder: Decoder, SingleValueDecodingContainer {
    let key: String
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw mismatch([String: Any].self)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw mismatch([Any].self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    // The key itself, or a key that names no value.
    func decodeNil() -> Bool { false }
    func decode(_ type: String.Type) throws -> String { key }

    // Booleans and floating-point numbers, parsed from the key.
    func decode(_ type: Bool.Type) throws -> Bool { try parse(type) }
    func decode(_ type: Double.Type) throws -> Double { try parse(type) }
    func decode(_ type: Float.Type) throws -> Float { try parse(type) }

    // Signed integers, parsed from the key (`"10"` is 10).
    func decode(_ type: Int.Type) throws -> Int { try parse(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try parse(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try parse(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try parse(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try parse(type) }

    // Unsigned integers, parsed from the key.
    func decode(_ type: UInt.Type) throws -> UInt { try parse(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try parse(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try parse(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try parse(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try parse(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: self)
    }

    private func parse<T: LosslessStringConvertible>(_ type: T.Type) throws -> T {
        guard let value = T(key) else {
            throw DecodingError.typeMismatch(
                type,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "Expected \(T.self) but found the key \"\(key)\"."))
        }
        return value
    }

    private func mismatch(_ type: Any.Type) -> DecodingError {
        DecodingError.typeMismatch(
            type,
            DecodingError.Context(
                codingPath: codingPath, debugDescription: "Expected \(type) but found the key \"\(key)\"."))
    }
}
