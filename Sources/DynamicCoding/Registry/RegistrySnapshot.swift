/// The immutable contents of a ``TypeRegistry`` at one moment. Registration makes a
/// new snapshot; readers keep the one they took, without locking per element.
struct RegistrySnapshot: Sendable {
    private var namespaces: [ObjectIdentifier: TypeNamespace] = [:]
    var isFrozen = false

    func namespace(for base: Any.Type) -> TypeNamespace? {
        namespaces[ObjectIdentifier(base)]
    }

    func changing(
        _ base: Any.Type, baseName: String, _ change: (inout TypeNamespace) throws -> Void
    ) throws -> RegistrySnapshot {
        var copy = self
        var namespace = namespaces[ObjectIdentifier(base)] ?? TypeNamespace(baseName: baseName)
        try change(&namespace)
        copy.namespaces[ObjectIdentifier(base)] = namespace
        return copy
    }
}
