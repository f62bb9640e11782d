import Yams

/// `yaml`, one document that `YAMLEncoder` wrote, written again so that YAML 1.1 readers
/// (PyYAML, CloudFormation) read the values that YAML 1.2 readers read: each plain key
/// that a reader would take for another type than a string is single-quoted (`'64':`,
/// `'on':`), and each floating-point number written without a point is given one
/// (`1e+0` becomes `1.0e+0`). Everything else keeps its bytes. The ConfigFiles article's
/// example.
///
/// ```swift
/// try readableByYAML11(YAMLEncoder().encode(["64": 1.0] as CodableValue))  // "'64': 1.0e+0\n"
/// ```
func readableByYAML11(_ yaml: String) throws -> String {
    guard let document = try Yams.compose(yaml: yaml) else { return yaml }
    return try Yams.serialize(node: readableByYAML11(document))
}

private func readableByYAML11(_ node: Node) -> Node {
    switch node {
    case .mapping(var mapping):
        for index in mapping.indices {
            mapping[index] = (quotedUnlessAString(mapping[index].key), readableByYAML11(mapping[index].value))
        }
        return .mapping(mapping)
    case .sequence(var sequence):
        for index in sequence.indices {
            sequence[index] = readableByYAML11(sequence[index])
        }
        return .sequence(sequence)
    case .scalar(var scalar) where scalar.style == .plain && Resolver.default.resolveTag(of: node) == .float:
        // Yams writes 1.0 as `1e+0`; YAML 1.1 reads a number without a point as a string.
        if !scalar.string.contains("."),
            let exponent = scalar.string.firstIndex(where: { $0 == "e" || $0 == "E" })
        {
            scalar.string.insert(contentsOf: ".0", at: exponent)
        }
        return .scalar(scalar)
    default:
        return node
    }
}

/// `key`, single-quoted when it is plain and reads as another type than a string. Every
/// key a `Codable` type writes is a string; Yams writes them plain where YAML allows it.
private func quotedUnlessAString(_ key: Node) -> Node {
    guard case .scalar(var scalar) = key, scalar.style == .plain, Resolver.default.resolveTag(of: key) != .str
    else {
        return key
    }
    scalar.style = .singleQuoted
    return .scalar(scalar)
}
