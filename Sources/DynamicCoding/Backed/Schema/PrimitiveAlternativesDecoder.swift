/// A required primitive field at several plain keys (`"title" ?? "name"`): the first
/// that holds a value of the field's type is stored. Anything else (every key missing,
/// a value of the wrong type) is left to the field's mapping, which reads the field
/// again and words the error. Encoding is the field's own.
final class PrimitiveAlternativesDecoder: FieldCoder {
    private let kind: PrimitiveKind
    private let offset: Int
    private let alternatives: [(key: AnyCodingKey, node: Int)]
    private let mapped: FieldCoder

    init(
        kind: PrimitiveKind, offset: Int, alternatives: [(key: AnyCodingKey, node: Int)], mapped: FieldCoder
    ) {
        self.kind = kind
        self.offset = offset
        self.alternatives = alternatives
        self.mapped = mapped
    }

    override func decode(into model: UnsafeMutableRawPointer, from containers: inout DecodingContainers)
        throws
    {
        for (key, node) in alternatives {
            guard let container = try? containers.container(at: node) else { continue }
            guard let stored = try? kind.storeIfPresent(from: container, key, at: model + offset) else {
                break
            }
            if stored { return }
        }
        try mapped.decode(into: model, from: &containers)
    }

    override func encode(from model: UnsafeRawPointer, to containers: inout EncodingContainers) throws {
        try mapped.encode(from: model, to: &containers)
    }
}
