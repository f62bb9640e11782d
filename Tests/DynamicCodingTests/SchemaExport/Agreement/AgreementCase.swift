import DynamicCoding

/// One payload of an agreement check: its name (what was changed, as ``PayloadMutants``
/// names it), the payload, and whether the type under test decoded it.
struct AgreementCase {
    /// What the payload is, for reports: `"original"`, `"removed routes[2].title"`.
    let name: String
    /// The JSON payload, as written to the cases file and decoded.
    let payload: CodableValue
    /// Whether the type under test decoded the payload (its JSON, encoded by `JSONEncoder`).
    let decodes: Bool
}
