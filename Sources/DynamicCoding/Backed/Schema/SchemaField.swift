/// One `@Backed` property of a model, as its schema codes it. Fields read and write
/// the model's memory at their offset, through accessors specialized for their type.
/// Not generic over the model: the field types of one value type are shared by every
/// model, so a new model instantiates no type metadata of its own for them.
protocol SchemaField: AnyObject {
    /// Where the field's value is: one route per `??` alternative.
    var routes: [FieldRoute] { get }
    /// Whether this is an `.otherKeys` field, encoded after the declared ones so that
    /// they win.
    var collectsOtherKeys: Bool { get }
    /// Whether the declared default holds a class instance (``FieldMapping/defaultHoldsObjects``).
    var defaultHoldsObjects: Bool { get }
    /// Whether this is a `.flat` field, whose keys are known only when it is written.
    var isFlat: Bool { get }
    /// Whether this is a `.flat` field holding the payload as read (`CodableValue`),
    /// written first so that declared fields write over it.
    var isFlatCatchAll: Bool { get }
    /// The key and container node the field writes, for a plain key.
    var plainKey: (key: AnyCodingKey, node: Int)? { get }
    /// How the schema decodes the field: as a primitive a run may take, or by a transfer of its own.
    var decoding: FieldPlan { get }
    /// How the schema encodes the field: as a primitive a run may take when
    /// `allowingRuns` (the model's encoding notes no keys) and the field may be one, else
    /// by itself.
    func encoding(allowingRuns: Bool) -> FieldPlan
    /// Notes, once all fields are made, whether another property nests under this one's key.
    func link(in tree: inout ContainerTree)
}

extension Sequence {
    /// Whether two of these fields write one plain key of one object. Compared in pairs,
    /// once per model type: no set to hash into, whose first use would cost a model's first
    /// decode about 35,000 instructions.
    func hasRepeatedPlainKey() -> Bool where Element == any SchemaField {
        let keys = compactMap(\.plainKey)
        return keys.indices.contains { first in
            keys[(first + 1)...].contains {
                $0.node == keys[first].node && $0.key.stringValue == keys[first].key.stringValue
            }
        }
    }
}

/// A `@Backed` property at an offset of its model.
final class BackedField<Value>: FieldTransfer, SchemaField {
    let offset: Int
    let mapping: FieldMapping<Value>
    let access: BackedAccess<Value>
    private var mergeNode: Int?

    init(offset: Int, mapping: FieldMapping<Value>, access: BackedAccess<Value>) {
        self.offset = offset
        self.mapping = mapping
        self.access = access
    }

    override func decode(into model: UnsafeMutableRawPointer, from containers: inout DecodingContainers)
        throws
    {
        try mapping.read(into: model + offset, from: &containers)
    }

    override func storeLax(_ text: String, into model: UnsafeMutableRawPointer) -> Bool {
        guard let record = mapping.laxRecord(text, route: 0) else { return false }
        access.storeRecord(model + offset, record)
        return true
    }

    override func encode(from model: UnsafeRawPointer, to containers: inout EncodingContainers) throws {
        let contents = try access.load(model + offset) { value in
            try mapping.write(value, to: &containers, mergeNode: mergeNode)
        }
        switch contents {
        case .written: break
        case .omitted:
            if mapping.definition.writesNull {
                try mapping.writeNull(to: &containers, mergeNode: mergeNode)
            } else if mergeNode == nil, case .key(let key, let node) = mapping.routes[0].target {
                try containers.omit(key, in: node)
            }
        case .unset: throw mapping.unsetError(at: containers.encoder.codingPath)
        case .read(let record): try mapping.writeAsRead(record, to: &containers, mergeNode: mergeNode)
        case .ordered(let ordered): try mapping.write(ordered, to: &containers, mergeNode: mergeNode)
        }
    }

    var routes: [FieldRoute] { mapping.routes }

    var collectsOtherKeys: Bool {
        if case .otherKeys = mapping.routes[0].target { return true }
        return false
    }

    var isFlat: Bool { mapping.routes[0].isFlat }

    var defaultHoldsObjects: Bool { mapping.defaultHoldsObjects }

    var isFlatCatchAll: Bool { isFlat && mapping.holdsRawData }

    var plainKey: (key: AnyCodingKey, node: Int)? { mapping.routes[0].plainKey }

    var decoding: FieldPlan {
        let definition = mapping.definition
        let keys = mapping.routes.compactMap(\.plainKey)
        guard keys.count == mapping.routes.count, definition.valueWhenUnset == nil, !definition.isLossy,
            let kind = PrimitiveKind(Value.self, strategy: definition.strategy)
        else { return .transfer(self) }
        if keys.count > 1 {
            // The mapping notes which key held the value, for writing it back there.
            if mapping.recordsAlternatives { return .transfer(self) }
            return .transfer(
                PrimitiveAlternatives(kind: kind, offset: offset, alternatives: keys, fallback: self))
        }
        return .primitive(kind, offset: offset, key: keys[0].key, node: keys[0].node, fallback: self)
    }

    func encoding(allowingRuns: Bool) -> FieldPlan {
        let definition = mapping.definition
        // A value read at another `??` alternative is written there, by the field itself.
        guard allowingRuns, mergeNode == nil, !definition.isLossy,
            !(mapping.recordsAlternatives && mapping.routes.count > 1),
            // A default in a nested object may be written back as that object's `null`,
            // which a run would not leave alone: it opens the object for its fields.
            definition.defaultValue == nil || mapping.routes[0].node == ContainerTree.root,
            let (key, node) = mapping.routes[0].plainKey,
            let kind = PrimitiveKind(Value.self, strategy: definition.strategy)
        else { return .transfer(self) }
        return .primitive(kind, offset: offset, key: key, node: node, fallback: self)
    }

    func link(in tree: inout ContainerTree) {
        guard let (key, parent) = mapping.routes[0].plainKey,
            let node = tree.child(of: parent, key: key.stringValue)
        else { return }
        mergeNode = node
        tree.merge(node)
    }
}

/// Lets the schema turn a reflected `Backed<Value>` into a field without knowing `Value`.
protocol BackedProperty {
    /// The declared path, or the key `name` (the property's name) for a bare declaration.
    func path(named name: String) -> Path
    /// The field at `routes` (of ``path(named:)``); `declaredKeys` are the keys every
    /// declared property of the model reads; `recordsAlternatives` keeps which route held
    /// a value, for writing it back there.
    func makeField(
        at stored: FieldReflection.StoredProperty, name: String, owner: String, model: Any.Type,
        routes: [FieldRoute], declaredKeys: DeclaredKeys, recordsAlternatives: Bool
    )
        throws -> any SchemaField
}

extension Backed: BackedProperty {
    func path(named name: String) -> Path {
        guard case .declared(let definition) = storage, let path = definition.path else {
            return Path(.key(name))
        }
        return path
    }

    func makeField(
        at stored: FieldReflection.StoredProperty, name: String, owner: String, model: Any.Type,
        routes: [FieldRoute], declaredKeys: DeclaredKeys, recordsAlternatives: Bool
    )
        throws -> any SchemaField
    {
        let property = "\(owner).\(name)"
        guard stored.isVariable else {
            throw DynamicCodingFailure.invalidDeclaration(
                property: property, problem: "it is not a stored var.")
        }
        guard case .declared(let definition) = storage else {
            throw DynamicCodingFailure.invalidDeclaration(
                property: property,
                problem: "init() assigned it a value, which hides its @Backed configuration; leave it to "
                    + "the declaration and assign values in other initializers.")
        }
        if let problem = definition.problem {
            throw DynamicCodingFailure.invalidDeclaration(property: property, problem: problem)
        }
        if definition.path?.collectsOtherKeys == true, !OtherKeys.canHold(Value.self) {
            throw DynamicCodingFailure.invalidDeclaration(
                property: property,
                problem:
                    "an .otherKeys property holds [String: CodableValue] or CodableValue.Object (or an optional "
                    + "of either), not \(Value.self)."
            )
        }
        if PrimitiveKind(Value.self, strategy: nil) == nil,
            let problem = PlainOwnerCheck.problem(holding: Value.self)
                ?? LaxDeclarationCheck.problem(holding: Value.self, in: model)
        {
            throw DynamicCodingFailure.invalidDeclaration(property: property, problem: problem)
        }
        UnsetPropertyReport.remember(property: property, of: definition)
        let mapping = FieldMapping(
            name: property, definition: definition, routes: routes, declaredKeys: declaredKeys,
            recordsAlternatives: recordsAlternatives, model: model)
        return BackedField(offset: stored.offset, mapping: mapping, access: definition.access)
    }
}
