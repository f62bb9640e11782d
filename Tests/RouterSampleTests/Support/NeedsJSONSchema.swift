import SchemaAgreementSupport
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the test only where Python's jsonschema can check schemas (`SchemaAgreement.runs`).
    static var needsJSONSchema: Self {
        .enabled(if: SchemaAgreement.runs, Comment(rawValue: SchemaAgreement.skipReason))
    }
}
