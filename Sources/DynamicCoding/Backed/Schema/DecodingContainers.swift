/// The keyed containers of one object being decoded, opened on first use and shared by
/// all its properties: one container per distinct path prefix.
///
/// The containers live in ``ContainerSlots`` made by ``with(decoder:tree:root:_:)`` for
/// the object's decode, so that decoding an object allocates nothing on the heap and
/// never wraps a container in an `Optional` to store it.
struct DecodingContainers {
    let decoder: any Decoder
    let tree: ContainerTree
    private let slots: ContainerSlots<ObjectDecodingContainer>
    /// The keys of the object that `.flat` typed groups read, noted for an `.otherKeys`
    /// property of the same model (``ContainerTree/notesFlatGroupKeys``), which leaves them
    /// to the groups.
    let flatGroupKeys: AskedKeys?

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
        try with(
            decoder: decoder, tree: tree, prepare: { $0.slots.fill(ContainerTree.root, with: root) }, body)
    }

    private static func with<Result>(
        decoder: any Decoder, tree: ContainerTree, prepare: (inout DecodingContainers) -> Void,
        _ body: (inout DecodingContainers) throws -> Result
    ) throws -> Result {
        try ContainerSlots.with(count: tree.count) { slots in
            var containers = DecodingContainers(
                decoder: decoder, tree: tree, slots: slots,
                flatGroupKeys: tree.notesFlatGroupKeys ? AskedKeys() : nil)
            prepare(&containers)
            return try body(&containers)
        }
    }

    /// The container of `node`, or `nil` when it is not there (its key or a parent's is
    /// missing or `null`; ``absence(at:)`` says which). A value of the wrong type on the
    /// way throws.
    mutating func container(at node: Int) throws -> UnsafePointer<ObjectDecodingContainer>? {
        switch slots.state(of: node) {
        case .filled: return UnsafePointer(slots.container(at: node))
        case .absent: return nil
        case .empty: return try open(node)
        }
    }

    /// Why `node`'s container is not there: the first key on its way that is missing
    /// or `null`. Only asked after ``container(at:)`` returned `nil`.
    mutating func absence(at node: Int) throws -> Absence {
        let parentNode = tree.parents[node]
        guard let parent = try container(at: parentNode)?.pointee else { return try absence(at: parentNode) }
        let key = tree.keys[node]
        if !parent.contains(key) { return .missing(key, in: parent.codingPath) }
        return .null([String: Any].self, at: parent.codingPath + [key])
    }

    private mutating func open(_ node: Int) throws -> UnsafePointer<ObjectDecodingContainer>? {
        if node == ContainerTree.root {
            slots.fill(node, with: try decoder.container(keyedBy: AnyCodingKey.self))
            return UnsafePointer(slots.container(at: node))
        }
        guard let parent = try container(at: tree.parents[node]) else {
            slots.markAbsent(node)
            return nil
        }
        let key = tree.keys[node]
        let container: ObjectDecodingContainer
        do {
            // Opened first, and asked why only when that fails: one lookup of the key, not three.
            container = try parent.pointee.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
        } catch {
            guard try !parent.pointee.isMissingOrNull(key) else {
                slots.markAbsent(node)
                return nil
            }
            throw error
        }
        slots.fill(node, with: container)
        return UnsafePointer(slots.container(at: node))
    }
}
