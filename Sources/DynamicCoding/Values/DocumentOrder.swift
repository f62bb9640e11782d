/// The order of an object's keys in the document it was read from, and of the objects
/// below it that declared paths go through: what a model with an `.otherKeys` catch-all
/// remembers, beside the catch-all's value (not in it), so that encoding writes declared
/// properties and unknown keys where the document had them.
///
/// ```swift
/// // spec: {replicas: 2, strategy: Recreate} beside @Backed(Path("spec", "replicas"))
/// DocumentOrder(keys: ["kind", "spec"], nested: ["spec": DocumentOrder(keys: ["replicas", "strategy"], nested: [:])])
/// ```
final class DocumentOrder: Sendable {
    let keys: [String]
    let nested: [String: DocumentOrder]

    init(keys: [String], nested: [String: DocumentOrder]) {
        self.keys = keys
        self.nested = nested
    }
}
