/// The single-value container of a ``StandInDecoder``: the value read whole.
///
/// ```swift
/// try StandInDecoder(ZeroSource()).singleValueContainer().decode(Int.self)  // 0
/// ```
struct StandInSingleValueContainer<Source: StandInSource>: SingleValueDecodingContainer {
    let value: Source
    var codingPath: [any CodingKey] { value.codingPath }

    /// A source does not throw for the value itself (``StandInSource/isNull(_:)``).
    func decodeNil() -> Bool {
        (try? value.isNull(.whole)) ?? false
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try value.inner(.whole, .value(type)).value(type)
    }
}
