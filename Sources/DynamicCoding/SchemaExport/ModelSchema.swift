/// The JSON Schema of a `@Backed` model, from the schema the library decodes it with:
/// each field adds what it reads to the constraint of the model's object.
///
/// ```swift
/// try ModelSchema.schema(of: HomeScreen.self, in: generator)
/// // ["type": "object", "properties": [...], "required": [...]]
/// ```
enum ModelSchema {
    static func schema(of model: any BackedDecodable.Type, in generator: JSONSchemaGenerator) throws
        -> CodableValue
    {
        try schema(ofOpened: model, in: generator)
    }

    private static func schema<Model: BackedDecodable>(
        ofOpened model: Model.Type, in generator: JSONSchemaGenerator
    ) throws -> CodableValue {
        let schema = try SchemaCache.schema(for: Model.self) { Model() }
        let object = ObjectConstraint()
        for field in schema.fields {
            guard let field = field as? any DescribedField else { continue }
            try field.describe(in: object, generator: generator)
        }
        return object.rootSchema
    }
}
