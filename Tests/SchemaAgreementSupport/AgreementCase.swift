import DynamicCoding

/// One payload of an agreement check: its name (what was changed, as ``PayloadMutants``
/// names it), the payload, and whether the type under test decoded it.
package struct AgreementCase {
    /// What the payload is, for reports: `"original"`, `"removed routes[2].title"`.
    package let name: String
    /// The JSON payload, as written to the cases file and decoded.
    package let payload: CodableValue
    /// Whether the type under test decoded the payload (its JSON, encoded by `JSONEncoder`).
    package let decodes: Bool

    package init(name: String, payload: CodableValue, decodes: Bool) {
        self.name = name
        self.payload = payload
        self.decodes = decodes
    }
}
