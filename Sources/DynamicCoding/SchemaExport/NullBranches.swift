/// Follows both roads of each `decodeNil` and each `contains` an `init(from:)` (or a
/// strategy's `decode(from:)`) asks a ``RecordingSource``: the first run answers "not
/// `null`" and "there" everywhere; then the code runs again with each tested value `null`,
/// and with each asked key missing (a ``RecordingFork`` each), and with all those whose
/// other road it took together.
///
/// A fork whose run succeeds and reads what the first run read, but for that value or key,
/// is taken: the value takes `null` (its shape is the first run's or `null`), the key may
/// be missing. One whose run throws is not: the shape excludes `null`, the key is required.
/// A run that reads anything else is another road through the code, which one shape
/// cannot hold: that throws ``JSONSchemaError/branchesOnAbsence(type:reason:)``.
///
/// ```swift
/// // value = try c.decodeNil(forKey: .value) ? nil : c.decode(Int.self, forKey: .value)
/// let (_, node) = try NullBranches.explore("Reading") { try Reading(from: decoder(on: $0)) }
/// node.shape.schema["properties"]?["value"]  // {"anyOf": [{"type": "integer", ...}, {"type": "null"}]}
/// // count = c.contains(.count) ? try c.decode(Int.self, forKey: .count) : 0
/// // "count" is an integer, and not required
/// ```
enum NullBranches {
    /// The first run's outcome and node, its run marking the forks whose other road the
    /// code takes. `read` runs the code against a recording decoder on the node it is given.
    static func explore<Value>(_ name: String, _ read: (RecordingNode) throws -> Value) throws
        -> (result: Result<Value, any Error>, node: RecordingNode)
    {
        let first = try run(taking: [], read)
        var accepted: [RecordingFork] = []
        for fork in first.node.run.reached {
            let branch = try run(taking: [fork], read)
            guard case .success = branch.result else { continue }
            guard branch.node.agrees(with: first.node, apartFrom: [fork]) else {
                throw JSONSchemaError.branchesOnAbsence(
                    type: name, reason: "it reads other values when \(fork.described)")
            }
            accepted.append(fork)
        }
        if accepted.count > 1 {
            let together = try run(taking: Set(accepted), read)
            guard case .success = together.result,
                together.node.agrees(with: first.node, apartFrom: Set(accepted))
            else {
                throw JSONSchemaError.branchesOnAbsence(
                    type: name, reason: "it takes \(described(accepted)) one at a time, but not together")
            }
        }
        first.node.run.accepted = Set(accepted)
        return first
    }

    /// Runs `read` once, on a new node whose run takes the forks `taken`. An error of the
    /// recording itself (``JSONSchemaError``) ends the export; any other is the run's
    /// outcome, as the stand-ins are not a payload the code must accept.
    private static func run<Value>(taking taken: Set<RecordingFork>, _ read: (RecordingNode) throws -> Value)
        throws -> (result: Result<Value, any Error>, node: RecordingNode)
    {
        let node = RecordingNode(run: RecordingRun(taking: taken))
        do {
            return (.success(try read(node)), node)
        } catch let error as JSONSchemaError {
            throw error
        } catch {
            return (.failure(error), node)
        }
    }

    /// `"a" and "b" null`, `"c" missing`, `"a" null and "c" missing`.
    private static func described(_ forks: [RecordingFork]) -> String {
        let nulls = forks.filter(\.isNull).map(\.address.quoted)
        let missing = forks.filter { !$0.isNull }.map(\.address.quoted)
        var groups: [String] = []
        if !nulls.isEmpty { groups.append("\(listed(nulls)) null") }
        if !missing.isEmpty { groups.append("\(listed(missing)) missing") }
        return listed(groups)
    }

    /// `"a"`, `"a" and "b"`, `"a", "b" and "c"`.
    private static func listed(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
