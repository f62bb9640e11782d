/// Follows the components of a path that come after its containers (indices,
/// `.allKeys`, `.allValues`, filters, and keys after them) and decodes what they reach.
struct PathWalker<Value> {
    /// Decodes the value, or the list a fan-out component yields.
    let coder: any ValueCoder<Value>
    /// The property's strategy, for filters whose value type it applies to.
    let strategy: PropertyStrategy?
    let userInfo: [CodingUserInfoKey: Any]

    private enum Cursor {
        case single(PathNode)
        case list([PathNode])
    }

    func resolve(from start: PathNode, through components: ArraySlice<PathComponent>) -> Outcome<Value> {
        do {
            var cursor = Cursor.single(start)
            for component in components {
                switch try step(cursor, component) {
                case .value(let next): cursor = next
                case .absent(let absence): return .absent(absence)
                case .failed(let error): return .failed(error)
                }
            }
            switch cursor {
            case .single(let node):
                if try node.isNull() { return .absent(.null(Value.self, at: node.codingPath)) }
                return .value(try node.decode(with: coder, userInfo: userInfo))
            case .list(let nodes):
                return .value(try coder.decode(elements: nodes, at: start.codingPath, userInfo: userInfo))
            }
        } catch {
            return .failed(error)
        }
    }

    private func step(_ cursor: Cursor, _ component: PathComponent) throws -> Outcome<Cursor> {
        switch (cursor, component) {
        case (.single(let node), .key(let key)):
            guard let container = try node.keyedContainer() else {
                return .absent(.null(Value.self, at: node.codingPath))
            }
            let codingKey = AnyCodingKey(key)
            guard container.contains(codingKey) else {
                return .absent(.missing(codingKey, in: container.codingPath))
            }
            return .value(.single(.member(container, codingKey)))
        case (.single(let node), .index(let index)):
            return try element(at: index, of: node)
        case (.list(let nodes), .index(let index)):
            guard nodes.indices.contains(index) else {
                return .absent(
                    .missing(AnyCodingKey(index: index), in: nodes.first?.codingPath.dropLast() ?? []))
            }
            return .value(.single(nodes[index]))
        case (.single(let node), _):
            if try node.isNull() { return .absent(.null(Value.self, at: node.codingPath)) }
            return .value(.list(try fanOut(node, component)))
        case (.list(let nodes), _):
            return .value(.list(try nodes.flatMap { try fanOut($0, component) }))
        }
    }

    private func element(at index: Int, of node: PathNode) throws -> Outcome<Cursor> {
        guard var container = try node.unkeyedContainer() else {
            return .absent(.null(Value.self, at: node.codingPath))
        }
        let key = AnyCodingKey(index: index)
        guard index >= 0 else { return .absent(.missing(key, in: container.codingPath)) }
        while container.currentIndex < index, !container.isAtEnd {
            _ = try container.decode(SkippedValue.self)
        }
        guard !container.isAtEnd else { return .absent(.missing(key, in: container.codingPath)) }
        return .value(.single(.element(container)))
    }

    /// The nodes a component yields from one node: keys, values or filtered entries, or
    /// one member for a key.
    private func fanOut(_ node: PathNode, _ component: PathComponent) throws -> [PathNode] {
        guard let container = try node.keyedContainer() else {
            throw Absence.null([String: Any].self, at: node.codingPath).error
        }
        let keys = container.allKeys.sorted { $0.stringValue < $1.stringValue }
        switch component {
        case .key(let key):
            let codingKey = AnyCodingKey(key)
            guard container.contains(codingKey) else {
                throw Absence.missing(codingKey, in: container.codingPath).error
            }
            return [.member(container, codingKey)]
        case .index:
            throw DecodingError.typeMismatch(
                [Any].self,
                DecodingError.Context(
                    codingPath: node.codingPath,
                    debugDescription: "Expected an array but found an object instead."))
        case .allKeys:
            return keys.map { .key($0.stringValue, codingPath: container.codingPath + [$0]) }
        case .allValues:
            return keys.map { .member(container, $0) }
        case .filter(let filter):
            return try keys.compactMap { key in
                let reader = NodeValueReader(
                    node: .member(container, key), strategy: strategy, userInfo: userInfo)
                guard try filter.matches(key: key.stringValue, reader: reader) else { return nil }
                return filter.selection == .keys
                    ? .key(key.stringValue, codingPath: container.codingPath + [key])
                    : .member(container, key)
            }
        }
    }
}

/// Reads a filter's value with the property's strategy when it is for that type.
private struct NodeValueReader: FilterValueReader {
    let node: PathNode
    let strategy: PropertyStrategy?
    let userInfo: [CodingUserInfoKey: Any]

    func read<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try node.decode(
            with: ValueCoders.make(for: type, strategy: strategy), userInfo: userInfo)
    }
}

/// What reading one path gave: a value, nothing (absent or `null`), or an error.
enum Outcome<Value> {
    case value(Value)
    case absent(Absence)
    case failed(any Error)

    /// The value `read` gives, or the error it throws.
    init(_ read: () throws -> Value) {
        do {
            self = .value(try read())
        } catch {
            self = .failed(error)
        }
    }
}
