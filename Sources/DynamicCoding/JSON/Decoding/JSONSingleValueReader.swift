/// The single-value container of one entry.
///
/// ```swift
/// let name = try decoder.singleValueContainer().decode(String.self)
/// ```
struct JSONSingleValueReader: SingleValueDecodingContainer {
    let decoder: JSONEntryDecoder
    let index: Int
    let path: JSONContainerPath

    var codingPath: [any CodingKey] { decoder.codingPath(path) }

    func decodeNil() -> Bool { decoder.document.entries[index].kind == .null }

    @inline(__always)
    private func scalar<T: JSONScalar>(_ type: T.Type) throws -> T {
        try decoder.scalar(type, at: index, path: path, step: nil)
    }

    func decode(_ type: Bool.Type) throws -> Bool { try scalar(type) }
    func decode(_ type: String.Type) throws -> String { try scalar(type) }
    func decode(_ type: Double.Type) throws -> Double { try scalar(type) }
    func decode(_ type: Float.Type) throws -> Float { try scalar(type) }
    func decode(_ type: Int.Type) throws -> Int { try scalar(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try scalar(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try scalar(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try scalar(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try scalar(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try scalar(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.decodeHere(type)
    }
}

extension JSONSingleValueReader: NumberTextReading {
    /// The number's text, as the document writes it.
    func numberText() -> String? {
        let entry = decoder.document.entries[index]
        guard entry.kind == .number, entry.count != JSONEntry.malformed else { return nil }
        return decoder.document.text(at: index)
    }
}
