/// Where a container's coding path is: the first `depth` steps of its decoder's path
/// stack, then the steps of its own (a nested container's keys, which no nested decode
/// pushed), kept as a list that shares its beginning with its parent's.
///
/// ```swift
/// let nested = path.appending(.key(key))  // a nested container's path
/// ```
struct JSONContainerPath {
    let depth: Int
    /// The last of the container's own steps; `nil` for none.
    var last: JSONPathLink?

    func appending(_ step: JSONPathStep) -> JSONContainerPath {
        JSONContainerPath(depth: depth, last: JSONPathLink(step: step, previous: last))
    }

    /// The container's own steps, first to last.
    var steps: [JSONPathStep] {
        var steps: [JSONPathStep] = []
        var link = last
        while let current = link {
            steps.append(current.step)
            link = current.previous
        }
        return steps.reversed()
    }
}

/// One of a container's own path steps, after the one before it.
final class JSONPathLink {
    let step: JSONPathStep
    let previous: JSONPathLink?

    init(step: JSONPathStep, previous: JSONPathLink?) {
        self.step = step
        self.previous = previous
    }
}
