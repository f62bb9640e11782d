/// The distinct key prefixes of a model's paths. Each prefix is one nested container,
/// opened once per decoded object and shared by every property under it.
struct ContainerTree: Sendable {
    static let root = 0

    private(set) var parents: [Int] = [-1]
    private(set) var keys: [AnyCodingKey] = [AnyCodingKey("")]
    /// Nodes whose key a property also writes a value to; their objects are merged. An
    /// array (of a few nodes): a `Set<Int>` would check `Int: Hashable` when its storage
    /// type is first made, a scan of every conformance record.
    private(set) var mergeNodes: [Int] = []
    /// Whether each node's container is keyed by ``InternedKey``: set by the schema
    /// (``internKeys(where:)``) for objects that only primitive runs read.
    private(set) var internsKeys: [Bool] = [false]
    /// Each node's key, interned, once ``internKeys(where:)`` ran.
    private(set) var internedKeys: [InternedKey] = []
    /// Whether any node's container is keyed by ``InternedKey``, and any but the root's
    /// (the root's may come open, keyed by `AnyCodingKey`): when not, no slots are made
    /// for such containers.
    private(set) var internsAnyKey = false
    private(set) var internsKeyBelowRoot = false
    /// Whether every node's container is keyed by ``InternedKey``: then no container is
    /// keyed by `AnyCodingKey`, and none needs a slot (nor the runtime's metadata for one).
    private(set) var internsEveryKey = false
    /// What the model's payload is: an object, or the value or array its properties make.
    var payloadForm = PayloadForm.object
    /// Whether encoding notes which property wrote each key, because a `.flat` value, an
    /// `.otherKeys` property, two declarations, or an object value and the properties nested
    /// under its key could write one key twice.
    var tracksKeys = false
    /// Whether catch-alls (a `.flat` `CodableValue`, an `.otherKeys` property) write into
    /// the model's object beside declared properties, so that encoding collects the object
    /// and writes it once, declared values winning.
    var collectsFirst = false
    /// Whether decoding notes the keys `.flat` typed groups read, because an `.otherKeys`
    /// property must leave them to the groups.
    var notesFlatGroupKeys = false

    var count: Int { parents.count }

    /// The node for the nested container reached through `path`, added when new.
    mutating func node(for path: some Sequence<String>) -> Int {
        var node = Self.root
        for key in path {
            node = child(of: node, key: key) ?? add(AnyCodingKey(key), under: node)
        }
        return node
    }

    /// Notes that a property writes a value to `node`'s key.
    /// Keys the container of each node for which `interns` holds by ``InternedKey``, and
    /// interns every node's key (each child of such a node is opened by its interned key).
    mutating func internKeys(where interns: (Int) -> Bool) {
        internedKeys = keys.map { InternedKey($0.stringValue) }
        internsKeys = parents.indices.map(interns)
        internsAnyKey = internsKeys.contains(true)
        internsKeyBelowRoot = internsKeys.dropFirst().contains(true)
        internsEveryKey = !internsKeys.contains(false)
    }

    mutating func merge(_ node: Int) {
        if !mergeNodes.contains(node) { mergeNodes.append(node) }
    }

    /// The keys from the model's object to `node`'s object.
    func keyPath(to node: Int) -> [String] {
        var path: [String] = []
        var node = node
        while node != Self.root {
            path.append(keys[node].stringValue)
            node = parents[node]
        }
        return path.reversed()
    }

    /// The nodes directly under `parent`.
    func children(of parent: Int) -> [Int] {
        parents.indices.filter { parents[$0] == parent }
    }

    /// The node for `key` directly under `parent`, if a path goes through it.
    func child(of parent: Int, key: String) -> Int? {
        parents.indices.first { parents[$0] == parent && keys[$0].stringValue == key }
    }

    private mutating func add(_ key: AnyCodingKey, under parent: Int) -> Int {
        parents.append(parent)
        keys.append(key)
        internsKeys.append(false)
        return parents.count - 1
    }
}
