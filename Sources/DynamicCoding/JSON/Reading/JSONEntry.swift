/// What kind of value a ``JSONEntry`` holds.
enum JSONKind: UInt8 {
    case null
    case `true`
    case `false`
    case number
    case string
    case object
    case array

    /// How `JSONDecoder` names the kind in a type mismatch: "found a string instead".
    var foundDescription: String {
        switch self {
        case .null: "null"
        case .true, .false: "bool"
        case .number: "number"
        case .string: "a string"
        case .object: "a dictionary"
        case .array: "an array"
        }
    }
}

/// One value of a parsed document, in document order: a container is followed by its
/// elements (an object by each key's entry, then its value's entries), so that the
/// entries form the document's tree flattened, and a container knows how many entries it
/// spans to be stepped over at once.
///
/// 16 bytes a value: documents up to 4 GiB.
///
/// ```swift
/// // {"a":[1,2]} → object(count 1, span 4), string "a", array(count 2, span 2), number, number
/// ```
struct JSONEntry {
    /// The byte offset of the value's first byte; for a string, the byte after its quote.
    var start: UInt32
    /// A scalar's length in bytes (a string's without quotes); a container's number of
    /// entries after its own.
    var length: UInt32
    /// A container's elements, or members for an object; for a scalar, `malformed` when it
    /// breaks the grammar (read only when it is decoded).
    var count: UInt32
    var kind: JSONKind
    /// A string with backslash escapes; a number with a fraction or an exponent; an object
    /// with a key that breaks the grammar.
    var isEscapedOrNotInteger: Bool

    /// The `count` of a number or a string that breaks the grammar.
    static let malformed: UInt32 = 1

    /// The index of the entry after this value's, at `index`.
    @inline(__always)
    func next(after index: Int) -> Int {
        kind.rawValue >= JSONKind.object.rawValue ? index + 1 + Int(length) : index + 1
    }

    /// The byte range of a scalar's text.
    var bytes: Range<Int> { Int(start)..<Int(start) + Int(length) }
}
