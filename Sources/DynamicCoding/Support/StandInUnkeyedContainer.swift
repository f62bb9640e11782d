/// The unkeyed container of a ``StandInDecoder``: an array of as many elements as its
/// source says. Past them, it answers as its source does for ``StandInStep/pastEnd``
/// rather than throw, and its index stays at the end.
///
/// ```swift
/// var array = try StandInDecoder(ZeroSource()).unkeyedContainer()
/// array.isAtEnd  // true: the zero array is empty
/// ```
struct StandInUnkeyedContainer<Source: StandInSource>: UnkeyedDecodingContainer {
    /// The place of the array.
    let array: Source
    /// How many elements the stand-in has.
    let length: Int
    var codingPath: [any CodingKey] { array.codingPath }
    var count: Int? { length }
    var isAtEnd: Bool { currentIndex >= length }
    private(set) var currentIndex = 0

    init(array: Source, length: Int) {
        self.array = array
        self.length = length
    }

    /// Where the next element is.
    private var step: StandInStep { isAtEnd ? .pastEnd : .element }

    mutating func decodeNil() throws -> Bool {
        guard try array.isNull(step) else { return false }
        advance()
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try array.inner(step, .value(type)).value(type)
        advance()
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try next(.object).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next(.array).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try next(.superDecoder)
    }

    /// A decoder of the next element, read as `read` says, moving past it.
    private mutating func next(_ read: StandInRead) throws -> StandInDecoder<Source> {
        let element = try array.inner(step, read)
        advance()
        return StandInDecoder(element)
    }

    private mutating func advance() {
        currentIndex = min(currentIndex + 1, length)
    }
}
