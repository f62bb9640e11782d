import Foundation

/// Builds the schemas of one ``JSONSchema`` document: it keeps the definitions (each model
/// type and each polymorphic base once, under `$defs`) and gives a `$ref` to them. A type
/// that states its own schema (``JSONSchemaDescribing``) gets one to describe the types it
/// holds.
///
/// ```swift
/// static func jsonSchema(in generator: JSONSchemaGenerator) throws -> CodableValue {
///     ["type": "array", "items": try generator.schema(for: Card.self)]
/// }
/// ```
public final class JSONSchemaGenerator {
    /// The registry whose types polymorphic values may hold.
    ///
    /// ```swift
    /// generator.registry.typeIdentifiers(for: (any Route).self)  // ["detailscreen", ...]
    /// ```
    public let registry: TypeRegistry
    /// What a `Date` without a strategy of its own reads, by the decoder's strategy.
    let dateSchema: CodableValue
    /// What `Data` without a strategy of its own reads, by the decoder's strategy.
    let dataSchema: CodableValue
    /// The definitions so far, by name, in the order they were first used.
    private(set) var definitions = CodableValue.Object()
    private var names: [ObjectIdentifier: String] = [:]
    /// Learns the shape of plain `Codable` types; it asks this generator for the schemas of
    /// the types it does not learn itself.
    private(set) lazy var recorder = ShapeRecorder(generator: self)

    init(registry: TypeRegistry, decoder: JSONDecoder) {
        self.registry = registry
        dateSchema = DecoderStrategySchemas.date(decoder.dateDecodingStrategy)
        dataSchema = DecoderStrategySchemas.data(decoder.dataDecodingStrategy)
    }

    /// The schema of the payloads `type` decodes from: a `$ref` for a model type or a
    /// polymorphic base, defined once; the schema itself for other types.
    ///
    /// ```swift
    /// try generator.schema(for: [any Route].self)
    /// // ["type": "array", "items": ["$ref": "#/$defs/Route"]]
    /// ```
    public func schema<Value>(for type: Value.Type) throws -> CodableValue {
        try schema(of: ValueCoders.make(for: type))
    }

    /// The schema of what `coder` decodes.
    func schema<Value>(of coder: any ValueCoder<Value>) throws -> CodableValue {
        guard let described = coder as? any DescribedCoder else {
            throw JSONSchemaError.notDecodable(type: String(describing: Value.self))
        }
        return try described.schema(in: self)
    }

    /// The schema of a `Decodable` type coded by its own conformance.
    func schema<Value: Decodable>(ofDecodable type: Value.Type) throws -> CodableValue {
        try recorder.shape(of: type).schema
    }

    /// A `$ref` to the definition of `type`, made with `define` the first time; a type
    /// that refers to itself while being defined gets the `$ref` too.
    func reference(to type: Any.Type, define: () throws -> CodableValue) throws -> CodableValue {
        let id = ObjectIdentifier(type)
        if let name = names[id] { return Self.reference(named: name) }
        let name = uniqueName(for: type)
        names[id] = name
        // A placeholder holds the definition's place, so definitions keep the order of first use.
        definitions[name] = true
        definitions[name] = try define()
        return Self.reference(named: name)
    }

    /// The definition a `$ref` of this document points to, or `schema` itself.
    func resolved(_ schema: CodableValue) -> CodableValue {
        let prefix = "#/$defs/"
        guard case .string(let reference)? = schema["$ref"], reference.hasPrefix(prefix),
            let definition = definitions[String(reference.dropFirst(prefix.count))]
        else { return schema }
        return definition
    }

    /// Whether `schema` lets `null` through, as ``SchemaFragment/acceptsNull(_:)`` says,
    /// a `$ref` by the definition it points to: a plain type's `init(from:)` may take
    /// `null` (``NullBranches``), a type may state a schema that does.
    func acceptsNull(_ schema: CodableValue) -> Bool {
        var followed: Set<String> = []
        return acceptsNull(schema, followed: &followed)
    }

    /// `schema`, but not `null`, whether `null` is its own alternative or its definition's.
    func nonNull(_ schema: CodableValue) -> CodableValue {
        SchemaFragment.nonNull(schema, acceptingNull: acceptsNull(schema))
    }

    /// `followed`: the references met on the way, each followed once (a definition may
    /// refer to itself).
    private func acceptsNull(_ schema: CodableValue, followed: inout Set<String>) -> Bool {
        if case .string(let reference)? = schema["$ref"] {
            let definition = resolved(schema)
            guard followed.insert(reference).inserted, definition != schema else { return false }
            return acceptsNull(definition, followed: &followed)
        }
        if SchemaFragment.acceptsNull(schema) { return true }
        guard case .array(let alternatives)? = schema["anyOf"] else { return false }
        for alternative in alternatives {
            if acceptsNull(alternative, followed: &followed) { return true }
        }
        return false
    }

    static func reference(named name: String) -> CodableValue {
        ["$ref": .string("#/$defs/\(name)")]
    }

    /// The type's name as written (`DetailScreenRoute`, `Route` for `any Route`), its
    /// module's name before it when another type took it, and a number after as a last resort.
    private func uniqueName(for type: Any.Type) -> String {
        let taken = Set(names.values)
        let short = Self.definitionName(_typeName(type, qualified: false))
        if !taken.contains(short) { return short }
        let qualified = Self.definitionName(_typeName(type, qualified: true))
        if !taken.contains(qualified) { return qualified }
        var number = 2
        while taken.contains("\(qualified)\(number)") { number += 1 }
        return "\(qualified)\(number)"
    }

    /// A name usable in a JSON Pointer without escapes: letters, digits, `.`, `-` and `_`.
    private static func definitionName(_ typeName: String) -> String {
        let name = typeName.hasPrefix("any ") ? String(typeName.dropFirst(4)) : typeName
        return String(
            name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" ? $0 : "_" })
    }
}
