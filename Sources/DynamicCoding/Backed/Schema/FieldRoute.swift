/// One path of a property, split into what the shared containers cover and the rest:
/// the container node holding its last leading key, that key, and the components after
/// it. A class, so that trying routes in turn copies no strings or slices.
final class FieldRoute: Sendable {
    /// The container that holds `leaf`, or the object itself when `leaf` is `nil`.
    let node: Int
    /// The key of the value in `node`'s container; `nil` when the path starts with a
    /// non-key component or is `.flat`.
    let leaf: AnyCodingKey?
    /// The components after `leaf`.
    let rest: ArraySlice<PathComponent>
    /// The path as written, for messages.
    let text: String
    /// The leading keys, for errors that come without a coding path of their own.
    let keyPath: [any CodingKey]

    init(components: [PathComponent], tree: inout ContainerTree) {
        let keyCount = components.prefix { $0.isKey }.count
        let keys = components.prefix(keyCount).map(\.description)
        text = Path.describe(components)
        keyPath = keys.map { AnyCodingKey($0) }
        rest = components[keyCount...]
        if let last = keys.last {
            node = tree.node(for: keys.dropLast())
            leaf = AnyCodingKey(last)
        } else {
            node = ContainerTree.root
            leaf = nil
        }
    }

    /// Whether the route ends on a list (after `.allKeys`, `.allValues` or a filter,
    /// with no index picking one element).
    var yieldsList: Bool {
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

    /// The first component that encoding cannot write, if any.
    var unwritableComponent: PathComponent? {
        rest.first
    }
}
