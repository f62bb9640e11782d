/// Consecutive primitive fields (``PrimitiveKind``) at plain keys of one object, kept in
/// one array per part so that a loop over them copies no field: what a
/// ``PrimitiveRunDecoder`` and a ``PrimitiveRunEncoder`` run through.
///
/// ```swift
/// var run = PrimitiveRun(kind: .int, offset: 0, key: AnyCodingKey("id"), node: 0, fallback: idField)
/// run.append(nameRun)  // true: the same object, so one run of two fields
/// ```
struct PrimitiveRun<Fallback> {
    /// The container node of the object the fields are in.
    let node: Int
    private(set) var kinds: [PrimitiveKind]
    /// Where each field is in the model.
    private(set) var offsets: [Int]
    private(set) var keys: [AnyCodingKey]
    /// Each field's own decoding or encoding, for what the run leaves to it.
    private(set) var fallbacks: [Fallback]

    /// A run of one field.
    init(kind: PrimitiveKind, offset: Int, key: AnyCodingKey, node: Int, fallback: Fallback) {
        self.node = node
        kinds = [kind]
        offsets = [offset]
        keys = [key]
        fallbacks = [fallback]
    }

    /// Appends `next`'s fields when they are in the same object. - Returns: whether it did.
    mutating func append(_ next: PrimitiveRun) -> Bool {
        guard next.node == node else { return false }
        kinds += next.kinds
        offsets += next.offsets
        keys += next.keys
        fallbacks += next.fallbacks
        return true
    }
}
