/// A decoder that holds one dictionary key as its value, so keys yielded by `.allKeys`
/// decode into the element type the way dictionary keys do: `"10"` is `10` for `Int`,
/// `"apples"` is `.apples` for a `String`-backed enum.
struct KeyStringDecoder: Decoder, NumberDecodingContainer {
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

    func decodeNil() -> Bool { false }
    func decode(_ type: String.Type) throws -> String { key }
    func decode(_ type: Bool.Type) throws -> Bool { try parse(type) }

    func decodeNumber<Number: LosslessStringConvertible & AdditiveArithmetic>(_ type: Number.Type) throws
        -> Number
    {
        try parse(type)
    }

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
