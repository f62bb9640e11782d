/// The JSON Schema of a polymorphic value (`any P`): every type the registry holds for
/// `P`, each with its identifiers, in the namespace's layout, plus the default and
/// fallback types. Defined once under `$defs`, by the base's name.
///
/// ```swift
/// try NamespaceSchema.reference(to: (any Route).self, in: generator)  // ["$ref": "#/$defs/Route"]
/// ```
struct NamespaceSchema {
    let namespace: TypeNamespace
    let generator: JSONSchemaGenerator
    /// The registered types, each with its identifiers and schema, described once.
    private let members: [Member]

    init(namespace: TypeNamespace, generator: JSONSchemaGenerator) throws {
        self.namespace = namespace
        self.generator = generator
        let isAdjacent = if case .adjacent = namespace.layout.kind { true } else { false }
        members = try namespace.types.map { registered in
            Member(
                identifiers: namespace.identifiers.filter {
                    namespace.typesByIdentifier[$0]?.isSameType(as: registered.type) == true
                },
                schema: try generator.schema(ofDecodable: registered.type),
                decodesWithoutContent: isAdjacent
                    && EmptyContentTrial.decodes(registered, registry: generator.registry))
        }
    }

    /// A `$ref` to the definition of `base`'s namespace.
    static func reference<Base>(to base: Base.Type, in generator: JSONSchemaGenerator) throws -> CodableValue
    {
        try generator.reference(to: base) {
            let namespace =
                generator.registry.snapshot.namespace(for: base)
                ?? TypeNamespace(baseName: String(describing: base))
            return try NamespaceSchema(namespace: namespace, generator: generator).schema
        }
    }

    /// One registered type: its identifiers and the schema of its payload.
    private struct Member {
        let identifiers: [String]
        let schema: CodableValue
        /// Whether an adjacent payload of the type may leave out its content.
        let decodesWithoutContent: Bool
    }

    private func typeSchema(_ registered: RegisteredType) throws -> CodableValue {
        try generator.schema(ofDecodable: registered.type)
    }

    var schema: CodableValue {
        get throws {
            switch namespace.layout.kind {
            case .internal(let keys): return try internalSchema(keys)
            case .adjacent(let tag, let content): return try adjacentSchema(tag: tag, content: content)
            case .external: return externalSchema
            case .deduced: return deducedSchema
            case .selected: return try selectedSchema
            }
        }
    }

    /// `{"type": "circle", "r": 2}`: the identifier under `keys`, the type's own keys
    /// beside it; plus OpenAPI's `discriminator` for one key.
    private func internalSchema(_ keys: [String]) throws -> CodableValue {
        var schema = try chosenByDiscriminator(DiscriminatorSchema(keys: keys, readsArrays: true)) {
            $0.schema
        }
        if keys.count == 1 {
            schema = SchemaFragment.annotated(schema, "discriminator", try discriminator(keys[0]))
        }
        return schema
    }

    /// OpenAPI's `discriminator`, which code generators read: the key, and the definition
    /// of each identifier's type.
    private func discriminator(_ key: String) throws -> CodableValue {
        var mapping = CodableValue.Object()
        for member in members {
            guard case .string(let reference)? = member.schema["$ref"] else { continue }
            for identifier in member.identifiers { mapping[identifier] = .string(reference) }
        }
        return ["propertyName": .string(key), "mapping": .object(mapping)]
    }

    /// `{"type": "circle", "data": {"r": 2}}`: the identifier and the value under two keys.
    private func adjacentSchema(tag: String, content: String) throws -> CodableValue {
        try chosenByDiscriminator(DiscriminatorSchema(keys: [tag], readsArrays: false)) { member in
            SchemaFragment.object(
                [content: member.schema], required: member.decodesWithoutContent ? [] : [content],
                typed: false)
        }
    }

    /// The payloads of a layout whose discriminator names the type: the discriminator
    /// names a registered type (any identifier, with a fallback type), or is missing when
    /// a default type decodes the whole payload; and one `if`/`then` per registered type:
    /// when the discriminator names it, the payload is `content(schema)` (the whole
    /// payload is the type's, or its content key is). A validator checks a payload against
    /// the one type its discriminator names, as the decoder does, where a `oneOf` would try
    /// every type at every level.
    ///
    /// A fallback type that keeps failed payloads keeps any payload with an identifier:
    /// no branch to check then.
    private func chosenByDiscriminator(
        _ discriminator: DiscriminatorSchema, content: (Member) -> CodableValue
    ) throws -> CodableValue {
        var named =
            namespace.fallback == nil
            ? discriminator.naming(namespace.identifiers)
            : discriminator.holding(discriminator.anyIdentifier)
        if let defaultType = namespace.defaultType {
            named = ["if": discriminator.missing, "then": try typeSchema(defaultType), "else": named]
        }
        let branches: [CodableValue] =
            fallbackKeepsFailures
            ? []
            : members.map { member in
                ["if": discriminator.naming(member.identifiers), "then": content(member)]
            }
        return SchemaFragment.allOf([named] + branches)
    }

    /// `{"circle": {"r": 2}}`: one key, the identifier, holding the value. Each
    /// identifier's value is a property of its own, so a validator checks only the one
    /// the payload holds.
    private var externalSchema: CodableValue {
        var schema: CodableValue.Object = ["type": "object", "minProperties": 1, "maxProperties": 1]
        guard !fallbackKeepsFailures else { return .object(schema) }
        if namespace.fallback == nil {
            schema["propertyNames"] = SchemaFragment.oneOfStrings(namespace.identifiers)
        }
        var properties = CodableValue.Object()
        for member in members {
            for identifier in member.identifiers { properties[identifier] = member.schema }
        }
        if !properties.isEmpty { schema["properties"] = .object(properties) }
        return .object(schema)
    }

    /// A closure chooses the type: the schema lists the types it may choose.
    ///
    /// With a fallback type, the closure may name, for any payload, an identifier nothing
    /// registered, which the fallback keeps; for the other payloads it names a registered
    /// type or none (then only a default type may decode them). Which payloads decode is
    /// the closure's to say: the one schema that holds them whatever the closure, any
    /// value, holds others too, so the export refuses.
    private var selectedSchema: CodableValue {
        get throws {
            if let fallback = namespace.fallback {
                throw JSONSchemaError.undescribableLayout(
                    base: namespace.baseName,
                    reason: "its selected layout's closure may name, for any payload, an identifier nothing "
                        + "registered, which the fallback type \(String(describing: fallback.type)) keeps, "
                        + "so only the closure knows which payloads decode")
            }
            var options = members.map(\.schema)
            if let defaultType = namespace.defaultType { options.append(try typeSchema(defaultType)) }
            return [
                "$comment": "The layout's selector chooses the type; any of these may be chosen.",
                "anyOf": .array(options),
            ]
        }
    }

    private var fallbackKeepsFailures: Bool { namespace.fallback?.keepsFailedPayloads == true }

    /// Valid when exactly one of `options` is; no payload when there are none.
    /// The payload of exactly one registered type; with a fallback type, of at most one
    /// (the fallback keeps a payload no type decodes, several is still an error).
    private var deducedSchema: CodableValue {
        let options = members.map(\.schema)
        guard namespace.fallback != nil else { return Self.exactlyOne(options) }
        guard !options.isEmpty else { return SchemaFragment.any }
        return ["oneOf": .array(options + [["not": SchemaFragment.anyOf(options)]])]
    }

    private static func exactlyOne(_ options: [CodableValue]) -> CodableValue {
        switch options.count {
        case 0: return false
        case 1: return options[0]
        default: return ["oneOf": .array(options)]
        }
    }
}
