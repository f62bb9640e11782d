/// A key that a model's schema declares, interned: a pointer to its text, which lives as
/// long as the process. Copying one copies a pointer, where copying an ``AnyCodingKey``
/// (a `String` and an index) is a call into its value witnesses and a retain:
/// swift-foundation's containers, generic over their key type, copy, box and destroy the
/// key several times per call (about 75 instructions per decoded field with
/// `AnyCodingKey`). Only keys that schemas declare are interned, a set bounded by the
/// program's models; keys that come from payloads stay `AnyCodingKey`.
///
/// ```swift
/// let key = InternedKey("first_name")
/// let object = try decoder.container(keyedBy: InternedKey.self)
/// let name = try object.decode(String.self, forKey: key)
/// ```
struct InternedKey: CodingKey, Sendable {
    private let text: Unmanaged<Text>

    /// The key for `string`, interned on first use.
    init(_ string: String) {
        text = Self.table.withLock { table in
            if let text = table[string] { return text }
            let text = Unmanaged.passRetained(Text(string))
            table[string] = text
            return text
        }
    }

    /// The key for `stringValue` if a schema declared it; `nil` for any other string, so
    /// that no payload grows the table. (The library lists no keys of containers keyed by
    /// this type.)
    init?(stringValue: String) {
        guard let text = Self.table.withLock({ $0[stringValue] }) else { return nil }
        self.text = text
    }

    init?(intValue: Int) {
        nil
    }

    var stringValue: String { text._withUnsafeGuaranteedRef(\.string) }

    var intValue: Int? { nil }

    /// The key as written, as ``AnyCodingKey`` describes itself.
    var description: String { "\"\(stringValue)\"" }

    /// The interned texts, by string; never freed. Sized for a few hundred declared keys,
    /// so that a program's first models do not grow it step by step.
    private static let table = Locked([String: Unmanaged<Text>](minimumCapacity: 256))

    /// One interned key's text.
    private final class Text: Sendable {
        let string: String

        init(_ string: String) {
            self.string = string
        }
    }
}
