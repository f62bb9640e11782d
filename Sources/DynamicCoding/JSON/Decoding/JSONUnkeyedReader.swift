/// An array's unkeyed container, stepping from one element's entry to the next.
///
/// ```swift
/// var elements = try decoder.unkeyedContainer()
/// while !elements.isAtEnd { ids.append(try elements.decode(Int.self)) }
/// ```
struct JSONUnkeyedReader: UnkeyedDecodingContainer {
    let decoder: JSONEntryDecoder
    let path: JSONContainerPath
    let count: Int?
    private(set) var currentIndex = 0
    /// The entry of the element at `currentIndex`.
    private var entry: Int

    init(decoder: JSONEntryDecoder, array: Int, path: JSONContainerPath) {
        self.decoder = decoder
        self.path = path
        count = Int(decoder.document.entries[array].count)
        entry = array + 1
    }

    var codingPath: [any CodingKey] { decoder.codingPath(path) }

    var isAtEnd: Bool { currentIndex >= count ?? 0 }

    /// The entry of the next element, stepping past it; throws at the end.
    private mutating func nextEntry(_ type: Any.Type) throws -> Int {
        guard !isAtEnd else { throw endError(type) }
        let element = entry
        entry = decoder.document.entries[element].next(after: element)
        currentIndex += 1
        return element
    }

    private func endError(_ type: Any.Type) -> DecodingError {
        .valueNotFound(
            type,
            .init(
                codingPath: decoder.codingPath(path, appending: .index(currentIndex)),
                debugDescription: "Unkeyed container is at end."))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw endError(Any?.self) }
        guard decoder.document.entries[entry].kind == .null else { return false }
        _ = try nextEntry(Any?.self)
        return true
    }

    @inline(__always)
    private mutating func scalar<T: JSONScalar>(_ type: T.Type) throws -> T {
        let element = currentIndex
        return try decoder.scalar(type, at: try nextEntry(type), path: path, step: .index(element))
    }

    @inline(__always)
    private mutating func scalarIfPresent<T: JSONScalar>(_ type: T.Type) throws -> T? {
        if try decodeNil() { return nil }
        return try scalar(type)
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try scalar(type) }
    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? { try scalarIfPresent(type) }
    mutating func decode(_ type: String.Type) throws -> String { try scalar(type) }
    mutating func decodeIfPresent(_ type: String.Type) throws -> String? { try scalarIfPresent(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try scalar(type) }
    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try scalarIfPresent(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try scalar(type) }
    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { try scalarIfPresent(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try scalar(type) }
    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try scalarIfPresent(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try scalar(type) }
    mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try scalarIfPresent(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try scalar(type) }
    mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try scalarIfPresent(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try scalar(type) }
    mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try scalarIfPresent(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try scalar(type) }
    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try scalarIfPresent(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try scalar(type) }
    mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try scalarIfPresent(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar(type) }
    mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try scalarIfPresent(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar(type) }
    mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try scalarIfPresent(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar(type) }
    mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try scalarIfPresent(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar(type) }
    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try scalarIfPresent(type) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let element = currentIndex
        return try decoder.decode(type, at: try nextEntry(type), path: path, step: .index(element))
    }

    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        if try decodeNil() { return nil }
        return try decode(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let element = currentIndex
        let index = try nextEntry(KeyedDecodingContainer<NestedKey>.self)
        return try decoder.keyedContainer(at: index, path: path, step: .index(element))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let element = currentIndex
        let index = try nextEntry((any UnkeyedDecodingContainer).self)
        return try decoder.unkeyedContainer(at: index, path: path, step: .index(element))
    }

    mutating func superDecoder() throws -> any Decoder {
        let element = currentIndex
        let index = try nextEntry((any Decoder).self)
        return decoder.superDecoder(at: index, path: path, step: .index(element))
    }
}
