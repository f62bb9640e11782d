/// How the schema decodes one field (or a run of fields) into a model's memory. A class
/// hierarchy rather than closures or existentials, so that the schema's loop makes one
/// virtual call per entry: a ``BackedField`` decodes any field through its mapping, a
/// ``PrimitiveRunDecoder`` or ``PrimitiveAlternativesDecoder`` the most common ones
/// without generic code.
class FieldDecoder {
    /// Decodes the field and stores it at its place in `model`.
    func decode(into model: UnsafeMutableRawPointer, from containers: inout DecodingContainers) throws {
        preconditionFailure("FieldDecoder is abstract: \(type(of: self)) must override decode(into:from:).")
    }
}

/// Consecutive required primitive fields (``PrimitiveKind``) at plain keys of one object:
/// the object's container is fetched once for all of them, and each value goes from the
/// container straight into the model's `Backed` of that type. A missing object on the
/// way is left to each field's mapping, which words the error; a value of the wrong type
/// throws the container's error, as the mapping's direct path would.
final class PrimitiveRunDecoder: FieldDecoder {
    /// The fields; each one's fallback is its own decoder, for when the object is not there.
    private let run: PrimitiveRun<FieldDecoder>

    init(_ run: PrimitiveRun<FieldDecoder>) {
        self.run = run
    }

    override func decode(into model: UnsafeMutableRawPointer, from containers: inout DecodingContainers)
        throws
    {
        guard let container = try containers.container(at: run.node) else {
            for field in run.fallbacks { try field.decode(into: model, from: &containers) }
            return
        }
        for index in run.kinds.indices {
            try run.kinds[index].store(from: container, run.keys[index], at: model + run.offsets[index])
        }
    }

    /// `decoders` in order, each run of primitive fields of one object joined into one.
    static func joiningRuns(_ decoders: [FieldDecoder]) -> [FieldDecoder] {
        var joined: [FieldDecoder] = []
        for decoder in decoders {
            if let next = decoder as? PrimitiveRunDecoder, let last = joined.last as? PrimitiveRunDecoder {
                var run = last.run
                if run.append(next.run) {
                    joined[joined.count - 1] = PrimitiveRunDecoder(run)
                    continue
                }
            }
            joined.append(decoder)
        }
        return joined
    }
}

/// A required primitive field at several plain keys (`"title" ?? "name"`): the first
/// that holds a value of the field's type is stored. Anything else (every key missing,
/// a value of the wrong type) is left to the field's mapping, which reads the field
/// again and words the error.
final class PrimitiveAlternativesDecoder: FieldDecoder {
    private let kind: PrimitiveKind
    private let offset: Int
    private let alternatives: [(key: AnyCodingKey, node: Int)]
    private let mapped: FieldDecoder

    init(
        kind: PrimitiveKind, offset: Int, alternatives: [(key: AnyCodingKey, node: Int)], mapped: FieldDecoder
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
}
