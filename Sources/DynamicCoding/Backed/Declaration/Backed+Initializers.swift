extension Backed {
    @inlinable
    init(
        _ path: Path?, defaultValue: Value?, replacing policy: DefaultPolicy, options: BackedOptions<Value>,
        strategy: PropertyStrategy?, fileID: StaticString, line: UInt
    ) {
        let definition = BackedDefinition(
            path: path, defaultValue: defaultValue, defaultPolicy: policy,
            isLossy: options.contains(.lossyBit), writesNull: options.contains(.explicitNullBit),
            readsLax: options.contains(.laxBit), strategy: strategy, fileID: fileID, line: line,
            access: Self.specializedAccess)
        self.init(definition: definition)
    }

    /// Maps the property to `path` (default: its own name, as converted by the coder's
    /// key strategy), with an optional default, default policy and options. Works for
    /// `Decodable`/`Encodable` values and for polymorphic ones (`any P`, `[any P]`,
    /// `[String: any P]`, `(any P)?`) resolved through the ``TypeRegistry``.
    ///
    /// ```swift
    /// @Backed() var firstName: String
    /// @Backed("first_name") var firstName: String
    /// @Backed(Path("attributes", "first_name") ?? "first_name") var firstName: String
    /// @Backed(defaultValue: .unknown) var kind: Kind
    /// @Backed("routes", options: .lossy) var routes: [any Route]
    /// ```
    @inlinable
    public init(
        _ path: Path? = nil, defaultValue: Value? = nil, replacing policy: DefaultPolicy = .always,
        options: BackedOptions<Value> = [], fileID: StaticString = #fileID, line: UInt = #line
    ) {
        self.init(
            path, defaultValue: defaultValue, replacing: policy, options: options, strategy: nil,
            fileID: fileID, line: line)
    }

    /// An optional whose default is spelled out as `nil`: a present value of the wrong
    /// type then reads `nil` (recorded in the ``DecodingReport``) instead of failing.
    ///
    /// ```swift
    /// @Backed("nickname", defaultValue: nil) var nickname: String?
    /// ```
    @inlinable
    public init<Wrapped>(
        _ path: Path? = nil, defaultValue: Wrapped?, replacing policy: DefaultPolicy = .always,
        options: BackedOptions<Value> = [], fileID: StaticString = #fileID, line: UInt = #line
    ) where Value == Wrapped? {
        self.init(
            path, defaultValue: .some(defaultValue), replacing: policy, options: options, strategy: nil,
            fileID: fileID, line: line)
    }
}
