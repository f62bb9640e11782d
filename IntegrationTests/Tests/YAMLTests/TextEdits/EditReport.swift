import DynamicCoding
import Foundation

/// The edits made on a fixture and what they wrote, saved (when `TEXT_EDIT_REPORT_DIR` is
/// set) as the plan and outputs `Scripts/ruamel-edits.py` compares with ruamel.yaml's.
struct EditReport {
    let fixture: EditFixture
    private var plans: [Int: (edits: [[String: Any]], outputs: [String])] = [:]

    init(fixture: EditFixture) {
        self.fixture = fixture
    }

    mutating func record(_ edit: FixtureEdit, document: Int, wrote written: String) {
        var entry: [String: Any] = [
            "kind": edit.kind.rawValue,
            "path": edit.path.components.map { component -> Any in
                switch component {
                case .key(let key): key
                case .index(let index): index
                }
            },
        ]
        if let value = edit.value {
            entry["value"] =
                (try? JSONSerialization.jsonObject(
                    with: JSONEncoder().encode(value), options: .fragmentsAllowed)) ?? NSNull()
        }
        plans[document, default: ([], [])].edits.append(entry)
        plans[document, default: ([], [])].outputs.append(written)
    }

    /// Writes the plans; not for a fixture read with tags, whose paths pass through the
    /// mappings tags stand for, which ruamel.yaml does not read.
    func save() throws {
        guard let folder = ProcessInfo.processInfo.environment["TEXT_EDIT_REPORT_DIR"], fixture.tags == nil
        else {
            return
        }
        for (document, plan) in plans {
            let base = URL(fileURLWithPath: folder).appendingPathComponent("\(fixture.name)-\(document)")
            let planObject: [String: Any] = [
                "format": fixture.isJSON ? "json" : "yaml", "text": fixture.text, "document": document,
                "edits": plan.edits,
            ]
            try JSONSerialization.data(withJSONObject: planObject).write(
                to: base.appendingPathExtension("plan.json"))
            try JSONSerialization.data(withJSONObject: ["outputs": plan.outputs])
                .write(to: base.appendingPathExtension("ours.json"))
        }
    }
}
