/// A decoder that answers a type's requests with stand-in values instead of a payload's:
/// its ``StandInSource`` gives the answers (the zero of a type for
/// `@Backed(defaultValue: .zeroValue)`, the recorded examples of the schema export), and
/// this decoder and its containers hand them out as `Decodable` code asks.
///
/// ```swift
/// let zero = try Point(from: StandInDecoder(ZeroSource()))  // Point(x: 0, y: 0)
/// ```
struct StandInDecoder<Source: StandInSource>: Decoder {
    let source: Source
    var codingPath: [any CodingKey] { source.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { source.userInfo }

    init(_ source: Source) {
        self.source = source
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try source.openObject()
        return KeyedDecodingContainer(StandInKeyedContainer<Source, Key>(object: source))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        StandInUnkeyedContainer(array: source, length: try source.openArray())
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        StandInSingleValueContainer(value: source)
    }
}
