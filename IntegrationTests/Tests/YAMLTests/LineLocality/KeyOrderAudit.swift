import Yams

/// How far a written file's key order is from the file it was read from: the mappings
/// whose keys come in another order, and the keys out of place in them (those outside
/// the longest run of keys that kept their relative order).
struct KeyOrderAudit: Equatable, CustomStringConvertible {
    var mappings = 0
    var keys = 0

    init(from original: String, to written: String) throws {
        for (old, new) in zip(try Yams.compose_all(yaml: original), try Yams.compose_all(yaml: written)) {
            visit(old, new)
        }
    }

    var description: String { "\(mappings) mappings with \(keys) keys out of place" }

    private mutating func visit(_ old: Node, _ new: Node) {
        if let oldMapping = old.mapping, let newMapping = new.mapping {
            let oldKeys: [String] = oldMapping.keys.compactMap(\.string)
            let newKeys: [String] = newMapping.keys.compactMap(\.string).filter(oldKeys.contains)
            let kept = Self.longestCommonSubsequence(oldKeys.filter(newKeys.contains), newKeys)
            if kept < newKeys.count {
                mappings += 1
                keys += newKeys.count - kept
            }
            for (key, value) in oldMapping {
                if let other = newMapping.first(where: { $0.key.string == key.string })?.value {
                    visit(value, other)
                }
            }
        } else if let oldSequence = old.sequence, let newSequence = new.sequence {
            for (value, other) in zip(oldSequence, newSequence) { visit(value, other) }
        }
    }

    private static func longestCommonSubsequence(_ first: [String], _ second: [String]) -> Int {
        var previous = [Int](repeating: 0, count: second.count + 1)
        for element in first {
            var current = [0]
            for (index, other) in second.enumerated() {
                current.append(
                    element == other ? previous[index] + 1 : max(previous[index + 1], current[index]))
            }
            previous = current
        }
        return previous[second.count]
    }
}
