/// One difference between what a model encoded to before and after an edit, at a place of
/// the value before it: the smallest set of these turns the one value into the other.
///
/// ```swift
/// ValueChange.changes(from: ["a": 1, "b": [1, 2]], to: ["a": 2, "b": [1, 2, 3]])
/// // [.replaced(at: [.key("a")], with: 2), .inserted(at: [.key("b")], index: 2, elements: [3])]
/// ```
enum ValueChange: Equatable {
    /// A step of a path through a value: an object's member or an array's element.
    enum Step: Hashable, CustomStringConvertible {
        case key(String)
        case index(Int)

        var description: String {
            switch self {
            case .key(let key): return key
            case .index(let index): return "[\(index)]"
            }
        }

        var codingKey: AnyCodingKey {
            switch self {
            case .key(let key): return AnyCodingKey(key)
            case .index(let index): return AnyCodingKey(index: index)
            }
        }
    }

    /// The value at the path is now `value`.
    case replaced(at: [Step], with: CodableValue)
    /// The member or element at the path is gone.
    case removed(at: [Step])
    /// The object at the path has new members, in this order, after its others.
    case added(at: [Step], members: [(key: String, value: CodableValue)])
    /// The array at the path has new elements before the element at `index` (its count:
    /// at the end).
    case inserted(at: [Step], index: Int, elements: [CodableValue])

    static func == (lhs: ValueChange, rhs: ValueChange) -> Bool {
        switch (lhs, rhs) {
        case (.replaced(let path, let value), .replaced(let otherPath, let otherValue)):
            return path == otherPath && value == otherValue
        case (.removed(let path), .removed(let otherPath)):
            return path == otherPath
        case (.added(let path, let members), .added(let otherPath, let otherMembers)):
            return path == otherPath && members.map(\.key) == otherMembers.map(\.key)
                && members.map(\.value) == otherMembers.map(\.value)
        case (
            .inserted(let path, let index, let elements), .inserted(let otherPath, let otherIndex, let others)
        ):
            return path == otherPath && index == otherIndex && elements == others
        default:
            return false
        }
    }

    /// The changes from `old` to `new`, deepest first within each object, so that text
    /// inserted at one place lists an inner object's new members before an outer one's.
    static func changes(from old: CodableValue, to new: CodableValue) -> [ValueChange] {
        var changes: [ValueChange] = []
        collect(from: old, to: new, at: [], into: &changes)
        return changes
    }

    private static func collect(
        from old: CodableValue, to new: CodableValue, at path: [Step], into changes: inout [ValueChange]
    ) {
        switch (old, new) {
        case (.object(let before), .object(let after)) where before.keys.contains(where: { after[$0] != nil }):
            for (key, value) in before {
                if let newValue = after[key] {
                    collect(from: value, to: newValue, at: path + [.key(key)], into: &changes)
                } else {
                    changes.append(.removed(at: path + [.key(key)]))
                }
            }
            let added = after.filter { before[$0.key] == nil }.map { (key: $0.key, value: $0.value) }
            if !added.isEmpty { changes.append(.added(at: path, members: added)) }
        case (.array(let before), .array(let after)) where !before.isEmpty && !after.isEmpty:
            collectElements(from: before, to: after, at: path, into: &changes)
        default:
            if !identical(old, new) { changes.append(.replaced(at: path, with: new)) }
        }
    }

    /// An array's changes: the elements both ends share are kept; between them, elements
    /// are changed in place, then the longer side's rest is inserted or removed.
    private static func collectElements(
        from before: [CodableValue], to after: [CodableValue], at path: [Step],
        into changes: inout [ValueChange]
    ) {
        var prefix = 0
        while prefix < min(before.count, after.count), identical(before[prefix], after[prefix]) {
            prefix += 1
        }
        var suffix = 0
        while suffix < min(before.count, after.count) - prefix,
            identical(before[before.count - 1 - suffix], after[after.count - 1 - suffix])
        {
            suffix += 1
        }
        let changedBefore = prefix..<before.count - suffix
        let changedAfter = prefix..<after.count - suffix
        let paired = min(changedBefore.count, changedAfter.count)
        for offset in 0..<paired {
            let index = prefix + offset
            collect(from: before[index], to: after[index], at: path + [.index(index)], into: &changes)
        }
        if changedBefore.count > paired {
            for index in prefix + paired..<changedBefore.upperBound {
                changes.append(.removed(at: path + [.index(index)]))
            }
        } else if changedAfter.count > paired {
            let elements = Array(after[prefix + paired..<changedAfter.upperBound])
            changes.append(.inserted(at: path, index: prefix + paired, elements: elements))
        }
    }

    /// Whether two values are the same, kinds and object orders included: `1` and `1.0`
    /// are written differently, so they differ here.
    static func identical(_ lhs: CodableValue, _ rhs: CodableValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let left), .object(let right)):
            return left.keys == right.keys && zip(left.values, right.values).allSatisfy { identical($0, $1) }
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { identical($0, $1) }
        case (.double(let left), .double(let right)):
            return left.bitPattern == right.bitPattern
        default:
            return lhs == rhs
        }
    }
}
