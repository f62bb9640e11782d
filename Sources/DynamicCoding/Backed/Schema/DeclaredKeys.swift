/// The keys a model's declared properties read, per object on their paths: what an
/// `.otherKeys` property leaves to them.
///
/// For `@Backed("kind")` and `@Backed(Path("spec", "replicas"))`, `kind` and
/// `spec.replicas` are read whole and `spec` is gone through: the catch-all keeps every
/// other key of the model's object, and of `spec`.
struct DeclaredKeys: Sendable {
    private let tree: ContainerTree
    /// The keys read whole, by container node.
    private var wholeKeys: [Set<String>]

    init(tree: ContainerTree, routes: some Sequence<FieldRoute>) {
        self.tree = tree
        wholeKeys = Array(repeating: [], count: tree.count)
        for route in routes {
            switch route.target {
            case .key(let key, let node), .walk(let key?, let node, _):
                wholeKeys[node].insert(key.stringValue)
            case .walk(nil, _, _), .flat, .otherKeys:
                continue
            }
        }
    }

    /// These keys and `keys`, read whole in `node`'s object: what `.flat` typed groups read.
    func adding(_ keys: Set<String>, in node: Int) -> DeclaredKeys {
        guard !keys.isEmpty else { return self }
        var added = self
        added.wholeKeys[node].formUnion(keys)
        return added
    }

    /// Whether a declared property reads the value at `key` in `node`'s object whole.
    func readsWhole(_ key: String, in node: Int) -> Bool {
        wholeKeys[node].contains(key)
    }

    /// The keys declared properties read in the object at `key` in `node`'s object, whole or
    /// by going through them: what a dictionary at `key` leaves to those properties.
    func keys(under key: String, in node: Int) -> Set<String> {
        guard let child = tree.child(of: node, key: key) else { return [] }
        return wholeKeys[child].union(tree.children(of: child).map { tree.keys[$0].stringValue })
    }

    /// The node of the object at `key` in `node`'s object, when declared paths go through it.
    func node(through key: String, in node: Int) -> Int? {
        tree.child(of: node, key: key)
    }
}
