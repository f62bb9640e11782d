/// One `@Backed` property of a model, as its schema codes it. Fields read and write
/// the model's memory at their offset, through accessors specialized for their type.
protocol SchemaField<Root>: AnyObject {
    associatedtype Root

    func decode(into model: UnsafeMutableRawPointer, from containers: inout DecodingContainers) throws
    func encode(from model: UnsafeRawPointer, to containers: inout EncodingContainers) throws
    /// Notes, once all paths are known, whether another property nests under this one's key.
    func linkMerges(in tree: inout ContainerTree)
}

/// How the schema runs a field: closures made by the concrete field, because iterating
/// an array of `any SchemaField<Root>` would look up existential metadata per element.
typealias FieldDecoding = (UnsafeMutableRawPointer, inout DecodingContainers) throws -> Void
typealias FieldEncoding = (UnsafeRawPointer, inout EncodingContainers) throws -> Void

extension SchemaField {
    var decoding: FieldDecoding { { try self.decode(into: $0, from: &$1) } }
    var encoding: FieldEncoding { { try self.encode(from: $0, to: &$1) } }
}

/// A `@Backed` property at an offset of its model.
final class BackedField<Root, Value>: SchemaField {
    let offset: Int
    let mapping: FieldMapping<Value>
    let access: BackedAccess<Value>
    private var mergeNode: Int?

    init(offset: Int, mapping: FieldMapping<Value>, access: BackedAccess<Value>) {
        self.offset = offset
        self.mapping = mapping
        self.access = access
    }

    func decode(into model: UnsafeMutableRawPointer, from containers: inout DecodingContainers) throws {
        access.store(model + offset, try mapping.read(from: &containers))
    }

    func encode(from model: UnsafeRawPointer, to containers: inout EncodingContainers) throws {
        let contents = try access.load(model + offset) { value in
            try mapping.write(value, to: &containers, mergeNode: mergeNode)
        }
        switch contents {
        case .written: break
        case .omitted:
            if mapping.definition.writesNull { try mapping.writeNull(to: &containers, mergeNode: mergeNode) }
        case .unset: throw mapping.unsetError(at: containers.encoder.codingPath)
        }
    }

    func linkMerges(in tree: inout ContainerTree) {
        guard let (key, parent) = mapping.routes[0].plainKey,
            let node = tree.child(of: parent, key: key.stringValue)
        else { return }
        mergeNode = node
        tree.mergeNodes.insert(node)
    }
}

/// Lets the schema turn a reflected `Backed<Value>` into a field without knowing `Value`.
protocol BackedProperty {
    func makeField<Root>(
        keyPath: PartialKeyPath<Root>, name: String, owner: String, tree: inout ContainerTree
    )
        throws -> any SchemaField<Root>
}

extension Backed: BackedProperty {
    func makeField<Root>(
        keyPath: PartialKeyPath<Root>, name: String, owner: String, tree: inout ContainerTree
    )
        throws -> any SchemaField<Root>
    {
        let property = "\(owner).\(name)"
        guard keyPath is WritableKeyPath<Root, Backed<Value>>,
            let offset = MemoryLayout<Root>.offset(of: keyPath)
        else {
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
        UnsetPropertyReport.remember(property: property, of: definition)
        let paths = definition.path?.alternatives ?? [[.key(name)]]
        let routes = paths.map { FieldRoute(components: $0, tree: &tree) }
        let mapping = FieldMapping(name: property, definition: definition, routes: routes)
        return BackedField<Root, Value>(offset: offset, mapping: mapping, access: definition.access)
    }
}
