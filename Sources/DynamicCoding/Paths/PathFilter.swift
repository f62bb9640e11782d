/// The predicate of a `PathComponent.keys(where:)` or `PathComponent.values(where:)`
/// step. Filters compare equal only to themselves.
///
/// ```swift
/// let small = PathComponent.keys(where: { (_: String, count: Int) in count < 10 })
/// ```
public final class PathFilter: Sendable, Equatable {
    /// What a filter step yields for the entries it keeps.
    public enum Selection: Sendable {
        /// The entries' keys.
        case keys
        /// The entries' values.
        case values
    }

    /// Whether the step yields keys or values.
    public let selection: Selection
    private let predicate: any FilterPredicate

    init<Value: Decodable>(
        selecting selection: Selection, predicate: @escaping @Sendable (String, Value) -> Bool
    ) {
        self.selection = selection
        self.predicate = TypedFilterPredicate(body: predicate)
    }

    init<Value: Decodable>(
        selecting selection: Selection, valuePredicate: @escaping @Sendable (Value) -> Bool
    ) {
        self.selection = selection
        self.predicate = ValuePredicate(body: valuePredicate)
    }

    init(selecting selection: Selection, keyPredicate: @escaping @Sendable (String) -> Bool) {
        self.selection = selection
        self.predicate = KeyPredicate(body: keyPredicate)
    }

    /// Decodes the entry's value through `reader` (unless the predicate looks at the key
    /// alone) and applies the predicate.
    func matches(key: String, reader: some FilterValueReader) throws -> Bool {
        try predicate.evaluate(key: key, reader: reader)
    }

    /// The type the predicate decodes each entry's value as; `nil` when it reads keys alone.
    var valueType: (any Decodable.Type)? { predicate.valueType }

    /// Whether both are the same filter (predicates cannot be compared).
    public static func == (lhs: PathFilter, rhs: PathFilter) -> Bool {
        lhs === rhs
    }
}

/// Reads the value of the entry a filter is looking at, as the type the predicate takes.
protocol FilterValueReader {
    func read<Value: Decodable>(_ type: Value.Type) throws -> Value
}

private protocol FilterPredicate: Sendable {
    func evaluate(key: String, reader: some FilterValueReader) throws -> Bool
    var valueType: (any Decodable.Type)? { get }
}

private struct TypedFilterPredicate<Value: Decodable>: FilterPredicate {
    let body: @Sendable (String, Value) -> Bool

    func evaluate(key: String, reader: some FilterValueReader) throws -> Bool {
        body(key, try reader.read(Value.self))
    }

    var valueType: (any Decodable.Type)? { Value.self }
}

private struct KeyPredicate: FilterPredicate {
    let body: @Sendable (String) -> Bool

    func evaluate(key: String, reader: some FilterValueReader) throws -> Bool {
        body(key)
    }

    var valueType: (any Decodable.Type)? { nil }
}

private struct ValuePredicate<Value: Decodable>: FilterPredicate {
    let body: @Sendable (Value) -> Bool

    func evaluate(key: String, reader: some FilterValueReader) throws -> Bool {
        body(try reader.read(Value.self))
    }

    var valueType: (any Decodable.Type)? { Value.self }
}
