/// How the schema codes one field, as the field proposes it: by a transfer of its own, or
/// as a primitive field that ``PrimitiveRun/joiningRuns(_:)`` joins with the
/// primitive fields next to it in the same object.
///
/// ```swift
/// PrimitiveRun.joiningRuns([
///     .primitive(.int, offset: 0, key: AnyCodingKey("id"), node: 0, fallback: idField),
///     .primitive(.string, offset: 8, key: AnyCodingKey("name"), node: 0, fallback: nameField),
///     .transfer(tagsField),
/// ])  // [a run of id and name, tagsField]
/// ```
enum FieldPlan {
    case transfer(FieldTransfer)
    /// A primitive at a plain key: its kind, its offset in the model, its key and the
    /// container node of its object, and its own transfer for what a run leaves to it.
    case primitive(PrimitiveKind, offset: Int, key: AnyCodingKey, node: Int, fallback: FieldTransfer)
}
