/// The keyed containers of one object being encoded, created on first write so that a
/// container whose properties were all omitted is omitted too.
///
/// The containers live in ``ContainerSlots`` made by ``with(encoder:tree:_:)`` for the
/// object's encode, and are written in place.
///
/// When catch-alls write into the object beside declared properties (``ContainerTree/collectsFirst``),
/// the properties write into a ``MergingEncoder`` and the object is written once at the end.
struct EncodingContainers {
    /// The encoder the properties write to: the model's own, or one collecting for it.
    let encoder: any Encoder
    /// The encoder the model's object is finally written to.
    private let target: any Encoder
    private let merging: MergingEncoder?
    private let tree: ContainerTree
    /// The containers keyed by `AnyCodingKey`; none when the tree keys every one by
    /// ``InternedKey`` (``ContainerTree/internsEveryKey``).
    private var slots: ContainerSlots<ObjectEncodingContainer>?
    /// The containers of the nodes keyed by ``InternedKey`` (``ContainerTree/internsKeys``).
    private var internedSlots: ContainerSlots<KeyedEncodingContainer<InternedKey>>?
    /// The owners of slots made on the heap (``ContainerSlots/onHeap(count:)``).
    private var heapSlots: [AnyObject] = []
    /// Encoders of nodes that a property's value is also written to (merged).
    private var encoders: [Int: any Encoder] = [:]
    /// Which property wrote each key, by node, and whether it wrote an object that other
    /// properties may add to, when the tree tracks keys.
    private var writers: [Int: [String: (property: String, isObject: Bool)]] = [:]
    /// The order of the document an `.otherKeys` catch-all was read from, which the
    /// collected object is written in.
    var documentOrder: DocumentOrder?
    /// The objects read as `null` by properties that are unchanged (``noteNullObject(_:)``).
    private var nullObjects: [Int] = []
    /// The array of a model whose payload is one (``PayloadForm/array``), made on first write.
    private var elements: (any UnkeyedEncodingContainer)?
    /// Whether the model's one `.flat` property wrote the whole payload (``PayloadForm/value``).
    private var wroteWholeValue = false

    /// Runs `body` with the containers of `tree`'s nodes in `encoder`, made when first
    /// written to.
    static func with<Result>(
        encoder: any Encoder, tree: ContainerTree, _ body: (inout EncodingContainers) throws -> Result
    ) throws -> Result {
        guard !tree.internsEveryKey else {
            return try ContainerSlots.with(count: tree.count) { internedSlots in
                var containers = EncodingContainers(
                    encoder: encoder, tree: tree, slots: nil, internedSlots: internedSlots)
                return try body(&containers)
            }
        }
        return try ContainerSlots.with(count: tree.count) {
            (slots: ContainerSlots<ObjectEncodingContainer>) in
            func run(_ internedSlots: ContainerSlots<KeyedEncodingContainer<InternedKey>>?) throws -> Result {
                var containers = EncodingContainers(
                    encoder: encoder, tree: tree, slots: slots, internedSlots: internedSlots)
                return try body(&containers)
            }
            guard tree.internsAnyKey else { return try run(nil) }
            return try ContainerSlots.with(count: tree.count) {
                (internedSlots: ContainerSlots<KeyedEncodingContainer<InternedKey>>) in try run(internedSlots)
            }
        }
    }

    private init(
        encoder: any Encoder, tree: ContainerTree, slots: ContainerSlots<ObjectEncodingContainer>?,
        internedSlots: ContainerSlots<KeyedEncodingContainer<InternedKey>>?
    ) {
        target = encoder
        merging = tree.collectsFirst ? MergingEncoder(collectingFor: encoder) : nil
        self.encoder = merging ?? encoder
        self.tree = tree
        self.slots = slots
        self.internedSlots = internedSlots
    }

    /// Marks the writes that follow as a catch-all's (or not): they never replace what a
    /// declared property wrote.
    func markCatchAll(_ isCatchAll: Bool) {
        merging?.session.writesCatchAll = isCatchAll
    }

    /// Removes what catch-alls wrote at `key` in `node`'s object: the key of a declared
    /// property that holds `nil`.
    func omit(_ key: AnyCodingKey, in node: Int) throws {
        guard let merging else { return }
        try merging.node.omit(tree.keyPath(to: node)[...] + [key.stringValue], by: merging)
    }

    /// Finishes the object: writes it, when the properties wrote into a collecting encoder
    /// (in the document's order, when a catch-all kept it), and makes sure it exists (`{}`)
    /// when they wrote nothing; `null` for a model that is the value of its one `.flat`
    /// property, when that holds `nil`.
    mutating func finish() throws {
        switch tree.payloadForm {
        case .object: break
        case .value:
            // The model is its one `.flat` property's value, which holds `nil`: `null`, as
            // the optional encodes (never `{}`, which would read back as another value).
            if !wroteWholeValue {
                var container = target.singleValueContainer()
                try container.encodeNil()
            }
            return
        case .array:
            if elements == nil { elements = target.unkeyedContainer() }
            return
        }
        try writeNullObjects()
        if usesInternedKeys(at: ContainerTree.root) {
            withInternedContainer(at: ContainerTree.root) { _ in }
        } else {
            withContainer(at: ContainerTree.root) { _ in }
        }
        guard let merging else { return }
        if let documentOrder { merging.node.arrange(in: documentOrder) }
        try merging.node.encode(to: target)
    }

    /// What the model's payload is.
    var payloadForm: PayloadForm { tree.payloadForm }

    /// Writes the model's whole payload with `write`: the value of a model whose one
    /// property is `.flat` (``PayloadForm/value``), whatever it encodes as.
    mutating func writeWholeValue(_ write: (any Encoder) throws -> Void) throws {
        wroteWholeValue = true
        try write(target)
    }

    /// Writes the element at `index` of a model that is an array (``PayloadForm/array``),
    /// after `null` for each index before it that no property wrote (an optional that
    /// was `nil`). Properties write in the order of their indices.
    mutating func writeElement(at index: Int, _ write: (any Encoder) throws -> Void) throws {
        var elements = self.elements ?? target.unkeyedContainer()
        defer { self.elements = elements }
        while elements.count < index {
            try elements.encodeNil()
        }
        try write(elements.superEncoder())
    }

    /// Notes that the object `node` was `null` where an unchanged property read nothing: it
    /// is written as `null` when the object is finished, unless a property wrote into it.
    mutating func noteNullObject(_ node: Int) {
        if !nullObjects.contains(node) { nullObjects.append(node) }
    }

    /// `null` for each noted object that no property wrote into, nor into an object around it.
    private mutating func writeNullObjects() throws {
        for node in nullObjects
        where !isOpen(node) && !nullObjects.contains(where: { isAncestor($0, of: node) }) {
            let parent = tree.parents[node]
            if usesInternedKeys(at: parent) {
                let key = tree.internedKeys[node]
                try withInternedContainer(at: parent) { try $0.encodeNil(forKey: key) }
            } else {
                let key = tree.keys[node]
                try withContainer(at: parent) { try $0.encodeNil(forKey: key) }
            }
        }
    }

    /// Whether `node`'s object was written to.
    private func isOpen(_ node: Int) -> Bool {
        slots?.state(of: node) == .filled || internedSlots?.state(of: node) == .filled
            || encoders[node] != nil
    }

    private func isAncestor(_ candidate: Int, of node: Int) -> Bool {
        var current = tree.parents[node]
        while current != ContainerTree.root {
            if current == candidate { return true }
            current = tree.parents[current]
        }
        return false
    }

    /// Runs `body` with the container of `node`, creating it and its parents as needed.
    mutating func withContainer<Result>(
        at node: Int, _ body: (inout ObjectEncodingContainer) throws -> Result
    ) rethrows -> Result {
        guard usesInternedKeys(at: node) else { return try with(slots ?? madeSlots(), at: node, body) }
        // A node primitive runs write by interned keys, written by a field's own encoding.
        return try withInternedContainer(at: node) { interned in
            try withUnsafeMutablePointer(to: &interned) { pointer in
                var view = KeyedEncodingContainer(InternedContainerView(base: pointer))
                return try body(&view)
            }
        }
    }

    /// Whether `node`'s container is keyed by ``InternedKey`` (``withInternedContainer(at:_:)``).
    func usesInternedKeys(at node: Int) -> Bool {
        tree.internsKeys[node]
    }

    /// Runs `body` with the container of a node keyed by ``InternedKey``, made on first use.
    mutating func withInternedContainer<Result>(
        at node: Int, _ body: (inout KeyedEncodingContainer<InternedKey>) throws -> Result
    ) rethrows -> Result {
        try with(internedSlots ?? madeInternedSlots(), at: node, body)
    }

    /// Runs `body` with `node`'s container in `slots`, made on first use.
    private mutating func with<Key: CodingKey, Result>(
        _ slots: ContainerSlots<KeyedEncodingContainer<Key>>, at node: Int,
        _ body: (inout KeyedEncodingContainer<Key>) throws -> Result
    ) rethrows -> Result {
        if slots.state(of: node) != .filled {
            slots.fill(node, with: makeContainer(at: node, keyedBy: Key.self))
        }
        return try body(&slots.container(at: node).pointee)
    }

    // The tree's slots are there for every key type it asks for; should a node be asked
    // for otherwise, its slots are made on the heap (``ContainerSlots/onHeap(count:)``), kept
    // until the object is written: never a trap.

    private mutating func madeSlots() -> ContainerSlots<ObjectEncodingContainer> {
        let (made, owner) = ContainerSlots<ObjectEncodingContainer>.onHeap(count: tree.count)
        heapSlots.append(owner)
        slots = made
        return made
    }

    private mutating func madeInternedSlots() -> ContainerSlots<KeyedEncodingContainer<InternedKey>> {
        let (made, owner) = ContainerSlots<KeyedEncodingContainer<InternedKey>>.onHeap(count: tree.count)
        heapSlots.append(owner)
        internedSlots = made
        return made
    }

    /// An encoder writing into `node`'s object, so that a property's value and the
    /// properties nested under the same key end up in one object.
    mutating func encoder(at node: Int) -> any Encoder {
        if node == ContainerTree.root { return encoder }
        if let existing = encoders[node] { return existing }
        let key = tree.keys[node]
        let nodeEncoder = withContainer(at: tree.parents[node]) { $0.superEncoder(forKey: key) }
        encoders[node] = nodeEncoder
        return nodeEncoder
    }

    /// The container of `node`, keyed by `Key`, from the encoder or from its parent's
    /// container, whichever key type that is keyed by.
    private mutating func makeContainer<Key: CodingKey>(at node: Int, keyedBy type: Key.Type)
        -> KeyedEncodingContainer<Key>
    {
        if node == ContainerTree.root || tree.mergeNodes.contains(node) {
            return encoder(at: node).container(keyedBy: type)
        }
        let parent = tree.parents[node]
        if usesInternedKeys(at: parent) {
            let key = tree.internedKeys[node]
            return withInternedContainer(at: parent) { $0.nestedContainer(keyedBy: type, forKey: key) }
        }
        let key = tree.keys[node]
        return withContainer(at: parent) { $0.nestedContainer(keyedBy: type, forKey: key) }
    }

    /// Whether encoding must note which property writes each key (``claim(_:in:by:)``).
    var tracksKeys: Bool { tree.tracksKeys }

    /// Notes that `property` writes `key` in `node`'s object; a key another property wrote
    /// already is an `EncodingError` at the path of `node`'s object naming both, never a
    /// silent overwrite. Objects that several properties write into (`isObject`) are merged.
    mutating func claim(_ key: String, in node: Int, by property: String, isObject: Bool = false) throws {
        if let writer = writers[node]?[key], writer.property != property, !(writer.isObject && isObject) {
            let failure = DynamicCodingFailure.keyWrittenTwice(
                key: key, first: writer.property, second: property)
            let object = tree.keyPath(to: node).map { AnyCodingKey($0) as any CodingKey }
            throw EncodingError.invalidValue(key, failure.encodingContext(encoder.codingPath + object))
        }
        writers[node, default: [:]][key] = (property, isObject)
    }

    /// Notes that `property` writes into the objects on the way to `node`.
    mutating func claimObjects(upTo node: Int, by property: String) throws {
        var node = node
        while node != ContainerTree.root {
            try claim(tree.keys[node].stringValue, in: tree.parents[node], by: property, isObject: true)
            node = tree.parents[node]
        }
    }
}
