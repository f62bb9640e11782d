/// The keyed containers of one object being decoded, opened on first use and shared by
/// all its properties: one container per distinct path prefix.
///
/// The containers live in a temporary allocation (on the stack for usual trees) made by
/// ``with(decoder:tree:root:_:)`` for the object's decode, one slot per node of the tree
/// and a state per slot, so that decoding an object allocates nothing on the heap and
/// never wraps a container in an `Optional` to store it.
struct DecodingContainers {
    let decoder: any Decoder
    let tree: ContainerTree
    /// One slot per node, initialized where the node's state is `opened`.
    private let slots: UnsafeMutablePointer<ObjectDecodingContainer>
    private let states: UnsafeMutablePointer<SlotState>

    private enum SlotState: UInt8 {
        case unopened, opened, absent
    }

    /// Runs `body` with the containers of `tree`'s nodes in `decoder`, opened when first
    /// asked for.
    static func with<Result>(
        decoder: any Decoder, tree: ContainerTree, _ body: (inout DecodingContainers) throws -> Result
    ) throws -> Result {
        try with(decoder: decoder, tree: tree, prepare: { _ in }, body)
    }

    /// The same, with `root`, the decoder's keyed container, open already. (Not one function
    /// with an optional `root`: every `Optional` of a container costs value-witness calls.)
    static func with<Result>(
        decoder: any Decoder, tree: ContainerTree, root: ObjectDecodingContainer,
        _ body: (inout DecodingContainers) throws -> Result
    ) throws -> Result {
        try with(decoder: decoder, tree: tree, prepare: { $0.store(root, at: ContainerTree.root) }, body)
    }

    private static func with<Result>(
        decoder: any Decoder, tree: ContainerTree, prepare: (inout DecodingContainers) -> Void,
        _ body: (inout DecodingContainers) throws -> Result
    ) throws -> Result {
        let count = tree.count
        return try withUnsafeTemporaryAllocation(of: SlotState.self, capacity: count) { states in
            try withUnsafeTemporaryAllocation(of: ObjectDecodingContainer.self, capacity: count) { slots in
                let (slots, states) = (slots.baseAddress!, states.baseAddress!)
                states.initialize(repeating: .unopened, count: count)
                defer {
                    for node in 0..<count where states[node] == .opened {
                        (slots + node).deinitialize(count: 1)
                    }
                }
                var containers = DecodingContainers(
                    decoder: decoder, tree: tree, slots: slots, states: states)
                prepare(&containers)
                return try body(&containers)
            }
        }
    }

    /// The container of `node`, or `nil` when it is not there (its key or a parent's is
    /// missing or `null`; ``absence(at:)`` says which). A value of the wrong type on the
    /// way throws.
    mutating func container(at node: Int) throws -> ObjectDecodingContainer? {
        switch states[node] {
        case .opened: return slots[node]
        case .absent: return nil
        case .unopened: return try open(node)
        }
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
        if node == ContainerTree.root {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            store(container, at: node)
            return container
        }
        guard let parent = try container(at: tree.parents[node]) else {
            states[node] = .absent
            return nil
        }
        let key = tree.keys[node]
        let container: ObjectDecodingContainer
        do {
            // Opened first, and asked why only when that fails: one lookup of the key, not three.
            container = try parent.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
        } catch {
            guard parent.contains(key), try !parent.decodeNil(forKey: key) else {
                states[node] = .absent
                return nil
            }
            throw error
        }
        store(container, at: node)
        return container
    }

    private func store(_ container: ObjectDecodingContainer, at node: Int) {
        (slots + node).initialize(to: container)
        states[node] = .opened
    }
}
