/// How one model type decodes and encodes: a template instance made once with
/// `init()`, its `@Backed` fields found once by reflection, and the tree of containers
/// their paths share. Cached per type by ``SchemaCache``.
///
/// Each decode fills a copy of the template, unless the model has stored properties that
/// are not `@Backed` (`let localID = UUID()`, a class instance), or a `@Backed` default
/// that holds a class instance: their initial values and defaults are evaluated for each
/// decoded instance, as a hand-written `init(from:)` would, by a fresh `init()`. No
/// instance the template holds is handed to a decoded model, so none is shared between
/// the threads that decode.
final class BackedSchema<Root>: @unchecked Sendable {
    private let template: Root
    /// The template with placeholders where every decode writes a value (see
    /// `FieldTransfer.placeholdDecodedFields(in:)`): what each decode starts from.
    private let decodingTemplate: Root
    /// Whether each decode starts from a fresh `init()`, because the model has stored
    /// properties that are not `@Backed`.
    private let decodesFreshInstances: Bool
    private let tree: ContainerTree
    private let decodingTransfers: [FieldTransfer]
    private let encodingTransfers: [FieldTransfer]
    /// The model's `@Backed` fields, in declaration order, for its JSON Schema.
    let fields: [any SchemaField]

    init(make: () -> Root) throws {
        let (template, declarations) = DeclarationCollector.collecting(make)
        // What `String(describing:)` prints for a type, without the protocol casts it
        // makes first (a scan of every conformance record for each new type).
        let owner = _typeName(Root.self, qualified: false)
        guard let properties = FieldReflection.storedProperties(of: Root.self) else {
            throw DynamicCodingFailure.invalidDeclaration(
                property: owner, problem: "only structs can be BackedDecodable or BackedEncodable.")
        }
        var backed: [BackedStoredProperty] = []
        backed.reserveCapacity(properties.count)
        withUnsafeBytes(of: template) { bytes in
            // A model of no bytes (none of its properties has a size) holds no `Backed`.
            guard let base = bytes.baseAddress else { return }
            for stored in properties {
                guard
                    let property = DeclaredProperty.find(stored, in: bytes, among: declarations)
                        ?? backedProperty(stored.type, at: base + stored.offset)
                else { continue }
                backed.append(BackedStoredProperty(stored: stored, property: property))
            }
        }
        // Every path first, so that each field knows which keys the others read (a
        // dictionary at a key other paths go into leaves their keys to them).
        var tree = ContainerTree()
        let routes = backed.map { FieldRoute.routes(of: $0.property.path(named: $0.name), tree: &tree) }
        let declaredKeys = DeclaredKeys(tree: tree, routes: routes.joined())
        // Which `??` alternative held a value is kept for writing back, which only a model
        // that encodes needs (asked only of models with alternatives: the cast scans the
        // conformance records once for a new type).
        let recordsAlternatives = routes.contains { $0.count > 1 } && Root.self is any Encodable.Type
        var fields: [any SchemaField] = []
        fields.reserveCapacity(backed.count)
        for (stored, routes) in zip(backed, routes) {
            fields.append(
                try stored.property.makeField(
                    at: stored.stored, name: stored.name, owner: owner, model: Root.self,
                    routes: routes, declaredKeys: declaredKeys, recordsAlternatives: recordsAlternatives))
        }
        let declared = fields.filter { !$0.collectsOtherKeys }
        for field in fields {
            field.link(in: &tree)
        }
        tree.payloadForm = PayloadForm(fields: fields)
        tree.tracksKeys =
            fields.contains { $0.collectsOtherKeys || $0.isFlat } || declared.hasRepeatedPlainKey()
            || !tree.mergeNodes.isEmpty
        tree.collectsFirst = fields.contains { $0.collectsOtherKeys || $0.isFlatCatchAll }
        tree.notesFlatGroupKeys =
            fields.contains(where: \.collectsOtherKeys) && fields.contains { $0.isFlat && !$0.isFlatCatchAll }
        if !tree.tracksKeys {
            // Objects that only primitive runs read (or that others are only gone through)
            // are keyed by interned keys; the others by `AnyCodingKey`, which payload keys need.
            var readByOthers = Array(repeating: false, count: tree.count)
            for (field, fieldRoutes) in zip(fields, routes) {
                if case .primitive = field.decoding { continue }
                for route in fieldRoutes { readByOthers[route.node] = true }
            }
            tree.internKeys { !readByOthers[$0] }
        }
        self.template = template
        self.fields = fields
        decodesFreshInstances =
            backed.count < properties.count || fields.contains(where: \.defaultHoldsObjects)
        self.tree = tree
        // An .otherKeys property last, once the .flat groups have noted the keys they read.
        let decodingTransfers = PrimitiveRun.joiningRuns(
            (declared + fields.filter(\.collectsOtherKeys)).map(\.decoding))
        self.decodingTransfers = decodingTransfers
        var decodingTemplate = template
        withUnsafeMutableBytes(of: &decodingTemplate) { bytes in
            // Transfers come from `@Backed` fields, so a model with one has bytes.
            guard let base = bytes.baseAddress else { return }
            for transfer in decodingTransfers {
                transfer.placeholdDecodedFields(in: base)
            }
        }
        self.decodingTemplate = decodingTemplate
        // A .flat catch-all writes first, in the payload's order, declared properties over
        // it; an .otherKeys property last: what no declared property wrote.
        let catchAlls = declared.filter(\.isFlatCatchAll)
        var others = declared.filter { !$0.isFlatCatchAll }
        if tree.payloadForm == .array {
            // An array's elements in the order of their indices.
            others.sort { ($0.routes[0].rootIndex ?? 0) < ($1.routes[0].rootIndex ?? 0) }
        }
        let allowingRuns = !tree.tracksKeys
        encodingTransfers = PrimitiveRun.joiningRuns(
            (catchAlls + others + fields.filter(\.collectsOtherKeys)).map {
                $0.encoding(allowingRuns: allowingRuns)
            })
    }

    /// Decodes a model, starting from a copy of the template or from `make()` (the model's
    /// `init()`); an error the decoder threw that is not a `DecodingError` (a number
    /// `JSONDecoder` cannot fit in the type asked for) becomes one at its exact path.
    func decode(from decoder: any Decoder, make: () -> Root) throws -> Root {
        var model = decodesFreshInstances ? make() : decodingTemplate
        do {
            try DecodingContainers.with(decoder: decoder, tree: tree) {
                try decodeFields(into: &model, from: &$0)
            }
        } catch {
            throw locate(error, in: decoder)
        }
        return model
    }

    /// Decodes a model from `object`, the decoder's keyed container, open already.
    func decode(from decoder: any Decoder, object: ObjectDecodingContainer, make: () -> Root) throws -> Root {
        var model = decodesFreshInstances ? make() : decodingTemplate
        do {
            try DecodingContainers.with(decoder: decoder, tree: tree, root: object) {
                try decodeFields(into: &model, from: &$0)
            }
        } catch {
            throw locate(error, in: decoder)
        }
        return model
    }

    private func locate(_ error: any Error, in decoder: any Decoder) -> any Error {
        ErrorTracingDecoder.locate(error, in: decoder) { traced in
            var model = template
            try DecodingContainers.with(decoder: traced, tree: tree) {
                try decodeFields(into: &model, from: &$0)
            }
        }
    }

    private func decodeFields(into model: inout Root, from containers: inout DecodingContainers) throws {
        try withUnsafeMutableBytes(of: &model) { bytes in
            guard let base = bytes.baseAddress else { return }
            for transfer in decodingTransfers {
                try transfer.decode(into: base, from: &containers)
            }
        }
    }

    /// Whether encoding may write `key` of the model's own object: a property declared at
    /// it, or a catch-all (`.otherKeys`, a `.flat` `CodableValue`).
    func mayWriteKey(_ key: String) -> Bool {
        fields.contains {
            $0.collectsOtherKeys || $0.isFlatCatchAll
                || ($0.plainKey.map { $0.node == ContainerTree.root && $0.key.stringValue == key } ?? false)
        }
    }

    func encode(_ model: Root, to encoder: any Encoder) throws {
        try EncodingContainers.with(encoder: encoder, tree: tree) { containers in
            // The model's own bytes, borrowed: a copy would retain each of its references.
            try withUnsafeBytes(of: model) { bytes in
                guard let base = bytes.baseAddress else { return }
                for transfer in encodingTransfers {
                    try transfer.encode(from: base, to: &containers)
                }
            }
            try containers.finish()
        }
    }
}

/// The stored property of type `Field` at `pointer` as a `@Backed` property, for a property
/// that holds none of the declarations its model's `init()` made (another type, or a
/// `Backed` that `init()` assigned a value): cast from its own type, because a cast from
/// `Any` asks first whether `Any` itself conforms. Only a property whose own type is the
/// `Backed` counts: the cast also finds one inside an `Optional` or an `Any` property,
/// whose memory the schema must not read or write as a `Backed`.
private func backedProperty<Field>(_ type: Field.Type, at pointer: UnsafeRawPointer) -> (any BackedProperty)?
{
    guard let property = pointer.assumingMemoryBound(to: Field.self).pointee as? any BackedProperty,
        ObjectIdentifier(Swift.type(of: property)) == ObjectIdentifier(Field.self)
    else { return nil }
    return property
}

/// A stored property of a model that is `@Backed`: where it is, its name without the
/// wrapper's underscore, and its declaration.
private struct BackedStoredProperty {
    let stored: FieldReflection.StoredProperty
    let name: String
    let property: any BackedProperty

    init(stored: FieldReflection.StoredProperty, property: any BackedProperty) {
        self.stored = stored
        name = stored.name.hasPrefix("_") ? String(stored.name.dropFirst()) : stored.name
        self.property = property
    }
}
