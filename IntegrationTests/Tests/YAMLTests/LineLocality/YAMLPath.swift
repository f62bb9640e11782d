import DynamicCoding

/// A place in a YAML document: mapping keys and sequence indices from the root, the first
/// component of a multi-document file being the document's index.
struct YAMLPath: CustomStringConvertible, ExpressibleByArrayLiteral {
    enum Component: Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        case key(String)
        case index(Int)

        init(stringLiteral value: String) { self = .key(value) }
        init(integerLiteral value: Int) { self = .index(value) }
    }

    var components: [Component]

    init(_ components: [Component]) { self.components = components }
    init(arrayLiteral elements: Component...) { components = elements }

    var description: String {
        components.map {
            switch $0 {
            case .key(let key): key
            case .index(let index): "[\(index)]"
            }
        }.joined(separator: ".")
    }

    var parent: YAMLPath { YAMLPath(Array(components.dropLast())) }

    func appending(_ component: Component) -> YAMLPath { YAMLPath(components + [component]) }
}

extension CodableValue {
    /// The value at `path`, or `nil` when the path leads nowhere.
    subscript(path path: YAMLPath) -> CodableValue? {
        path.components.reduce(self as CodableValue?) { value, component in
            switch component {
            case .key(let key): value?[key]
            case .index(let index): value?[index]
            }
        }
    }

    /// This value with `newValue` at `path` (a new key added at the end of its object, an
    /// index one past the end appended), or the member there removed when `newValue` is `nil`.
    func setting(_ newValue: CodableValue?, at path: ArraySlice<YAMLPath.Component>) -> CodableValue {
        guard let component = path.first else { return newValue ?? .null }
        switch (self, component) {
        case (.object(var object), .key(let key)):
            let rest = path.dropFirst()
            object[key] = rest.isEmpty ? newValue : (object[key] ?? .null).setting(newValue, at: rest)
            return .object(object)
        case (.array(var elements), .index(let index)):
            let rest = path.dropFirst()
            if rest.isEmpty, newValue == nil {
                elements.remove(at: index)
            } else if index == elements.count {
                elements.append((CodableValue.null).setting(newValue, at: rest))
            } else {
                elements[index] = elements[index].setting(newValue, at: rest)
            }
            return .array(elements)
        default:
            return self
        }
    }

    /// The paths of every scalar in this value, in document order.
    var scalarPaths: [YAMLPath] {
        switch self {
        case .object(let object):
            object.flatMap { key, value in value.scalarPaths.map { YAMLPath([.key(key)] + $0.components) } }
        case .array(let elements):
            elements.enumerated().flatMap { index, value in
                value.scalarPaths.map { YAMLPath([.index(index)] + $0.components) }
            }
        default:
            [YAMLPath([])]
        }
    }

    /// The paths of every object member and array element, in document order.
    var memberPaths: [YAMLPath] {
        switch self {
        case .object(let object):
            object.flatMap { key, value in
                [YAMLPath([.key(key)])] + value.memberPaths.map { YAMLPath([.key(key)] + $0.components) }
            }
        case .array(let elements):
            elements.enumerated().flatMap { index, value in
                [YAMLPath([.index(index)])]
                    + value.memberPaths.map { YAMLPath([.index(index)] + $0.components) }
            }
        default:
            []
        }
    }

    /// Another scalar of the same kind, for an edit that changes one value.
    var edited: CodableValue {
        switch self {
        case .string(let text): .string(text + "-edited")
        case .int(let number): .int(number + 1)
        case .double(let number): .double(number + 0.5)
        case .number(let number):
            CodableValue.Number(number.text + "1").map(CodableValue.number) ?? .string("set")
        case .bool(let flag): .bool(!flag)
        case .null: .string("set")
        case .array, .object: self
        }
    }
}
