/// A decoder that holds one dictionary key as its value, so keys yielded by `.allKeys`
/// decode into the element type the way dictionary keys do: `"10"` is `10` for `Int`,
/// `"apples"` is `.apples` for a `String`-backed enum.
///
/// A type that is made from a string (`LosslessStringConvertible`: `String`, `Bool`, the
/// numbers) is made from the key; any other decodes from this decoder, whose single value
/// is the key. One generic method answers every type the container asks for.
///
/// ```swift
/// try Int(from: KeyStringDecoder(key: "10", codingPath: [], userInfo: [:]))  // 10
/// ```
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

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard let convertible = type as? any LosslessStringConvertible.Type else { return try T(from: self) }
        guard let value = try parse(convertible) as? T else { throw mismatch(type) }
        return value
    }

    private func parse<Value: LosslessStringConvertible>(_ type: Value.Type) throws -> Value {
        guard let value = Value(key) else {
            throw DecodingError.typeMismatch(
                type,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "Expected \(Value.self) but found the key \"\(key)\"."))
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
