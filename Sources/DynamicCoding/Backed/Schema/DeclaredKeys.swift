/// The keys a model's declared properties read, per object on their paths: what an
/// `.otherKeys` property leaves to them.
///
/// For `@Backed("kind")` and `@Backed(Path("spec", "replicas"))`, `kind` and
/// `spec.replicas` are read whole and `spec` is gone through: the catch-all keeps every
/// other key of the model's object, and of `spec`.
struct DeclaredKeys: Sendable {
    private let tree: ContainerTree
    /// The keys read whole, by container node; none when no one asks: a model without an
    /// `.otherKeys` property whose keys are each read whole or gone through, not both (the
    /// sets' first use costs a model's first decode about 50,000 instructions).
    private var wholeKeys: [Set<String>] = []

    init(tree: ContainerTree, routes: some Collection<FieldRoute>) {
        self.tree = tree
        guard routes.contains(where: { Self.asks(about: $0, in: tree) }) else { return }
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
    /// Whether `route` is one whose field asks which keys are read whole: an `.otherKeys`
    /// catch-all, a `.flat` value (a fallback's payload leaves them out), or a key that
    /// other paths go through.
    private static func asks(about route: FieldRoute, in tree: ContainerTree) -> Bool {
        switch route.target {
        case .otherKeys: true
        case .key(let key, let node), .walk(let key?, let node, _):
            tree.child(of: node, key: key.stringValue) != nil
        case .flat: true
        case .walk(nil, _, _): false
        }
    }

    func adding(_ keys: Set<String>, in node: Int) -> DeclaredKeys {
        guard !keys.isEmpty else { return self }
        var added = self
        if added.wholeKeys.isEmpty { added.wholeKeys = Array(repeating: [], count: tree.count) }
        added.wholeKeys[node].formUnion(keys)
        return added
    }

    /// Whether a declared property reads the value at `key` in `node`'s object whole.
    func readsWhole(_ key: String, in node: Int) -> Bool {
        whole(in: node).contains(key)
    }

    /// The keys declared properties read in the object at `key` in `node`'s object, whole or
    /// by going through them: what a dictionary at `key` leaves to those properties.
    func keys(under key: String, in node: Int) -> Set<String> {
        guard let child = tree.child(of: node, key: key) else { return [] }
        return keys(in: child)
    }

    /// The keys declared properties read in `node`'s object, whole or by going through them.
    func keys(in node: Int) -> Set<String> {
        whole(in: node).union(tree.children(of: node).map { tree.keys[$0].stringValue })
    }

    /// The keys read whole in `node`'s object; none when no field asked.
    private func whole(in node: Int) -> Set<String> {
        wholeKeys.isEmpty ? [] : wholeKeys[node]
    }

    /// The node of the object at `key` in `node`'s object, when declared paths go through it.
    func node(through key: String, in node: Int) -> Int? {
        tree.child(of: node, key: key)
    }
}
