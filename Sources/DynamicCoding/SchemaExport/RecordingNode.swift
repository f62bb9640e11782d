/// One step from a value to a value inside it, as a ``RecordingDecoder`` goes: a key of an
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

/// One run of an `init(from:)` against a ``RecordingDecoder``: the values its `decodeNil`
/// answers `true` for, and the values the code asked `decodeNil` about.
///
/// ```swift
/// let run = RecordingRun(nulls: [RecordingAddress.top.appending(.member("value"))])
/// // decodeNil(forKey: .value) answers true in this run; every other decodeNil, false
/// ```
final class RecordingRun {
    /// The values that are `null` in this run; every other value is not.
    let nulls: Set<RecordingAddress>
    /// The values the code asked `decodeNil` about, in the order first asked.
    private(set) var tested: [RecordingAddress] = []
    /// Of those, the ones whose `null` the code takes, found by running it again with
    /// each of them `null` (``ShapeRecorder``); their shape allows `null`.
    var acceptedNulls: Set<RecordingAddress> = []

    init(nulls: Set<RecordingAddress> = []) {
        self.nulls = nulls
    }

    /// Notes that the code asked whether the value at `address` is `null`, and answers.
    func testNull(at address: RecordingAddress) -> Bool {
        if !tested.contains(address) { tested.append(address) }
        return nulls.contains(address)
    }

    /// The tested values, but those inside one of `nulls`: the keys of an object that is
    /// `null` in one of two runs are not read in that run.
    func testedOutside(_ nulls: Set<RecordingAddress>) -> Set<RecordingAddress> {
        Set(tested.filter { address in !nulls.contains { address.isInside($0) } })
    }
}

/// What one value's `init(from:)` asked a ``RecordingDecoder`` for: an object's keys (each
/// with the node of its value), an array's element, or one value's shape.
final class RecordingNode {
    private enum Content {
        case unknown
        case value(RecordedShape)
        case object([(key: String, node: RecordingNode, isRequired: Bool)])
        case array(RecordingNode)
    }

    private var content = Content.unknown
    /// The run this node was recorded in.
    let run: RecordingRun
    /// Where the node's value is, from the top value of the run.
    let address: RecordingAddress

    init(run: RecordingRun = RecordingRun(), address: RecordingAddress = .top) {
        self.run = run
        self.address = address
    }

    /// Whether the value is `null` in this run.
    var holdsNull: Bool { run.nulls.contains(address) }

    /// Answers `decodeNil`: whether the value is `null` in this run, noting it was asked.
    func testNull() -> Bool {
        run.testNull(at: address)
    }

    /// The node of the value under `key`, added when new.
    func member(_ key: String, isRequired: Bool = true) -> RecordingNode {
        var members: [(key: String, node: RecordingNode, isRequired: Bool)] = []
        if case .object(let existing) = content { members = existing }
        if let found = members.first(where: { $0.key == key }) { return found.node }
        let node = RecordingNode(run: run, address: address.appending(.member(key)))
        members.append((key, node, isRequired))
        content = .object(members)
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
        guard run.tested.contains(address) else { return shape }
        if run.acceptedNulls.contains(address) { return .nullable(shape) }
        let schema = shape.schema
        return SchemaFragment.acceptsNull(schema) ? .schema(SchemaFragment.nonNull(schema)) : shape
    }

    private var readShape: RecordedShape {
        switch content {
        case .unknown: return .schema(SchemaFragment.any)
        case .value(let shape): return shape
        case .object(let members):
            return .object(members.map { RecordedProperty($0.key, $0.node.shape, isRequired: $0.isRequired) })
        case .array(let element): return .array(element.shape)
        }
    }

    /// Whether this run read what `other` read, tested the same values for `null`, and
    /// differs only at `nulls` (and inside them), where this run had `null`.
    func agrees(with other: RecordingNode, apartFrom nulls: Set<RecordingAddress>) -> Bool {
        run.testedOutside(nulls) == other.run.testedOutside(nulls) && readsAlike(other, apartFrom: nulls)
    }

    private func readsAlike(_ other: RecordingNode, apartFrom nulls: Set<RecordingAddress>) -> Bool {
        if nulls.contains(address) { return true }
        switch (content, other.content) {
        case (.unknown, .unknown):
            return true
        case (.value(let mine), .value(let theirs)):
            return mine.schema == theirs.schema
        case (.array(let mine), .array(let theirs)):
            return mine.readsAlike(theirs, apartFrom: nulls)
        case (.object(let mine), .object(let theirs)):
            return mine.count == theirs.count
                && zip(mine, theirs).allSatisfy { left, right in
                    left.key == right.key && left.isRequired == right.isRequired
                        && left.node.readsAlike(right.node, apartFrom: nulls)
                }
        default:
            return false
        }
    }
}
