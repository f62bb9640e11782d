/// `@Backed` initializers that take a ``ValueCodingStrategy`` (date and data strategies,
/// or a custom one). A strategy applies to a value of its type, or to each element of
/// a ``StrategyCollection`` of it; any other combination does not compile.
extension Backed {
    /// Decodes and encodes a value with `strategy`.
    ///
    /// ```swift
    /// @Backed("start", strategy: .secondsSince1970) var start: Date
    /// ```
    @inlinable
    public init<S: ValueCodingStrategy>(
        _ path: Path? = nil, defaultValue: Value? = nil, replacing policy: DefaultPolicy = .always,
        options: BackedOptions<Value> = [], strategy: S, fileID: StaticString = #fileID, line: UInt = #line
    ) where Value == S.Value {
        self.init(
            path, defaultValue: defaultValue, replacing: policy, options: options,
            strategy: PropertyStrategy(strategy), fileID: fileID, line: line)
    }

    /// Decodes and encodes an optional value with `strategy`.
    ///
    /// ```swift
    /// @Backed("born", strategy: .iso8601) var born: Date?
    /// ```
    @inlinable
    public init<S: ValueCodingStrategy>(
        _ path: Path? = nil, defaultValue: Value? = nil, replacing policy: DefaultPolicy = .always,
        options: BackedOptions<Value> = [], strategy: S, fileID: StaticString = #fileID, line: UInt = #line
    ) where Value == S.Value? {
        self.init(
            path, defaultValue: defaultValue, replacing: policy, options: options,
            strategy: PropertyStrategy(strategy), fileID: fileID, line: line)
    }

    /// Decodes and encodes each element of a collection with `strategy`: an array, a set,
    /// a string-keyed dictionary or ``OrderedMap``, or an optional of one.
    ///
    /// ```swift
    /// @Backed("dates", options: .lossy, strategy: .secondsSince1970) var dates: [Date]
    /// @Backed("seen", strategy: .iso8601) var seen: [String: Date]?
    /// ```
    @inlinable
    public init<S: ValueCodingStrategy>(
        _ path: Path? = nil, defaultValue: Value? = nil, replacing policy: DefaultPolicy = .always,
        options: BackedOptions<Value> = [], strategy: S, fileID: StaticString = #fileID, line: UInt = #line
    ) where Value: StrategyCollection, Value.StrategyElement == S.Value {
        self.init(
            path, defaultValue: defaultValue, replacing: policy, options: options,
            strategy: PropertyStrategy(strategy), fileID: fileID, line: line)
    }
}

/// The collections whose elements a `@Backed` strategy codes one by one: arrays, sets,
/// string-keyed dictionaries and ``OrderedMap``s, and optionals of them.
///
/// ```swift
/// @Backed(strategy: .secondsSince1970) var runs: OrderedMap<Date>
/// ```
public protocol StrategyCollection {
    /// The type of the elements (a dictionary's values) the strategy codes. It exists only
    /// to constrain `@Backed(strategy:)`: the strategy's value type must be this one.
    associatedtype StrategyElement
}

extension Array: StrategyCollection {
    /// An array's elements.
    ///
    /// ```swift
    /// [Date].StrategyElement.self  // Date.self
    /// ```
    public typealias StrategyElement = Element
}

extension Set: StrategyCollection {
    /// A set's elements.
    ///
    /// ```swift
    /// Set<Date>.StrategyElement.self  // Date.self
    /// ```
    public typealias StrategyElement = Element
}

extension Dictionary: StrategyCollection where Key == String {
    /// A dictionary's values.
    ///
    /// ```swift
    /// [String: Date].StrategyElement.self  // Date.self
    /// ```
    public typealias StrategyElement = Value
}

extension OrderedMap: StrategyCollection {
    /// An ordered map's values.
    ///
    /// ```swift
    /// OrderedMap<Date>.StrategyElement.self  // Date.self
    /// ```
    public typealias StrategyElement = Value
}

extension Optional: StrategyCollection where Wrapped: StrategyCollection {
    /// The wrapped collection's elements.
    ///
    /// ```swift
    /// [Date]?.StrategyElement.self  // Date.self
    /// ```
    public typealias StrategyElement = Wrapped.StrategyElement
}
