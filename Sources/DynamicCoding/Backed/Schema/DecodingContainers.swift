/// The keyed containers of one object being decoded, opened on first use and shared by
/// all its properties: one container per distinct path prefix.
struct DecodingContainers {
    let decoder: any Decoder
    private let tree: ContainerTree
    private var root: ObjectDecodingContainer?
    /// Containers of the nested nodes (node `n` at `n - 1`); `nil` until opened, or when absent.
    private var nested: [ObjectDecodingContainer?]

    /// - Parameter root: the decoder's keyed container, when it is open already.
    init(decoder: any Decoder, tree: ContainerTree, root: ObjectDecodingContainer? = nil) {
        self.decoder = decoder
        self.tree = tree
        self.root = root
        nested = tree.count > 1 ? Array(repeating: nil, count: tree.count - 1) : []
    }

    /// The same containers, not yet opened, of another decoder of the same object.
    func reopened(with decoder: any Decoder) -> DecodingContainers {
        DecodingContainers(decoder: decoder, tree: tree)
    }

    /// The container of `node`, or `nil` when it is not there (its key or a parent's is
    /// missing or `null`; ``absence(at:)`` says which). A value of the wrong type on the
    /// way throws.
    mutating func container(at node: Int) throws -> ObjectDecodingContainer? {
        if node == ContainerTree.root {
            if let root { return root }
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            root = container
            return container
        }
        if let container = nested[node - 1] { return container }
        return try open(node)
    }

    /// Why `node`'s container is not there: the first key on its way that is missing
    /// or `null`. Only asked after ``container(at:)`` returned `nil`.
    mutating func absence(at node: Int) throws -> Absence {
        let parentNode = tree.parents[node]
        guard let parent = try container(at: parentNode) else { return try absence(at: parentNode) }
        let key = tree.keys[node]
        if !parent.contains(key) { return .missing(key, in: parent.codingPath) }
        return .null([String: Any].self, at: parent.codingPath + [key])
    }

    private mutating func open(_ node: Int) throws -> ObjectDecodingContainer? {
        guard let parent = try container(at: tree.parents[node]) else { return nil }
        let key = tree.keys[node]
        let container: ObjectDecodingContainer
        do {
            // Opened first, and asked why only when that fails: one lookup of the key, not three.
            container = try parent.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
        } catch {
            guard parent.contains(key), try !parent.decodeNil(forKey: key) else { return nil }
            throw error
        }
        nested[node - 1] = container
        return container
    }
}
