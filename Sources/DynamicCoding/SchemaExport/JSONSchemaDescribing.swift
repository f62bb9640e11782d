/// A type that states its own JSON Schema, for ``JSONSchema`` to use instead of learning
/// it: the escape hatch for a type whose `init(from:)` branches on what it reads (a
/// recording decoder sees only one road), or whose payload says more than its reads show
/// (a pattern, a range). A ``ValueCodingStrategy`` can state the schema of what it reads
/// the same way.
///
/// The generator passed in gives the schemas of other types (a `$ref` for models), so a
/// stated schema can hold them. When a plain `Codable` model holds the type, conform it to
/// ``ZeroValueProviding`` too: the recording decoder that learns the model needs a value
/// of it to go on.
///
/// ```swift
/// struct Version: Codable, JSONSchemaDescribing, ZeroValueProviding {
///     var major = 0, minor = 0
///     static var zeroValue: Version { Version() }
///     init(from decoder: any Decoder) throws { /* parses "1.2" */ }
///     static func jsonSchema(in generator: JSONSchemaGenerator) throws -> CodableValue {
///         ["type": "string", "pattern": "^[0-9]+\\.[0-9]+$"]
///     }
/// }
/// ```
public protocol JSONSchemaDescribing {
    /// The schema of the payloads this type decodes from: a draft 2020-12 schema object.
    static func jsonSchema(in generator: JSONSchemaGenerator) throws -> CodableValue
}
