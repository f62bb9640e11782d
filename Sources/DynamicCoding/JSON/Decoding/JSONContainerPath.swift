/// Where a container's coding path is: the first `depth` steps of its decoder's path
/// stack, then `steps` of its own (a nested container's keys, which no nested decode
/// pushed).
///
/// ```swift
/// let nested = path.appending(.key(key))  // a nested container's path
/// ```
struct JSONContainerPath {
    let depth: Int
    var steps: [JSONPathStep] = []

    func appending(_ step: JSONPathStep) -> JSONContainerPath {
        JSONContainerPath(depth: depth, steps: steps + [step])
    }
}
