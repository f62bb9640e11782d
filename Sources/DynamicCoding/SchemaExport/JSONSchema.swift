import Foundation

/// The JSON Schema (draft 2020-12) of what a model type decodes from: the contract to hand
/// to the teams that write its payloads. Polymorphic values list every type `registry`
/// holds for them, in their layout; each model type is defined once, under `$defs`.
///
/// A payload is valid against the schema exactly when the type decodes it, for the
/// features listed in <doc:SchemaExport>; that article also names the limits.
///
/// ```swift
/// let schema = try JSONSchema(for: HomeScreen.self, registry: registry)
/// try schema.data.write(to: URL(fileURLWithPath: "home-screen.schema.json"))
/// schema.document["$defs"]?["DetailScreenRoute"]  // the schema of one route type
/// ```
public struct JSONSchema: Sendable {
    /// The schema document, `$schema` and `$defs` included.
    ///
    /// ```swift
    /// try JSONSchema(for: Canvas.self, registry: registry).document["$ref"]  // "#/$defs/Canvas"
    /// ```
    public let document: CodableValue

    /// The schema of `type`, as `decoder` would decode it: its date and data strategies
    /// decide how a `Date` or `Data` without a `@Backed` strategy of its own is written.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.dateDecodingStrategy = .iso8601
    /// let schema = try JSONSchema(for: [any Route].self, registry: registry, decoder: decoder)
    /// ```
    ///
    /// - Throws: ``JSONSchemaError`` when a type's schema cannot be found.
    public init<Value>(
        for type: Value.Type, registry: TypeRegistry = .shared, decoder: JSONDecoder = JSONDecoder()
    ) throws {
        let generator = JSONSchemaGenerator(registry: registry, decoder: decoder)
        let root = try generator.schema(for: type)
        var document: CodableValue.Object = ["$schema": "https://json-schema.org/draft/2020-12/schema"]
        for (key, value) in root.objectValue ?? ["allOf": [root]] {
            document[key] = value
        }
        if !generator.definitions.isEmpty { document["$defs"] = .object(generator.definitions) }
        self.document = .object(document)
    }

    /// The document as JSON: indented, keys sorted, so that the same types always give the
    /// same bytes (a file kept in version control changes only where the contract does).
    ///
    /// ```swift
    /// print(String(decoding: try JSONSchema(for: Inbox.self).data, as: UTF8.self))
    /// ```
    public var data: Data {
        get throws {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return try encoder.encode(document)
        }
    }
}
