/// The registered identifier an unknown one was probably meant to be: the nearest by
/// edit distance (a swap of two neighbours counts once), when it is close enough to be
/// a typo.
///
/// ```swift
/// IdentifierSuggestion.nearest(to: "detialscreen", in: ["detailscreen", "homescreen"])  // "detailscreen"
/// ```
enum IdentifierSuggestion {
    /// Identifiers longer than this get no suggestion: the distance costs the product of
    /// the two lengths, and a payload may send a long string on purpose.
    private static let longestCompared = 128

    /// The nearest of `candidates` within a quarter of `identifier`'s length (at least
    /// one edit); the first in order among equally near ones; `nil` when none is that near.
    static func nearest(to identifier: String, in candidates: [String]) -> String? {
        let source = Array(identifier.unicodeScalars)
        guard source.count <= longestCompared else { return nil }
        let limit = max(1, source.count / 4)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let target = Array(candidate.unicodeScalars)
            guard abs(target.count - source.count) <= limit, target.count <= longestCompared else { continue }
            let distance = editDistance(source, target)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and
    /// swaps of two neighbours, each costing one.
    private static func editDistance(_ source: [Unicode.Scalar], _ target: [Unicode.Scalar]) -> Int {
        guard !source.isEmpty else { return target.count }
        guard !target.isEmpty else { return source.count }
        var beforePrevious = [Int](repeating: 0, count: target.count + 1)
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for row in 1...source.count {
            current[0] = row
            for column in 1...target.count {
                let cost = source[row - 1] == target[column - 1] ? 0 : 1
                current[column] = min(
                    previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost)
                if row > 1, column > 1, source[row - 1] == target[column - 2],
                    source[row - 2] == target[column - 1]
                {
                    current[column] = min(current[column], beforePrevious[column - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[target.count]
    }
}
