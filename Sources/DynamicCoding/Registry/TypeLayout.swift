/// Where the payloads of one base protocol say which concrete type they hold, set per
/// base with ``TypeRegistry/setLayout(_:for:)``. Decoding reads that layout and encoding
/// writes it back.
///
/// ```swift
/// try registry.setLayout(.adjacent(tag: "type", content: "data"), for: (any Shape).self)
/// // {"type": "circle", "data": {"r": 2}}
/// ```
public struct TypeLayout: Sendable, CustomStringConvertible {
    /// The layouts, as data; the Polymorphism folder holds one strategy per case.
    enum Kind: Sendable {
        case `internal`(keys: [String])
        case adjacent(discriminatorKey: String, contentKey: String)
        case external
        case deduced
        /// `tag`, when given, is where encoding writes the identifier.
        case selected(tag: String?, @Sendable (CodableValue) -> String?)
    }

    let kind: Kind

    /// The identifier is a string member of the payload's own object, under `key`
    /// (`{"type": "circle", "r": 2}`), or under `key` then each of `nestedKeys`
    /// (`{"meta": {"kind": "circle"}, "r": 2}`). The default layout, as `.internal("type")`.
    ///
    /// The first key belongs to the layout: the concrete type must not write it.
    ///
    /// ```swift
    /// try registry.setLayout(.internal("meta", "kind"), for: (any Shape).self)
    /// ```
    public static func `internal`(_ key: String, _ nestedKeys: String...) -> TypeLayout {
        TypeLayout(kind: .internal(keys: [key] + nestedKeys))
    }

    /// The identifier is under `tag` and the value, any JSON value, under `content`
    /// (`{"type": "circle", "data": {"r": 2}}`).
    ///
    /// ```swift
    /// try registry.setLayout(.adjacent(tag: "type", content: "data"), for: (any Shape).self)
    /// ```
    public static func adjacent(tag: String, content: String) -> TypeLayout {
        TypeLayout(kind: .adjacent(discriminatorKey: tag, contentKey: content))
    }

    /// An object with one key, the identifier, holding the value (`{"circle": {"r": 2}}`),
    /// as Swift codes enums with associated values.
    ///
    /// ```swift
    /// try registry.setLayout(.external, for: (any Shape).self)
    /// ```
    public static let external = TypeLayout(kind: .external)

    /// No identifier: the payload (`{"r": 2}`) is the value of the one registered type
    /// that decodes it. Each registered type is tried on the payload, in place. A payload
    /// none decodes is an error, or kept by the fallback type when there is one.
    ///
    /// ```swift
    /// try registry.setLayout(.deduced, for: (any Shape).self)
    /// ```
    public static let deduced = TypeLayout(kind: .deduced)

    /// `select` looks at the payload, read once, and names the identifier of its type,
    /// or `nil` for the default type. The value is written back as it is: give a tag
    /// (``selected(tag:_:)``) to have encoding write the value's identifier.
    ///
    /// ```swift
    /// try registry.setLayout(
    ///     .selected { payload in
    ///         if case .object(let members) = payload, members["r"] != nil { return "circle" }
    ///         return "square"
    ///     },
    ///     for: (any Shape).self)
    /// ```
    public static func selected(_ select: @escaping @Sendable (CodableValue) -> String?) -> TypeLayout {
        TypeLayout(kind: .selected(tag: nil, select))
    }

    /// `select` names the identifier, as with ``selected(_:)``, and encoding writes the
    /// value's identifier under `tag` (a value that is an object): the tag always names the
    /// value's type, whatever a catch-all kept from the payload, and a value made in code
    /// is written with its tag.
    ///
    /// ```swift
    /// try registry.setLayout(
    ///     .selected(tag: "type") { payload in
    ///         // JSON-LD: "type": "Like" or "type": ["Like", "as:Like"]
    ///         guard case .object(let members) = payload else { return nil }
    ///         if case .array(let names) = members["type"] { return names.first?.stringValue }
    ///         return members["type"]?.stringValue
    ///     },
    ///     for: (any Activity).self)
    /// ```
    public static func selected(tag: String, _ select: @escaping @Sendable (CodableValue) -> String?)
        -> TypeLayout
    {
        TypeLayout(kind: .selected(tag: tag, select))
    }

    /// The layout in words, for messages: `internal "meta.kind"`, `adjacent "type"/"data"`,
    /// `external`, `deduced`, `selected`.
    ///
    /// ```swift
    /// TypeLayout.internal("type").description  // internal "type"
    /// ```
    public var description: String {
        switch kind {
        case .internal(let keys): return "internal \"\(keys.joined(separator: "."))\""
        case .adjacent(let tag, let content): return "adjacent \"\(tag)\"/\"\(content)\""
        case .external: return "external"
        case .deduced: return "deduced"
        case .selected(let tag?, _): return "selected, tag \"\(tag)\""
        case .selected(nil, _): return "selected"
        }
    }

    /// What is wrong with this layout's keys, if anything.
    var problem: String? {
        switch kind {
        case .internal(let keys) where keys.contains(""): return "a key is empty"
        case .adjacent(let tag, let content) where tag.isEmpty || content.isEmpty: return "a key is empty"
        case .selected(let tag?, _) where tag.isEmpty: return "the tag is empty"
        case .adjacent(let tag, let content) where tag == content:
            return "the tag and the content share the key \"\(tag)\""
        default: return nil
        }
    }

    /// Why this layout has no use for a default type, if it has none.
    var refusesDefault: String? {
        switch kind {
        case .external: return "every external payload names its type in its one key"
        case .deduced: return "every registered type is tried on every payload"
        default: return nil
        }
    }
}
