/// The JSON Schema (draft 2020-12) of a ``RecordedShape``: what a payload must hold for
/// the type's `init(from:)` to read it. Keys read with `decodeIfPresent` may be missing or
/// `null`; unknown keys are allowed, as `Codable` ignores them.
///
/// ```swift
/// ShapeSchema.schema(of: .object([RecordedProperty("name", .string)]))
/// // {"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}
/// ```
enum ShapeSchema {
    /// A whole schema document: the dialect, the shape, and the definitions its references
    /// name.
    static func document(of shape: RecordedShape, definitions: [String: RecordedShape]) -> CodableValue {
        var document: CodableValue = ["$schema": "https://json-schema.org/draft/2020-12/schema"]
        for (key, value) in schema(of: shape).objectValue ?? [:] { document[key] = value }
        if !definitions.isEmpty {
            let sorted = definitions.keys.sorted().map { ($0, schema(of: definitions[$0] ?? .anyValue)) }
            document["$defs"] = .object(CodableValue.Object(Dictionary(uniqueKeysWithValues: sorted)))
        }
        return document
    }

    static func schema(of shape: RecordedShape) -> CodableValue {
        switch shape {
        case .string: return ["type": "string"]
        case .integer: return ["type": "integer"]
        case .number, .decimal: return ["type": "number"]
        case .boolean: return ["type": "boolean"]
        case .url: return ["type": "string", "format": "uri"]
        case .uuid: return ["type": "string", "format": "uuid"]
        case .date: return ["type": "number"]
        case .data: return ["type": "string", "contentEncoding": "base64"]
        case .anyValue: return [:]
        case .enumeration(let values): return ["enum": .array(values)]
        case .array(let element): return ["type": "array", "items": schema(of: element)]
        case .map(let value): return ["type": "object", "additionalProperties": schema(of: value)]
        case .nullable(let wrapped): return ["anyOf": [schema(of: wrapped), ["type": "null"]]]
        case .reference(let name): return ["$ref": .string("#/$defs/\(name)")]
        case .object(let properties):
            var members = CodableValue.Object()
            for property in properties {
                let value = schema(of: property.shape)
                members[property.key] = property.isRequired ? value : ["anyOf": [value, ["type": "null"]]]
            }
            var object: CodableValue = ["type": "object", "properties": .object(members)]
            let required = properties.filter(\.isRequired).map { CodableValue.string($0.key) }
            if !required.isEmpty { object["required"] = .array(required) }
            return object
        }
    }
}
