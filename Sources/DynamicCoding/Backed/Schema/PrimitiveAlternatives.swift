/// A required primitive field at several plain keys (`"title" ?? "name"`): the first
/// that holds a value of the field's type is stored. Anything else (every key missing,
/// a value of the wrong type) is left to the field's mapping, which reads the field
/// again and words the error. Encoding is the field's own.
final class PrimitiveAlternatives: FieldTransfer {
    private let kind: PrimitiveKind
    private let offset: Int
    private let alternatives: [(key: AnyCodingKey, node: Int)]
    private let fallback: FieldTransfer

    init(
        kind: PrimitiveKind, offset: Int, alternatives: [(key: AnyCodingKey, node: Int)],
        fallback: FieldTransfer
    ) {
        self.kind = kind
        self.offset = offset
        self.alternatives = alternatives
        self.fallback = fallback
    }

    override func decode(into model: UnsafeMutableRawPointer, from containers: inout DecodingContainers)
        throws
    {
        for (key, node) in alternatives {
            guard let container = try? containers.container(at: node) else { continue }
            guard let stored = try? kind.storeIfPresent(from: container.pointee, key, at: model + offset)
            else {
                break
            }
            if stored { return }
        }
        try fallback.decode(into: model, from: &containers)
    }

    override func encode(from model: UnsafeRawPointer, to containers: inout EncodingContainers) throws {
        try fallback.encode(from: model, to: &containers)
    }
}
