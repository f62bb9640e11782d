/// `@Backed` initializers that take a ``ValueCodingStrategy`` (date and data strategies,
/// or a custom one). A strategy applies to a value of its type, or to each element of
/// an array, set or dictionary of it; any other combination does not compile.
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

    /// Decodes and encodes each element of an array with `strategy`.
    ///
    /// ```swift
    /// @Backed("dates", options: .lossy, strategy: .secondsSince1970) var dates: [Date]
    /// ```
    @inlinable
    public init<S: ValueCodingStrategy>(
        _ path: Path? = nil, defaultValue: Value? = nil, replacing policy: DefaultPolicy = .always,
        options: BackedOptions<Value> = [], strategy: S, fileID: StaticString = #fileID, line: UInt = #line
    ) where Value == [S.Value] {
        self.init(
            path, defaultValue: defaultValue, replacing: policy, options: options,
            strategy: PropertyStrategy(strategy), fileID: fileID, line: line)
    }

    /// Decodes and encodes each element of an optional array with `strategy`.
    ///
    /// ```swift
    /// @Backed("files", strategy: .base64) var files: [Data]?
    /// ```
    @inlinable
    public init<S: ValueCodingStrategy>(
        _ path: Path? = nil, defaultValue: Value? = nil, replacing policy: DefaultPolicy = .always,
        options: BackedOptions<Value> = [], strategy: S, fileID: StaticString = #fileID, line: UInt = #line
    ) where Value == [S.Value]? {
        self.init(
            path, defaultValue: defaultValue, replacing: policy, options: options,
            strategy: PropertyStrategy(strategy), fileID: fileID, line: line)
    }

    /// Decodes and encodes each element of a set with `strategy`.
    ///
    /// ```swift
    /// @Backed("days", strategy: .iso8601) var days: Set<Date>
    /// ```
    @inlinable
    public init<S: ValueCodingStrategy>(
        _ path: Path? = nil, defaultValue: Value? = nil, replacing policy: DefaultPolicy = .always,
        options: BackedOptions<Value> = [], strategy: S, fileID: StaticString = #fileID, line: UInt = #line
    ) where Value == Set<S.Value>, S.Value: Hashable {
        self.init(
            path, defaultValue: defaultValue, replacing: policy, options: options,
            strategy: PropertyStrategy(strategy), fileID: fileID, line: line)
    }

    /// Decodes and encodes each value of a dictionary with `strategy`.
    ///
    /// ```swift
    /// @Backed("birthdays", strategy: .secondsSince1970) var birthdays: [String: Date]
    /// ```
    @inlinable
    public init<S: ValueCodingStrategy>(
        _ path: Path? = nil, defaultValue: Value? = nil, replacing policy: DefaultPolicy = .always,
        options: BackedOptions<Value> = [], strategy: S, fileID: StaticString = #fileID, line: UInt = #line
    ) where Value == [String: S.Value] {
        self.init(
            path, defaultValue: defaultValue, replacing: policy, options: options,
            strategy: PropertyStrategy(strategy), fileID: fileID, line: line)
    }

    /// Decodes and encodes each value of an optional dictionary with `strategy`.
    ///
    /// ```swift
    /// @Backed("seen", strategy: .iso8601) var seen: [String: Date]?
    /// ```
    @inlinable
    public init<S: ValueCodingStrategy>(
        _ path: Path? = nil, defaultValue: Value? = nil, replacing policy: DefaultPolicy = .always,
        options: BackedOptions<Value> = [], strategy: S, fileID: StaticString = #fileID, line: UInt = #line
    ) where Value == [String: S.Value]? {
        self.init(
            path, defaultValue: defaultValue, replacing: policy, options: options,
            strategy: PropertyStrategy(strategy), fileID: fileID, line: line)
    }
}
