/// One step from a value to a value inside it, as a ``RecordingSource`` goes: a key of an
/// object, or an array's element (the recording decoder gives one, standing for all).
enum RecordingStep: Hashable {
    case member(String)
    case element
}

/// Where a value is in what one `init(from:)` reads: the steps from its top value.
struct RecordingAddress: Hashable {
    private var steps: [RecordingStep] = []

    /// The top value.
    static let top = RecordingAddress()

    /// The address of the value one `step` inside this one.
    func appending(_ step: RecordingStep) -> RecordingAddress {
        var address = self
        address.steps.append(step)
        return address
    }

    /// Whether this address is strictly inside the value at `outer`.
    func isInside(_ outer: RecordingAddress) -> Bool {
        steps.count > outer.steps.count && steps.starts(with: outer.steps)
    }

    /// The address as messages show it: `"meta.title"`, `"points[]"`; `the value` for
    /// the top value.
    var quoted: String {
        guard !steps.isEmpty else { return "the value" }
        var text = ""
        for step in steps {
            switch step {
            case .member(let key): text += text.isEmpty ? key : ".\(key)"
            case .element: text += "[]"
            }
        }
        return "\"\(text)\""
    }
}

/// What one value's `init(from:)` asked a ``RecordingSource`` for: an object's keys (each
/// with the node of its value), an array's element, or one value's shape.
final class RecordingNode {
    private enum Content {
        case unknown
        case value(RecordedShape)
        case object([(key: String, node: RecordingNode)])
        case array(RecordingNode)
    }

    private var content = Content.unknown
    /// The run this node was recorded in.
    let run: RecordingRun
    /// Where the node's value is, from the top value of the run.
    let address: RecordingAddress
    /// For a key's value, how the code first read the key: `true` with `decode` (and
    /// `decodeNil`, a nested container), `false` with `decodeIfPresent`; `nil` while it
    /// only asked `contains`.
    private var isReadAsRequired: Bool?

    init(run: RecordingRun = RecordingRun(), address: RecordingAddress = .top) {
        self.run = run
        self.address = address
    }

    /// Whether the value is `null` in this run (a missing key's value is, for a decoder
    /// of it).
    var holdsNull: Bool { run.isNull(at: address) }

    /// Whether the node's key is missing in this run.
    var isMissing: Bool { run.isMissing(at: address) }

    /// Answers `decodeNil`: whether the value is `null` in this run, noting it was asked.
    func testNull() -> Bool {
        run.testNull(at: address)
    }

    /// Answers `contains`: whether the node's key is there in this run, noting it was asked.
    func testPresence() -> Bool {
        run.testPresence(at: address)
    }

    /// The node of the value under `key`, added when new. `isRequired` says how the code
    /// reads the key (``isReadAsRequired``), `nil` when it only asks whether it is there;
    /// the first read counts.
    func member(_ key: String, isRequired: Bool? = true) -> RecordingNode {
        var members: [(key: String, node: RecordingNode)] = []
        if case .object(let existing) = content { members = existing }
        let node: RecordingNode
        if let found = members.first(where: { $0.key == key }) {
            node = found.node
        } else {
            node = RecordingNode(run: run, address: address.appending(.member(key)))
            members.append((key, node))
            content = .object(members)
        }
        if node.isReadAsRequired == nil { node.isReadAsRequired = isRequired }
        return node
    }

    /// The node of an array's element.
    func element() -> RecordingNode {
        if case .array(let node) = content { return node }
        let node = RecordingNode(run: run, address: address.appending(.element))
        content = .array(node)
        return node
    }

    func set(_ shape: RecordedShape) {
        content = .value(shape)
    }

    /// The shape read, with `null` where the code takes it and excluded where it tested
    /// for `null` and refused it.
    var shape: RecordedShape {
        let shape = readShape
        guard run.reached.contains(.null(address)) else { return shape }
        if run.accepted.contains(.null(address)) { return .nullable(shape) }
        let schema = shape.schema
        return SchemaFragment.acceptsNull(schema) ? .schema(SchemaFragment.nonNull(schema)) : shape
    }

    private var readShape: RecordedShape {
        switch content {
        case .unknown: return .schema(SchemaFragment.any)
        case .value(let shape): return shape
        case .object(let members): return .object(members.map { $0.node.property(named: $0.key) })
        case .array(let element): return .array(element.shape)
        }
    }

    /// The node as the property `key` of its object. A key the code asked `contains`
    /// about is required unless the code takes it missing; any other, unless the code
    /// read it with `decodeIfPresent`, which also takes `null`.
    private func property(named key: String) -> RecordedProperty {
        let readIfPresent = isReadAsRequired == false
        let isRequired =
            run.reached.contains(.missing(address))
            ? !run.accepted.contains(.missing(address)) : !readIfPresent
        return RecordedProperty(key, shape, isRequired: isRequired, takesNull: readIfPresent)
    }

    /// Whether this run read what `other` read and came to the same forks, but where the
    /// forks it took (`taken`) hide: this run took the other answer there.
    func agrees(with other: RecordingNode, apartFrom taken: Set<RecordingFork>) -> Bool {
        run.reachedOutside(taken) == other.run.reachedOutside(taken)
            && readsAlike(other, apartFrom: Set(taken.map { $0.address }))
    }

    private func readsAlike(_ other: RecordingNode, apartFrom forks: Set<RecordingAddress>) -> Bool {
        if forks.contains(address) { return true }
        guard isReadAsRequired == other.isReadAsRequired else { return false }
        switch (content, other.content) {
        case (.unknown, .unknown):
            return true
        case (.value(let mine), .value(let theirs)):
            return mine.schema == theirs.schema
        case (.array(let mine), .array(let theirs)):
            return mine.readsAlike(theirs, apartFrom: forks)
        case (.object(let mine), .object(let theirs)):
            return mine.count == theirs.count
                && zip(mine, theirs).allSatisfy { left, right in
                    left.key == right.key && left.node.readsAlike(right.node, apartFrom: forks)
                }
        default:
            return false
        }
    }
}
