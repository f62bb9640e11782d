/// Follows both roads of each `decodeNil` an `init(from:)` (or a strategy's `decode(from:)`)
/// asks a ``RecordingDecoder``: the first run answers `false` everywhere; then the code runs
/// again with each tested value `null`, and with all those it took `null` together.
///
/// A value whose `null` run succeeds and reads what the first run read, but for that value,
/// takes `null` (its shape is the first run's or `null`); one whose `null` run throws does
/// not (its shape excludes `null`). A `null` run that reads anything else is another road
/// through the code, which one shape cannot hold: that throws
/// ``JSONSchemaError/branchesOnNull(type:reason:)``.
///
/// ```swift
/// // value = try c.decodeNil(forKey: .value) ? nil : c.decode(Int.self, forKey: .value)
/// let (_, node) = try NullBranches.explore("Reading") { try Reading(from: decoder(on: $0)) }
/// node.shape.schema["properties"]?["value"]  // {"anyOf": [{"type": "integer", ...}, {"type": "null"}]}
/// ```
enum NullBranches {
    /// The first run's outcome and node, its run marking the values whose `null` the code
    /// takes. `read` runs the code against a recording decoder on the node it is given.
    static func explore<Value>(_ name: String, _ read: (RecordingNode) throws -> Value) throws
        -> (result: Result<Value, any Error>, node: RecordingNode)
    {
        let first = try run(nulls: [], read)
        var accepted: [RecordingAddress] = []
        for address in first.node.run.tested {
            let branch = try run(nulls: [address], read)
            guard case .success = branch.result else { continue }
            guard branch.node.agrees(with: first.node, apartFrom: [address]) else {
                throw JSONSchemaError.branchesOnNull(
                    type: name, reason: "it reads other values when \(address.quoted) is null")
            }
            accepted.append(address)
        }
        if accepted.count > 1 {
            let together = try run(nulls: Set(accepted), read)
            guard case .success = together.result,
                together.node.agrees(with: first.node, apartFrom: Set(accepted))
            else {
                throw JSONSchemaError.branchesOnNull(
                    type: name,
                    reason: "it takes \(listed(accepted.map(\.quoted))) null one at a time, but not together")
            }
        }
        first.node.run.acceptedNulls = Set(accepted)
        return first
    }

    /// Runs `read` once, on a new node whose run makes the values at `nulls` `null`. An error
    /// of the recording itself (``JSONSchemaError``) ends the export; any other is the
    /// run's outcome, as the stand-ins are not a payload the code must accept.
    private static func run<Value>(nulls: Set<RecordingAddress>, _ read: (RecordingNode) throws -> Value)
        throws -> (result: Result<Value, any Error>, node: RecordingNode)
    {
        let node = RecordingNode(run: RecordingRun(nulls: nulls))
        do {
            return (.success(try read(node)), node)
        } catch let error as JSONSchemaError {
            throw error
        } catch {
            return (.failure(error), node)
        }
    }

    /// `"a"`, `"a" and "b"`, `"a", "b" and "c"`.
    private static func listed(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
