/// The schema of each model type, built on first use and read without a lock on every
/// decode. Not a static member of the generic ``BackedSchema``, whose every static call
/// would look up the class's metadata for `Root`.
enum SchemaCache {
    /// Schemas by model type, as `AnyObject` because they are of different types.
    private static let schemas = TypeTable()

    /// The schema of `Root`, built on first use with `make` (the model's `init()`).
    static func schema<Root>(for type: Root.Type, make: () -> Root) throws -> BackedSchema<Root> {
        if let cached = schemas.object(for: type) {
            return unsafeDowncast(cached, to: BackedSchema<Root>.self)
        }
        // Built outside the table's lock: a model's init() may decode another model.
        let winner = schemas.insert(try BackedSchema(make: make), for: type)
        return unsafeDowncast(winner, to: BackedSchema<Root>.self)
    }

    /// The schema, with a declaration mistake turned into a `DecodingError` at the decoder's path.
    static func schemaForDecoding<Root>(_ type: Root.Type, with decoder: any Decoder, make: () -> Root) throws
        -> BackedSchema<Root>
    {
        do {
            return try schema(for: type, make: make)
        } catch let failure as DynamicCodingFailure {
            throw DecodingError.dataCorrupted(failure.decodingContext(decoder.codingPath))
        }
    }
}
