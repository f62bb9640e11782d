/// One step of the coding path a ``JSONEntryDecoder`` keeps: a key, or an element's index,
/// whose key is made only when the path is asked for (an error, a value's `codingPath`).
///
/// ```swift
/// JSONPathStep.index(3).codingKey.stringValue  // "Index 3"
/// ```
enum JSONPathStep {
    case key(any CodingKey)
    case index(Int)

    var codingKey: any CodingKey {
        switch self {
        case .key(let key): key
        case .index(let index): AnyCodingKey(index: index)
        }
    }
}
