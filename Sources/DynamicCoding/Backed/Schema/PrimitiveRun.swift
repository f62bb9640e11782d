/// Consecutive primitive fields (``PrimitiveKind``) at plain keys of one object, decoded
/// or encoded in one go: the object's container is fetched once for all of them, and
/// each value goes between the container and the model's `Backed` of that type without
/// generic code. The fields are kept in one array per part, so that a loop over them
/// copies no field.
///
/// What a run leaves to each field's own transfer (its fallback): decoding, a missing object
/// on the way, which the field's mapping words as an error (a value of the wrong type
/// throws the container's error, as the mapping's direct path would, unless a lax field
/// reads it from a string: ``LaxScalar``); encoding, a field
/// that holds no value of its own (never set: its default, or the unset error).
/// A field may join a run for encoding only when its model's encoding notes no keys
/// (``ContainerTree/tracksKeys``) and no other property nests under its key.
///
/// ```swift
/// PrimitiveRun.joiningRuns([idPlan, namePlan, .transfer(tagsField)])  // [run of id and name, tagsField]
/// ```
final class PrimitiveRun: FieldTransfer {
    /// The container node of the object the fields are in.
    private let node: Int
    private let kinds: [PrimitiveKind]
    /// Where each field is in the model.
    private let offsets: [Int]
    private let keys: [AnyCodingKey]
    /// The keys, interned, for a node keyed by ``InternedKey``.
    private let internedKeys: [InternedKey]
    /// Each field's own transfer, for what the run leaves to it.
    private let fallbacks: [FieldTransfer]

    private init(
        node: Int, kinds: [PrimitiveKind], offsets: [Int], keys: [AnyCodingKey], fallbacks: [FieldTransfer]
    ) {
        self.node = node
        self.kinds = kinds
        self.offsets = offsets
        self.keys = keys
        internedKeys = keys.map { InternedKey($0.stringValue) }
        self.fallbacks = fallbacks
    }

    override func decode(into model: UnsafeMutableRawPointer, from containers: inout DecodingContainers)
        throws
    {
        let stored =
            containers.usesInternedKeys(at: node)
            ? try store(from: containers.internedContainer(at: node), internedKeys, into: model)
            : try store(from: containers.container(at: node), keys, into: model)
        guard !stored else { return }
        for field in fallbacks { try field.decode(into: model, from: &containers) }
    }

    /// Each field of the run, read from `container` by its key in `keys`; `false` when the
    /// container is not there. A value of the wrong type is read from a string when its
    /// field is lax (``LaxScalar``), else its error is thrown.
    ///
    /// Specialized for each key type, not inlined: a model decoded only with interned keys
    /// never makes the runtime's metadata for containers keyed by `AnyCodingKey` (its first
    /// making checks the key's conformance: a scan of every conformance record).
    @inline(never)
    private func store<Key: CodingKey>(
        from container: UnsafePointer<KeyedDecodingContainer<Key>>?, _ keys: [Key],
        into model: UnsafeMutableRawPointer
    ) throws -> Bool {
        guard let container = container?.pointee else { return false }
        for index in kinds.indices {
            do {
                try kinds[index].store(from: container, keys[index], at: model + offsets[index])
            } catch {
                guard let text = try? container.decode(String.self, forKey: keys[index]),
                    fallbacks[index].storeLax(text, into: model)
                else { throw error }
            }
        }
        return true
    }

    /// Every field of the run: a required value, decoded from its key or by its fallback.
    override func placeholdDecodedFields(in model: UnsafeMutableRawPointer) {
        for index in kinds.indices {
            kinds[index].storePlaceholder(at: model + offsets[index])
        }
    }

    override func encode(from model: UnsafeRawPointer, to containers: inout EncodingContainers) throws {
        var index = 0
        while index < kinds.count {
            // The fields that hold values, in one access to the container; then the one that
            // does not, by its own encoding.
            index =
                if containers.usesInternedKeys(at: node) {
                    try containers.withInternedContainer(at: node) {
                        try write(from: model, startingAt: index, to: &$0, internedKeys)
                    }
                } else {
                    try containers.withContainer(at: node) {
                        try write(from: model, startingAt: index, to: &$0, keys)
                    }
                }
            guard index < kinds.count else { return }
            try fallbacks[index].encode(from: model, to: &containers)
            index += 1
        }
    }

    /// The transfers of `plans` in order, the primitive fields next to each other in one
    /// object joined into one run.
    /// Writes the fields from `index` on that hold values; returns the index of the first
    /// that holds none, or the count.
    @inline(__always)
    private func write<Key: CodingKey>(
        from model: UnsafeRawPointer, startingAt index: Int, to container: inout KeyedEncodingContainer<Key>,
        _ keys: [Key]
    ) throws -> Int {
        var next = index
        while next < kinds.count, try kinds[next].write(at: model + offsets[next], to: &container, keys[next])
        {
            next += 1
        }
        return next
    }

    static func joiningRuns(_ plans: [FieldPlan]) -> [FieldTransfer] {
        var transfers: [FieldTransfer] = []
        var index = plans.startIndex
        while index < plans.endIndex {
            guard case .primitive(_, _, _, let node, _) = plans[index] else {
                if case .transfer(let transfer) = plans[index] { transfers.append(transfer) }
                index += 1
                continue
            }
            var (kinds, offsets, keys, fallbacks) = (
                [PrimitiveKind](), [Int](), [AnyCodingKey](), [FieldTransfer]()
            )
            while index < plans.endIndex,
                case .primitive(let kind, let offset, let key, node, let fallback) = plans[index]
            {
                kinds.append(kind)
                offsets.append(offset)
                keys.append(key)
                fallbacks.append(fallback)
                index += 1
            }
            transfers.append(
                PrimitiveRun(
                    node: node, kinds: kinds, offsets: offsets, keys: keys, fallbacks: fallbacks))
        }
        return transfers
    }
}
