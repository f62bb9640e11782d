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
        members = try namespace.types.map { registered in
            Member(
                identifiers: namespace.identifiers.filter {
                    namespace.typesByIdentifier[$0]?.isSameType(as: registered.type) == true
                },
                schema: try generator.schema(ofDecodable: registered.type))
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
    }

    private func typeSchema(_ registered: RegisteredType) throws -> CodableValue {
        try generator.schema(ofDecodable: registered.type)
    }

    var schema: CodableValue {
        get throws {
            switch namespace.layout.kind {
            case .internal(let keys): return try internalSchema(keys)
            case .adjacent(let tag, let content): return try adjacentSchema(tag: tag, content: content)
            case .external: return try externalSchema
            case .deduced: return Self.exactlyOne(members.map(\.schema))
            case .selected: return try selectedSchema
            }
        }
    }

    /// `{"type": "circle", "r": 2}`: the identifier under `keys`, the type's own keys beside it.
    private func internalSchema(_ keys: [String]) throws -> CodableValue {
        var options = members.map { member in
            SchemaFragment.allOf([
                SchemaFragment.nested(keys, SchemaFragment.oneOfStrings(member.identifiers)), member.schema,
            ])
        }
        if let fallback = fallbackIdentifier {
            options = fallbackKeepsFailures ? [] : options
            options.append(SchemaFragment.nested(keys, fallback))
        }
        if let defaultType = namespace.defaultType {
            options.append(SchemaFragment.allOf([Self.missing(keys[...]), try typeSchema(defaultType)]))
        }
        var schema = Self.exactlyOne(options)
        if keys.count == 1, case .object(var object) = schema {
            object["discriminator"] = try discriminator(keys[0])
            schema = .object(object)
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
        var options = members.map { member in
            SchemaFragment.object(
                [tag: SchemaFragment.oneOfStrings(member.identifiers), content: member.schema],
                required: [tag, content])
        }
        if let fallback = fallbackIdentifier {
            options = fallbackKeepsFailures ? [] : options
            options.append(SchemaFragment.object([tag: fallback], required: [tag]))
        }
        if let defaultType = namespace.defaultType {
            // No identifier: the default type decodes the whole payload.
            options.append(SchemaFragment.allOf([Self.missing([tag]), try typeSchema(defaultType)]))
        }
        return Self.exactlyOne(options)
    }

    /// `{"circle": {"r": 2}}`: one key, the identifier, holding the value.
    private var externalSchema: CodableValue {
        get throws {
            var options: [CodableValue] = []
            if !fallbackKeepsFailures {
                for member in members {
                    for identifier in member.identifiers {
                        options.append(
                            SchemaFragment.object([identifier: member.schema], required: [identifier]))
                    }
                }
            }
            if let fallback = fallbackIdentifier { options.append(["propertyNames": fallback]) }
            return SchemaFragment.allOf([
                ["type": "object", "minProperties": 1, "maxProperties": 1], Self.exactlyOne(options),
            ])
        }
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

    /// The identifiers the fallback type keeps: those nothing registered, or (when it keeps
    /// failed payloads too) any.
    private var fallbackIdentifier: CodableValue? {
        guard namespace.fallback != nil else { return nil }
        if fallbackKeepsFailures { return ["type": "string"] }
        return ["type": "string", "not": ["enum": .array(namespace.identifiers.map(CodableValue.string))]]
    }

    private var fallbackKeepsFailures: Bool { namespace.fallback?.keepsFailedPayloads == true }

    /// An object with no identifier under `keys`: a key missing on the way.
    private static func missing(_ keys: ArraySlice<String>) -> CodableValue {
        guard let first = keys.first else { return false }
        let notThere: CodableValue = ["not": ["required": [.string(first)]]]
        guard keys.count > 1 else { return SchemaFragment.allOf([["type": "object"], notThere]) }
        return [
            "type": "object",
            "anyOf": [
                notThere, SchemaFragment.object([first: missing(keys.dropFirst())], required: [first]),
            ],
        ]
    }

    /// Valid when exactly one of `options` is; no payload when there are none.
    private static func exactlyOne(_ options: [CodableValue]) -> CodableValue {
        switch options.count {
        case 0: return false
        case 1: return options[0]
        default: return ["oneOf": .array(options)]
        }
    }
}
