/// Consecutive primitive fields (``PrimitiveKind``) at plain keys of one object, encoded
/// the way ``PrimitiveRunDecoder`` decodes them: each value goes from the model's `Backed`
/// straight into the object's container, without generic code. A field that holds no
/// value of its own (never set: its default, or the unset error) is left to its own
/// encoding. Only for models whose encoding notes no keys (``ContainerTree/tracksKeys``)
/// and fields no other property nests under.
final class PrimitiveRunEncoder {
    /// The fields; each one's fallback is its own encoding, for a field without a value.
    private let run: PrimitiveRun<FieldEncoding>

    init(_ run: PrimitiveRun<FieldEncoding>) {
        self.run = run
    }

    func encode(from model: UnsafeRawPointer, to containers: inout EncodingContainers) throws {
        var index = 0
        while index < run.kinds.count {
            // The fields that hold values, in one access to the container; then the one that
            // does not, by its own encoding.
            index = try containers.withContainer(at: run.node) { container in
                var next = index
                while next < run.kinds.count,
                    try run.kinds[next].write(at: model + run.offsets[next], to: &container, run.keys[next])
                {
                    next += 1
                }
                return next
            }
            guard index < run.kinds.count else { return }
            try run.fallbacks[index](model, &containers)
            index += 1
        }
    }

    /// The encodings of `fields` in order, each run of primitive fields of one object
    /// joined into one; every field by its own encoding when the model notes keys.
    static func joiningRuns(_ fields: [any SchemaField], tracksKeys: Bool) -> [FieldEncoding] {
        var encodings: [FieldEncoding] = []
        var run: PrimitiveRun<FieldEncoding>?
        func endRun() {
            guard let ended = run else { return }
            let encoder = PrimitiveRunEncoder(ended)
            encodings.append { try encoder.encode(from: $0, to: &$1) }
            run = nil
        }
        for field in fields {
            guard !tracksKeys, let single = field.primitiveRun else {
                endRun()
                encodings.append(field.encoding)
                continue
            }
            if run?.append(single) != true {
                endRun()
                run = single
            }
        }
        endRun()
        return encodings
    }
}
