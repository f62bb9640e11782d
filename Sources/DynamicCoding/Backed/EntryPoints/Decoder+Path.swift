extension Decoder {
    /// Decodes the value at `path` of the object this decoder holds, with `@Backed`'s
    /// rules, for hand-written initializers.
    ///
    /// ```swift
    /// init(from decoder: any Decoder) throws {
    ///     id = try decoder.decode(String.self, at: "uuid")
    ///     title = try decoder.decode(String.self, at: Path("attributes", "title"))
    ///     tags = try decoder.decode([String].self, at: Path("attributes", "tags"), options: .lossy)
    /// }
    /// ```
    public func decode<Value>(
        _ type: Value.Type = Value.self, at path: Path, defaultValue: Value? = nil,
        replacing policy: DefaultPolicy = .always, options: BackedOptions<Value> = []
    ) throws -> Value {
        let definition = BackedDefinition(
            path: path, defaultValue: defaultValue, defaultPolicy: policy,
            isLossy: options.contains(.lossyBit))
        return try PathAccess(definition).read(from: self)
    }

    /// Decodes the value at `path` with `strategy`, for hand-written initializers.
    ///
    /// ```swift
    /// createdAt = try decoder.decode(Date.self, at: Path("meta", "created"), strategy: .iso8601)
    /// ```
    public func decode<Strategy: ValueCodingStrategy>(
        _ type: Strategy.Value.Type = Strategy.Value.self, at path: Path, strategy: Strategy
    ) throws -> Strategy.Value {
        let definition = BackedDefinition<Strategy.Value>(
            path: path, strategy: PropertyStrategy(strategy))
        return try PathAccess(definition).read(from: self)
    }
}

extension Encoder {
    /// Encodes `value` at `path` (keys only), creating the nested objects, for
    /// hand-written `encode(to:)`. `nil` leaves the key out.
    ///
    /// ```swift
    /// func encode(to encoder: any Encoder) throws {
    ///     try encoder.encode(title, at: Path("attributes", "title"))
    /// }
    /// ```
    public func encode<Value>(_ value: Value, at path: Path) throws {
        try PathAccess(BackedDefinition<Value>(path: path)).write(value, to: self)
    }

    /// Encodes `value` at `path` with `strategy`, for hand-written `encode(to:)`.
    ///
    /// ```swift
    /// try encoder.encode(createdAt, at: Path("meta", "created"), strategy: .iso8601)
    /// ```
    public func encode<Strategy: ValueCodingStrategy>(
        _ value: Strategy.Value, at path: Path, strategy: Strategy
    ) throws {
        let definition = BackedDefinition<Strategy.Value>(
            path: path, strategy: PropertyStrategy(strategy))
        try PathAccess(definition).write(value, to: self)
    }
}

/// One `@Backed`-style property built on the spot for a path, outside any model.
private struct PathAccess<Value> {
    let mapping: FieldMapping<Value>
    let tree: ContainerTree

    init(_ definition: BackedDefinition<Value>) {
        let path = definition.path ?? Path.flat
        var tree = ContainerTree()
        let routes = FieldRoute.routes(of: path, tree: &tree)
        mapping = FieldMapping(
            name: path.description, definition: definition, routes: routes,
            declaredKeys: DeclaredKeys(tree: tree, routes: routes), recordsAlternatives: false)
        self.tree = tree
    }

    func read(from decoder: any Decoder) throws -> Value {
        do {
            return try readOnce(from: decoder)
        } catch {
            throw ErrorTracingDecoder.locate(error, in: decoder) { _ = try readOnce(from: $0) }
        }
    }

    private func readOnce(from decoder: any Decoder) throws -> Value {
        try DecodingContainers.with(decoder: decoder, tree: tree) { try mapping.read(from: &$0) }
    }

    func write(_ value: Value, to encoder: any Encoder) throws {
        guard !Optionality.isNil(value) else { return }
        try EncodingContainers.with(encoder: encoder, tree: tree) {
            try mapping.write(value, to: &$0, mergeNode: nil)
        }
    }
}
