/// A coding key built at run time from a string or an integer.
///
/// Paths and discriminators name their keys with strings, so the library needs one
/// key type that can stand for any of them.
struct AnyCodingKey: CodingKey, Hashable, Sendable {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        self.init(index: intValue)
    }

    /// The key as written, so coders' messages read `key "uuid"`, not the type's fields.
    var description: String { "\"\(stringValue)\"" }
}

/// An object being decoded, with keys named at run time.
typealias ObjectDecodingContainer = KeyedDecodingContainer<AnyCodingKey>

/// An object being encoded, with keys named at run time.
typealias ObjectEncodingContainer = KeyedEncodingContainer<AnyCodingKey>
