/// The keyed containers of one object being decoded, opened on first use and shared by
/// all its properties: one container per distinct path prefix.
///
/// The containers live in ``ContainerSlots`` made by ``with(decoder:tree:root:_:)`` for
/// the object's decode, so that decoding an object allocates nothing on the heap and
/// never wraps a container in an `Optional` to store it.
struct DecodingContainers {
    let decoder: any Decoder
    let tree: ContainerTree
    /// The containers keyed by `AnyCodingKey`; none at first when the tree keys every one by
    /// ``InternedKey`` (``ContainerTree/internsEveryKey``), so that no decode makes the
    /// runtime's metadata for them; made on the heap when a field asks for one all the same.
    private var slots: ContainerSlots<ObjectDecodingContainer>?
    /// The containers of the nodes keyed by ``InternedKey`` (``ContainerTree/internsKeys``);
    /// none at first for a tree that interns no key (below the root, when that comes open).
    private var internedSlots: ContainerSlots<KeyedDecodingContainer<InternedKey>>?
    /// The owners of slots made on the heap (``ContainerSlots/onHeap(count:)``).
    private var heapSlots: [AnyObject] = []
    /// The keys of the object that `.flat` typed groups read, noted for an `.otherKeys`
    /// property of the same model (``ContainerTree/notesFlatGroupKeys``), which leaves them
    /// to the groups.
    let flatGroupKeys: AskedKeys?
    /// The order of the object's keys in the document, noted by an `.otherKeys` property
    /// that read its entries from a decoder that keeps it: stored with that property's
    /// value (``DocumentOrdered``), for encoding to write the object in it.
    var documentOrder: DocumentOrder?

    /// Runs `body` with the containers of `tree`'s nodes in `decoder`, opened when first
    /// asked for.
    static func with<Result>(
        decoder: any Decoder, tree: ContainerTree, _ body: (inout DecodingContainers) throws -> Result
    ) throws -> Result {
        guard tree.internsEveryKey else {
            return try with(
                decoder: decoder, tree: tree, interning: tree.internsAnyKey, prepare: { _ in }, body)
        }
        return try ContainerSlots.with(count: tree.count) { internedSlots in
            var containers = DecodingContainers(
                decoder: decoder, tree: tree, slots: nil, internedSlots: internedSlots)
            return try body(&containers)
        }
    }

    /// The same, with `root`, the decoder's keyed container, open already. (Not one function
    /// with an optional `root`: every `Optional` of a container costs value-witness calls.)
    static func with<Result>(
        decoder: any Decoder, tree: ContainerTree, root: ObjectDecodingContainer,
        _ body: (inout DecodingContainers) throws -> Result
    ) throws -> Result {
        try with(
            decoder: decoder, tree: tree, interning: tree.internsKeyBelowRoot,
            prepare: { $0.slots?.fill(ContainerTree.root, with: root) }, body)
    }

    /// With slots for containers keyed by `AnyCodingKey`, and for those keyed by
    /// ``InternedKey`` when `interning`.
    private static func with<Result>(
        decoder: any Decoder, tree: ContainerTree, interning: Bool,
        prepare: (inout DecodingContainers) -> Void,
        _ body: (inout DecodingContainers) throws -> Result
    ) throws -> Result {
        try ContainerSlots.with(count: tree.count) { (slots: ContainerSlots<ObjectDecodingContainer>) in
            func run(_ internedSlots: ContainerSlots<KeyedDecodingContainer<InternedKey>>?) throws -> Result {
                var containers = DecodingContainers(
                    decoder: decoder, tree: tree, slots: slots, internedSlots: internedSlots)
                prepare(&containers)
                return try body(&containers)
            }
            guard interning else { return try run(nil) }
            return try ContainerSlots.with(count: tree.count) {
                (internedSlots: ContainerSlots<KeyedDecodingContainer<InternedKey>>) in try run(internedSlots)
            }
        }
    }

    private init(
        decoder: any Decoder, tree: ContainerTree, slots: ContainerSlots<ObjectDecodingContainer>?,
        internedSlots: ContainerSlots<KeyedDecodingContainer<InternedKey>>?
    ) {
        self.decoder = decoder
        self.tree = tree
        self.slots = slots
        self.internedSlots = internedSlots
        flatGroupKeys = tree.notesFlatGroupKeys ? AskedKeys() : nil
    }

    /// Whether `node`'s container is keyed by ``InternedKey`` (``internedContainer(at:)``):
    /// where the tree says so, unless the caller opened the object already (a polymorphic
    /// payload's object, keyed by `AnyCodingKey`).
    func usesInternedKeys(at node: Int) -> Bool {
        tree.internsKeys[node] && (slots?.state(of: node) ?? .empty) == .empty
    }

    /// The container of `node`, or `nil` when it is not there (its key or a parent's is
    /// missing or `null`; ``absence(at:)`` says which). A value of the wrong type on the
    /// way throws.
    mutating func container(at node: Int) throws -> UnsafePointer<ObjectDecodingContainer>? {
        // A node read by primitive runs, found absent when they read it.
        let isAbsentForRuns = tree.internsKeys[node] && internedSlots?.state(of: node) == .absent
        guard let slots else { return isAbsentForRuns ? nil : try open(node, in: madeSlots()) }
        switch slots.state(of: node) {
        case .filled: return UnsafePointer(slots.container(at: node))
        case .absent: return nil
        case .empty: return isAbsentForRuns ? nil : try open(node, in: slots)
        }
    }

    /// The container of a node keyed by ``InternedKey`` (``usesInternedKeys(at:)``), or
    /// `nil` when it is not there.
    mutating func internedContainer(at node: Int) throws
        -> UnsafePointer<KeyedDecodingContainer<InternedKey>>?
    {
        let internedSlots = self.internedSlots ?? madeInternedSlots()
        switch internedSlots.state(of: node) {
        case .filled: return UnsafePointer(internedSlots.container(at: node))
        case .absent: return nil
        case .empty: return try open(node, in: internedSlots)
        }
    }

    /// Slots keyed by `AnyCodingKey`, made on the heap: a tree that interns every key asks
    /// for one only when a field reads a node otherwise than its primitive run (a lax value's
    /// string, a container the run found absent).
    private mutating func madeSlots() -> ContainerSlots<ObjectDecodingContainer> {
        let (made, owner) = ContainerSlots<ObjectDecodingContainer>.onHeap(count: tree.count)
        heapSlots.append(owner)
        slots = made
        return made
    }

    /// Slots keyed by ``InternedKey``, made on the heap: the tree's usual slots have them
    /// wherever it interns a key, so this is a safety net, never the usual road.
    private mutating func madeInternedSlots() -> ContainerSlots<KeyedDecodingContainer<InternedKey>> {
        let (made, owner) = ContainerSlots<KeyedDecodingContainer<InternedKey>>.onHeap(count: tree.count)
        heapSlots.append(owner)
        internedSlots = made
        return made
    }

    /// Why `node`'s container is not there: the first key on its way that is missing
    /// or `null`. Only asked after ``container(at:)`` returned `nil`.
    mutating func absence(at node: Int) throws -> Absence {
        let parentNode = tree.parents[node]
        if usesInternedKeys(at: parentNode) {
            guard let parent = try internedContainer(at: parentNode)?.pointee else {
                return try absence(at: parentNode)
            }
            return Self.absence(of: tree.internedKeys[node], named: tree.keys[node], in: parent)
        }
        guard let parent = try container(at: parentNode)?.pointee else { return try absence(at: parentNode) }
        return Self.absence(of: tree.keys[node], named: tree.keys[node], in: parent)
    }

    /// Whether `key` of `parent`, an object that is there, is missing or `null`.
    /// The outermost object on the way to `node` (`node` included) that the payload holds
    /// as `null`, for writing it back so; `nil` when there is none.
    mutating func nullObject(above node: Int) throws -> Int? {
        var chain: [Int] = []
        var current = node
        while current != ContainerTree.root {
            chain.append(current)
            current = tree.parents[current]
        }
        for candidate in chain.reversed() {
            let parent = tree.parents[candidate]
            let isNull =
                if usesInternedKeys(at: parent) {
                    try internedContainer(at: parent).flatMap {
                        try Self.holdsNull(tree.internedKeys[candidate], $0.pointee)
                    }
                } else {
                    try container(at: parent).flatMap { try Self.holdsNull(tree.keys[candidate], $0.pointee) }
                }
            // Missing: nothing to keep. An object: look further in.
            guard let isNull else { return nil }
            if isNull { return candidate }
        }
        return nil
    }

    /// Whether `key` holds `null` in `container`; `nil` when it is not there.
    private static func holdsNull<Key: CodingKey>(_ key: Key, _ container: KeyedDecodingContainer<Key>) throws
        -> Bool?
    {
        guard container.contains(key) else { return nil }
        return try container.decodeNil(forKey: key)
    }

    private static func absence<Key: CodingKey>(
        of key: Key, named name: AnyCodingKey, in parent: KeyedDecodingContainer<Key>
    ) -> Absence {
        if !parent.contains(key) { return .missing(name, in: parent.codingPath) }
        return .null([String: Any].self, at: parent.codingPath + [name])
    }

    /// Opens `node`'s container into `slots`, keyed by their key type, or marks it absent.
    private mutating func open<Key: CodingKey>(
        _ node: Int, in slots: ContainerSlots<KeyedDecodingContainer<Key>>
    )
        throws -> UnsafePointer<KeyedDecodingContainer<Key>>?
    {
        guard let container = try openNested(node, keyedBy: Key.self) else {
            slots.markAbsent(node)
            return nil
        }
        slots.fill(node, with: container)
        return UnsafePointer(slots.container(at: node))
    }

    /// The container of `node`, keyed by `Key`, from the decoder or from its parent's
    /// container, whichever key type that is keyed by; `nil` when it or a parent's is
    /// missing or `null`.
    private mutating func openNested<Key: CodingKey>(_ node: Int, keyedBy type: Key.Type) throws
        -> KeyedDecodingContainer<Key>?
    {
        if node == ContainerTree.root { return try decoder.container(keyedBy: type) }
        return usesInternedKeys(at: tree.parents[node])
            ? try nestedInInterned(node, keyedBy: type) : try nestedInAny(node, keyedBy: type)
    }

    // One function per key type of the parent, so that a model decoded only with interned
    // keys never makes the runtime's metadata for containers keyed by `AnyCodingKey`.

    @inline(never)
    private mutating func nestedInInterned<Key: CodingKey>(_ node: Int, keyedBy type: Key.Type) throws
        -> KeyedDecodingContainer<Key>?
    {
        guard let parent = try internedContainer(at: tree.parents[node]) else { return nil }
        return try Self.nested(type, in: parent.pointee, at: tree.internedKeys[node])
    }

    @inline(never)
    private mutating func nestedInAny<Key: CodingKey>(_ node: Int, keyedBy type: Key.Type) throws
        -> KeyedDecodingContainer<Key>?
    {
        guard let parent = try container(at: tree.parents[node]) else { return nil }
        return try Self.nested(type, in: parent.pointee, at: tree.keys[node])
    }

    /// Opened first, and asked why only when that fails: one lookup of the key, not three.
    private static func nested<Key: CodingKey, ParentKey: CodingKey>(
        _ type: Key.Type, in parent: KeyedDecodingContainer<ParentKey>, at key: ParentKey
    ) throws -> KeyedDecodingContainer<Key>? {
        do {
            return try parent.nestedContainer(keyedBy: type, forKey: key)
        } catch {
            guard try !parent.isMissingOrNull(key) else { return nil }
            throw error
        }
    }
}
