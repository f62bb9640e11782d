import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// A node of the nesting tests. `Pair` and `Triple` both read `children` before the key
/// that tells them apart, so every level tries both on the whole subtree: without one
/// outcome per place, decoding would take time exponential in the depth. Each node counts
/// its decodes: a layout attempt decodes its candidate once.
protocol Node: Codable {}

private struct Pair: Node {
    @DynamicCodable var children: [any Node]
    let pair: Bool

    init(from decoder: any Decoder) throws {
        NodeDecodes.count()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _children = try container.decode(DynamicCodable<[any Node]>.self, forKey: .children)
        pair = try container.decode(Bool.self, forKey: .pair)
    }
}

private struct Triple: Node {
    @DynamicCodable var children: [any Node]
    let triple: Bool

    init(from decoder: any Decoder) throws {
        NodeDecodes.count()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _children = try container.decode(DynamicCodable<[any Node]>.self, forKey: .children)
        triple = try container.decode(Bool.self, forKey: .triple)
    }
}

private struct Leaf: Node {
    let leaf: Int

    init(from decoder: any Decoder) throws {
        NodeDecodes.count()
        leaf = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .leaf)
    }
}

/// The node decodes of the task that counts them; tests run in parallel, each counts its own.
private final class NodeDecodes: @unchecked Sendable {
    @TaskLocal static var counted: NodeDecodes?

    private let lock = NSLock()
    private var decodes = 0

    /// The decodes `body` runs.
    static func counting(_ body: () throws -> Void) rethrows -> Int {
        let counter = NodeDecodes()
        try $counted.withValue(counter) { try body() }
        return counter.lock.withLock { counter.decodes }
    }

    /// Counts one decode in the counting task.
    static func count() {
        guard let counter = counted else { return }
        counter.lock.withLock { counter.decodes += 1 }
    }
}

/// `depth` levels of nodes, alternating `Pair` and `Triple`, around one leaf.
private func nestedNodes(depth: Int) -> String {
    var json = #"{"leaf":7}"#
    for level in 0..<depth {
        json = #"{"children":[\#(json)],"\#(level.isMultiple(of: 2) ? "pair" : "triple")":true}"#
    }
    return json
}

private func nodeRegistry(_ layout: TypeLayout) throws -> TypeRegistry {
    let registry = TypeRegistry()
    try registry.setLayout(layout, for: (any Node).self)
    try registry.register(Pair.self, for: (any Node).self, typeIdentifier: "pair")
    try registry.register(Triple.self, for: (any Node).self, typeIdentifier: "triple")
    try registry.register(Leaf.self, for: (any Node).self, typeIdentifier: "leaf")
    return registry
}

/// The attempts decoding `depth` nested levels takes (the node decodes: each attempt
/// decodes its candidate once), after checking what it decoded.
private func attempts(depth: Int, layout: TypeLayout) throws -> Int {
    let decoder = makeDecoder(registry: try nodeRegistry(layout))
    var decoded: (any Node)?
    let attempts = try NodeDecodes.counting {
        decoded = try decoder.decode(
            DynamicCodable<any Node>.self, from: Data(nestedNodes(depth: depth).utf8)
        )
        .wrappedValue
    }
    var node = try #require(decoded)
    for _ in 0..<depth {
        let children = (node as? Pair)?.children ?? (node as? Triple)?.children ?? []
        try #require(children.count == 1)
        node = children[0]
    }
    expectEqual((node as? Leaf)?.leaf, 7)
    return attempts
}

/// A selector that names the type by its own key.
@Sendable private func selectNode(_ payload: CodableValue) -> String? {
    guard case .object(let members) = payload else { return nil }
    return ["pair", "triple", "leaf"].first { members[$0] != nil }
}

struct LayoutNestingTests {
    /// Three candidates per level, each level resolved once: 3 × (depth + 1) attempts.
    @Test func deducedNestingIsLinearInTheDepth() throws {
        try expectEqual(attempts(depth: 1, layout: .deduced), 6)
        try expectEqual(attempts(depth: 30, layout: .deduced), 93)
    }

    /// One decode per level: depth + 1 attempts.
    @Test func selectedNestingIsLinearInTheDepth() throws {
        try expectEqual(attempts(depth: 1, layout: .selected(selectNode)), 2)
        try expectEqual(attempts(depth: 30, layout: .selected(selectNode)), 31)
    }

    /// The deepest payload `JSONDecoder` accepts (each node is two levels: its object and
    /// its array) decodes in both layouts without exhausting the stack.
    @Test func theDeepestAcceptedPayloadDecodes() throws {
        try expectEqual(attempts(depth: 254, layout: .deduced), 3 * 255)
        try expectEqual(attempts(depth: 254, layout: .selected(selectNode)), 255)
    }

    /// A deduced payload's report holds what its chosen type dropped, once, and nothing
    /// of the candidates that failed.
    @Test func reportsKeepOnlyTheChosenCandidatesEntries() throws {
        let registry = try makeShapeRegistry(.deduced)
        let report = DecodingReport()
        let json = #"{"list":[{"members":[{"radius":1}]},{"radius":"x"},{"side":2}]}"#
        let drawing = try decode(
            BackedDrawing.self, from: #"{"data":{"main":{"side":1}},"#.appending(json.dropFirst()),
            registry: registry, report: report)
        expectEqual(drawing.list.count, 2)
        expectEqual(report.lines.map(\.path), ["list[1]"])
    }
}
