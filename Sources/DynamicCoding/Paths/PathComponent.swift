/// One step of a ``Path``: a key, an index, or a step that fans out over a
/// dictionary's keys or values (all of them, or those a predicate keeps).
///
/// String and integer literals are keys and indices:
///
/// ```swift
/// Path("attributes", "values", 1)            // attributes.values[1]
/// Path("counts", .allKeys, 0)                // the first key of counts, in sorted order
/// Path("counts", .keys(where: hasSmallCount)) // the keys whose value passes the test
/// ```
public enum PathComponent: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral
{
    /// The value under a key of an object. Dots are part of the key.
    case key(String)
    /// The element at a position of an array.
    case index(Int)
    /// The keys of an object, sorted.
    case allKeys
    /// The values of an object, in the sorted order of their keys.
    case allValues
    /// The keys or values of an object whose entries pass a predicate.
    case filter(PathFilter)

    /// A key component: `"first_name"`.
    public init(stringLiteral value: String) {
        self = .key(value)
    }

    /// An index component: `0`.
    public init(integerLiteral value: Int) {
        self = .index(value)
    }

    /// The keys of the object's entries whose value passes `predicate`, in sorted order.
    /// The value is decoded as `Value`, with the property's strategy when it applies.
    ///
    /// ```swift
    /// func hasSmallCount(_ fruit: String, _ count: Int) -> Bool { count < 10 }
    /// @Backed(Path("counts", .keys(where: hasSmallCount))) var smallCountFruits: [String]
    /// ```
    public static func keys<Value: Decodable>(
        where predicate: @escaping @Sendable (_ key: String, _ value: Value) -> Bool
    ) -> PathComponent {
        .filter(PathFilter(selecting: .keys, predicate: predicate))
    }

    /// The values of the object's entries that pass `predicate`, in the sorted order of their keys.
    ///
    /// ```swift
    /// @Backed(Path("scores", .values(where: { (_, score: Int) in score > 0 }))) var positive: [Int]
    /// ```
    public static func values<Value: Decodable>(
        where predicate: @escaping @Sendable (_ key: String, _ value: Value) -> Bool
    ) -> PathComponent {
        .filter(PathFilter(selecting: .values, predicate: predicate))
    }

    /// The keys of the object that pass `predicate`, in sorted order. No value is decoded,
    /// so the object's values may be of any type.
    ///
    /// ```swift
    /// @Backed(Path("flags", .keys(where: { (key: String) in key.hasPrefix("x-") }))) var custom: [String]
    /// ```
    public static func keys(where predicate: @escaping @Sendable (_ key: String) -> Bool) -> PathComponent {
        .filter(PathFilter(selecting: .keys, keyPredicate: predicate))
    }

    /// The values of the object's entries that pass `predicate`, in the sorted order of
    /// their keys. The value is decoded as `Value`, with the property's strategy when it
    /// applies.
    ///
    /// ```swift
    /// @Backed(Path("counts", .values(where: { (count: Int) in count > 1 }))) var repeated: [Int]
    /// ```
    public static func values<Value: Decodable>(
        where predicate: @escaping @Sendable (_ value: Value) -> Bool
    ) -> PathComponent {
        .filter(PathFilter(selecting: .values, valuePredicate: predicate))
    }

    /// Whether the component names one key, the only kind of step encoding can write.
    public var isKey: Bool {
        if case .key = self { return true }
        return false
    }

    /// The component as written in a dotted path: `key`, `[0]`, `*keys`, `*values`.
    public var description: String {
        switch self {
        case .key(let key): return key
        case .index(let index): return "[\(index)]"
        case .allKeys: return "*keys"
        case .allValues: return "*values"
        case .filter(let filter): return filter.selection == .keys ? "*keys(where:)" : "*values(where:)"
        }
    }
}
