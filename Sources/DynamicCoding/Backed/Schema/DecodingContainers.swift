/// The keyed containers of one object being decoded, opened on first use and shared by
/// all its properties: one container per distinct path prefix.
struct DecodingContainers {
    enum Lookup {
        case found(KeyedDecodingContainer<AnyCodingKey>)
        case absent(Absence)
    }

    private enum Slot {
        case unopened
        case opened(Lookup)
    }

    let decoder: any Decoder
    private let tree: ContainerTree
    private var root: KeyedDecodingContainer<AnyCodingKey>?
    private var nested: [Slot]

    init(decoder: any Decoder, tree: ContainerTree) {
        self.decoder = decoder
        self.tree = tree
        nested = tree.count > 1 ? Array(repeating: .unopened, count: tree.count - 1) : []
    }

    /// The container of `node`, or why it is not there (its key or a parent's is
    /// missing or `null`). A value of the wrong type on the way throws.
    mutating func container(at node: Int) throws -> Lookup {
        if node == ContainerTree.root { return .found(try rootContainer()) }
        if case .opened(let lookup) = nested[node - 1] { return lookup }
        let lookup: Lookup
        switch try container(at: tree.parents[node]) {
        case .absent(let absence):
            lookup = .absent(absence)
        case .found(let parent):
            let key = tree.keys[node]
            if !parent.contains(key) {
                lookup = .absent(.missing(key, in: parent.codingPath))
            } else if try parent.decodeNil(forKey: key) {
                lookup = .absent(.null([String: Any].self, at: parent.codingPath + [key]))
            } else {
                lookup = .found(try parent.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key))
            }
        }
        nested[node - 1] = .opened(lookup)
        return lookup
    }

    private mutating func rootContainer() throws -> KeyedDecodingContainer<AnyCodingKey> {
        if let root { return root }
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        root = container
        return container
    }
}
