/// One path of a property, split into what the shared containers cover (the container
/// node of its leading keys) and what must be walked after them. A class, so that
/// trying routes in turn copies no strings or slices.
final class FieldRoute: Sendable {
    /// Where the value is, as the schema reads it.
    enum Target {
        /// A plain key: the value under `key` in the shared container of `node`.
        case key(AnyCodingKey, node: Int)
        /// Components after the leading keys (indices, fan-outs), walked from the value
        /// under `key` in `node`'s container, or from the object itself when the path
        /// starts with such a component.
        case walk(from: AnyCodingKey?, node: Int, rest: ArraySlice<PathComponent>)
        /// `.flat`: the object itself.
        case flat
        /// `.otherKeys`: the object's entries no other property reads.
        case otherKeys
    }

    let target: Target
    /// The path as written, for messages.
    let text: String
    /// The leading keys, for errors that come without a coding path of their own.
    let keyPath: [any CodingKey]

    init(components: [PathComponent], tree: inout ContainerTree) {
        let keyCount = components.prefix { $0.isKey }.count
        let keys = components.prefix(keyCount).map(\.description)
        text = Path.describe(components)
        keyPath = keys.map { AnyCodingKey($0) }
        let rest = components[keyCount...]
        let leaf = keys.last.map { AnyCodingKey($0) }
        let node = leaf == nil ? ContainerTree.root : tree.node(for: keys.dropLast())
        switch (leaf, rest.isEmpty) {
        case (let leaf?, true): target = .key(leaf, node: node)
        case (nil, true): target = .flat
        case (_, false): target = .walk(from: leaf, node: node, rest: rest)
        }
    }

    private init(otherKeys: ()) {
        target = .otherKeys
        text = Path.otherKeys.description
        keyPath = []
    }

    /// The route of an `.otherKeys` property.
    static let otherKeys = FieldRoute(otherKeys: ())

    /// The routes of `path`: one per `??` alternative.
    static func routes(of path: Path, tree: inout ContainerTree) -> [FieldRoute] {
        if path.collectsOtherKeys { return [otherKeys] }
        return path.alternatives.map { FieldRoute(components: $0, tree: &tree) }
    }

    /// The key and container node of a plain-key route.
    var plainKey: (key: AnyCodingKey, node: Int)? {
        guard case .key(let key, let node) = target else { return nil }
        return (key, node)
    }

    /// The container node the route reads at: its last key's object, or the model's own.
    var node: Int {
        switch target {
        case .key(_, let node), .walk(_, let node, _): node
        case .flat, .otherKeys: ContainerTree.root
        }
    }

    /// Whether this is the route of a `.flat` property.
    var isFlat: Bool {
        if case .flat = target { return true }
        return false
    }

    /// The index of the model's own payload the route reads, for a path that is one index
    /// (`Path(1)`): an element of a model that is an array.
    var rootIndex: Int? {
        guard case .walk(nil, _, let rest) = target, rest.count == 1, case .index(let index)? = rest.first,
            index >= 0
        else { return nil }
        return index
    }

    /// Whether the route ends on a list (after `.allKeys`, `.allValues` or a filter,
    /// with no index picking one element).
    var yieldsList: Bool {
        guard case .walk(_, _, let rest) = target else { return false }
        var list = false
        for component in rest {
            switch component {
            case .allKeys, .allValues, .filter: list = true
            case .index: list = false
            case .key: break
            }
        }
        return list
    }
}
