/// Small schemas, and schemas combined, as the exporter writes them: `null` allowed or
/// excluded, alternatives, conjunctions, an object's members.
///
/// ```swift
/// SchemaFragment.nullable(["type": "string"])  // ["anyOf": [["type": "string"], ["type": "null"]]]
/// ```
enum SchemaFragment {
    static let null: CodableValue = ["type": "null"]
    /// Any value.
    static let any: CodableValue = [:]

    /// `schema`, or `null`.
    static func nullable(_ schema: CodableValue) -> CodableValue {
        if acceptsNull(schema) { return schema }
        return anyOf([schema, null])
    }

    /// `schema`, but not `null`.
    static func nonNull(_ schema: CodableValue) -> CodableValue {
        nonNull(schema, acceptingNull: acceptsNull(schema))
    }

    /// `schema`, but not `null`, when `acceptingNull` says whether it lets `null` through
    /// (a `$ref` whose definition does: ``JSONSchemaGenerator/nonNull(_:)``).
    static func nonNull(_ schema: CodableValue, acceptingNull: Bool) -> CodableValue {
        guard acceptingNull else { return schema }
        if schema == any { return ["not": null] }
        return allOf([schema, ["not": null]])
    }

    /// `schema` without its `null` alternative, for a value read from an object that is
    /// never `null` (a `.flat` optional).
    static func withoutNull(_ schema: CodableValue) -> CodableValue {
        guard case .array(let alternatives)? = schema["anyOf"], alternatives.contains(null) else {
            return schema
        }
        return anyOf(alternatives.filter { $0 != null })
    }

    /// Whether the schema, as the exporter writes them, lets `null` through: any value,
    /// or an alternative of `null`. A `$ref` is taken to exclude it (models are objects,
    /// polymorphic values objects or their layout's shapes).
    static func acceptsNull(_ schema: CodableValue) -> Bool {
        if schema == any || schema == null { return true }
        if case .array(let alternatives)? = schema["anyOf"] {
            return alternatives.contains(where: acceptsNull)
        }
        return false
    }

    /// An integer `Integer` holds: a decoder refuses a whole number out of its range.
    static func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) -> CodableValue {
        let maximum: CodableValue =
            Integer.max.bitWidth <= 63 || Integer.isSigned
            ? .int(Int64(Integer.max)) : .double(Double(Integer.max))
        return ["type": "integer", "minimum": .int(Int64(Integer.min)), "maximum": maximum]
    }

    /// Valid when one of `schemas` is; the one schema alone.
    static func anyOf(_ schemas: [CodableValue]) -> CodableValue {
        schemas.count == 1 ? schemas[0] : ["anyOf": .array(schemas)]
    }

    /// Valid when all of `schemas` are; the one schema alone, any value for none.
    static func allOf(_ schemas: [CodableValue]) -> CodableValue {
        let constraining = schemas.filter { $0 != any }
        switch constraining.count {
        case 0: return any
        case 1: return constraining[0]
        default: return ["allOf": .array(constraining)]
        }
    }

    /// An object with `properties`, the `required` ones among them.
    static func object(
        _ properties: CodableValue.Object, required: [String] = [], typed: Bool = true
    ) -> CodableValue {
        var schema = CodableValue.Object()
        if typed { schema["type"] = "object" }
        if !properties.isEmpty { schema["properties"] = .object(properties) }
        if !required.isEmpty { schema["required"] = .array(required.map(CodableValue.string)) }
        return .object(schema)
    }

    /// A value that is `schema` under `keys` (nested objects, each key required).
    static func nested(_ keys: some Collection<String>, _ schema: CodableValue) -> CodableValue {
        guard let first = keys.first else { return schema }
        return object([first: nested(keys.dropFirst(), schema)], required: [first])
    }

    /// `schema` with an annotation (`default`, `description`): a member of its own object
    /// when it has none by that name, else beside it.
    static func annotated(_ schema: CodableValue, _ keyword: String, _ value: CodableValue) -> CodableValue {
        guard case .object(var object) = schema, object[keyword] == nil else {
            return allOf([schema, .object([keyword: value])])
        }
        object[keyword] = value
        return .object(object)
    }

    /// The identifiers a discriminator may hold: a `const` for one, an `enum` for several.
    static func oneOfStrings(_ values: [String]) -> CodableValue {
        values.count == 1 ? ["const": .string(values[0])] : ["enum": .array(values.map(CodableValue.string))]
    }
}
