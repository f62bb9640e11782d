/// A coding key built at run time from a string or an integer.
///
/// Paths and discriminators name their keys with strings, so the library needs one
/// key type that can stand for any of them.
struct AnyCodingKey: CodingKey, Hashable, Sendable {
    let stringValue: String
    /// The index, or `Int.min` for a key without one: 24 bytes in all, so that the key fits
    /// an existential's inline buffer, as coders store keys (`any CodingKey`), without a
    /// heap allocation per key.
    private let index: Int

    var intValue: Int? { index == .min ? nil : index }

    init(_ string: String) {
        stringValue = string
        index = .min
    }

    /// The key of the element at `index`, named `Index 3` as coders name elements: what
    /// tells an index from a dictionary's key `"3"`, whose integer value is 3 too.
    init(index: Int) {
        stringValue = "Index \(index)"
        self.index = index
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
