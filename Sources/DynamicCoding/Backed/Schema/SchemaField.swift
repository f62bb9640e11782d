/// One `@Backed` property of a model, as its schema codes it.
protocol SchemaField<Root> {
    associatedtype Root

    func decode(into root: inout Root, from containers: inout DecodingContainers) throws
    func encode(from root: Root, to containers: inout EncodingContainers) throws
    /// Notes, once all paths are known, whether another property nests under this one's key.
    mutating func linkMerges(in tree: inout ContainerTree)
}

/// A `@Backed` property at a key path of its model.
struct BackedField<Root, Value>: SchemaField {
    let keyPath: WritableKeyPath<Root, Backed<Value>>
    let coder: FieldCoder<Value>
    private var mergeNode: Int?

    init(keyPath: WritableKeyPath<Root, Backed<Value>>, coder: FieldCoder<Value>) {
        self.keyPath = keyPath
        self.coder = coder
    }

    func decode(into root: inout Root, from containers: inout DecodingContainers) throws {
        root[keyPath: keyPath] = Backed(decoded: try coder.read(from: &containers))
    }

    func encode(from root: Root, to containers: inout EncodingContainers) throws {
        try coder.write(root[keyPath: keyPath], to: &containers, mergeNode: mergeNode)
    }

    mutating func linkMerges(in tree: inout ContainerTree) {
        let route = coder.routes[0]
        guard let leaf = route.leaf, route.rest.isEmpty,
            let node = tree.child(of: route.node, key: leaf.stringValue)
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
        guard let keyPath = keyPath as? WritableKeyPath<Root, Backed<Value>> else {
            throw DynamicCodingFailure.invalidDeclaration(
                property: property, problem: "it is not a stored var.")
        }
        guard case .declared(let definition) = storage else {
            throw DynamicCodingFailure.invalidDeclaration(
                property: property,
                problem: "init() assigned it a value, which hides its @Backed configuration; leave it to "
                    + "the declaration and assign values in other initializers.")
        }
        if definition.line != 0 { UnsetPropertyReport.remember(property: property, at: definition.location) }
        let paths = definition.path?.alternatives ?? [[.key(name)]]
        let routes = paths.map { FieldRoute(components: $0, tree: &tree) }
        return BackedField(
            keyPath: keyPath, coder: FieldCoder(name: property, definition: definition, routes: routes))
    }
}
