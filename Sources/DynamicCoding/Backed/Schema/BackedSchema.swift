/// How one model type decodes and encodes: a template instance made once with
/// `init()`, its `@Backed` fields found once by reflection, and the tree of containers
/// their paths share. Cached per type.
final class BackedSchema<Root>: @unchecked Sendable {
    private let template: Root
    private let tree: ContainerTree
    private let decoders: [FieldDecoder]
    private let encoders: [FieldEncoding]

    private init(template: Root) throws {
        // What `String(describing:)` prints for a type, without the protocol casts it
        // makes first (a scan of every conformance record for each new type).
        let owner = _typeName(Root.self, qualified: false)
        guard let properties = FieldReflection.storedProperties(of: Root.self) else {
            throw DynamicCodingFailure.invalidDeclaration(
                property: owner, problem: "only structs can be BackedDecodable or BackedEncodable.")
        }
        var tree = ContainerTree()
        var fields: [any SchemaField] = []
        for field in properties {
            let value = withUnsafeBytes(of: template) { model in
                backedProperty(at: model.baseAddress! + field.offset, as: field.type)
            }
            guard let property = value else { continue }
            let name = field.name.hasPrefix("_") ? String(field.name.dropFirst()) : field.name
            fields.append(try property.makeField(field, name: name, owner: owner, tree: &tree))
        }
        let declared = fields.filter { !$0.collectsOtherKeys }
        let declaredKeys = DeclaredKeys(tree: tree, routes: declared.flatMap(\.routes))
        for field in fields {
            field.link(in: &tree, declaredKeys: declaredKeys)
        }
        tree.tracksKeys =
            fields.contains { $0.collectsOtherKeys || $0.isFlat } || declared.hasRepeatedPlainKey()
        tree.collectsFirst = fields.contains { $0.collectsOtherKeys || $0.isFlatCatchAll }
        self.template = template
        self.tree = tree
        decoders = fields.map(\.decoder)
        // A .flat catch-all writes first, in the payload's order, declared properties over
        // it; an .otherKeys property last: what no declared property wrote.
        let (catchAlls, others) = (declared.filter(\.isFlatCatchAll), declared.filter { !$0.isFlatCatchAll })
        encoders = (catchAlls + others + fields.filter(\.collectsOtherKeys)).map(\.encoding)
    }

    /// The schema of `Root`, built on first use with `make` (the model's `init()`).
    static func shared(for type: Root.Type, make: () -> Root) throws -> BackedSchema<Root> {
        if let cached = schemaCache.value[type] {
            return unsafeDowncast(cached, to: BackedSchema<Root>.self)
        }
        let schema = try BackedSchema(template: make())
        let winner = schemaCache.update { cache in
            if let raced = cache[type] { return raced }
            cache.insert(schema, for: type)
            return schema
        }
        return unsafeDowncast(winner, to: BackedSchema<Root>.self)
    }

    /// Decodes a model; an error the decoder threw that is not a `DecodingError` (a number
    /// `JSONDecoder` cannot fit in the type asked for) becomes one at its exact path.
    func decode(from decoder: any Decoder) throws -> Root {
        do {
            return try decodeFields(from: decoder)
        } catch {
            throw ErrorTracingDecoder.locate(error, in: decoder) { _ = try decodeFields(from: $0) }
        }
    }

    private func decodeFields(from decoder: any Decoder) throws -> Root {
        var containers = DecodingContainers(decoder: decoder, tree: tree)
        var model = template
        try withUnsafeMutableBytes(of: &model) { bytes in
            for decoder in decoders {
                try decoder.decode(into: bytes.baseAddress!, from: &containers)
            }
        }
        return model
    }

    func encode(_ model: Root, to encoder: any Encoder) throws {
        var containers = EncodingContainers(encoder: encoder, tree: tree)
        var model = model
        try withUnsafeBytes(of: &model) { bytes in
            for encode in encoders {
                try encode(bytes.baseAddress!, &containers)
            }
        }
        try containers.finish()
    }
}

extension BackedSchema {
    /// The schema, with a declaration mistake turned into a `DecodingError` at the decoder's path.
    static func forDecoding(_ type: Root.Type, with decoder: any Decoder, make: () -> Root) throws
        -> BackedSchema<Root>
    {
        do {
            return try shared(for: type, make: make)
        } catch let failure as DynamicCodingFailure {
            throw DecodingError.dataCorrupted(failure.decodingContext(decoder.codingPath))
        }
    }
}

/// The property of type `Value` at `field`, if it is a `@Backed` property: cast from its
/// own type, because a cast from `Any` asks first whether `Any` itself conforms (a scan
/// of every conformance record).
private func backedProperty<Value>(at field: UnsafeRawPointer, as type: Value.Type) -> (any BackedProperty)? {
    field.assumingMemoryBound(to: Value.self).pointee as? any BackedProperty
}

/// Schemas by model type, as `AnyObject` because a generic class has no static storage;
/// read without a lock on every decode.
private let schemaCache = Published(TypeTable())
