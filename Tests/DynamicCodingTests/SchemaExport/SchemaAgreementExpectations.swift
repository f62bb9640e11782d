import DynamicCoding
import Foundation
import SchemaAgreementSupport
import Testing

/// Checks that the schema of `type` accepts `json` and each of its mutants exactly when
/// `type` decodes them, and returns how many cases it checked.
@discardableResult
func expectAgreement<T: Decodable>(
    _ type: T.Type, on json: String, registry: TypeRegistry = TypeRegistry(),
    decoder: JSONDecoder = JSONDecoder(), discriminatorKeys: Set<String> = ["type"],
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Int {
    decoder.userInfo[.typeRegistry] = registry
    let schema = try JSONSchema(for: type, registry: registry, decoder: decoder)
    let payload = try JSONDecoder().decode(CodableValue.self, from: Data(json.utf8))
    #expect(
        (try? decoder.decode(type, from: Data(json.utf8))) != nil, "the fixture itself decodes",
        sourceLocation: sourceLocation)
    let report = try SchemaAgreement.checkMutants(
        of: payload, as: type, schema: schema.document, decoder: decoder, discriminatorKeys: discriminatorKeys
    )
    #expect(report.agrees, "\(report)\n\(schema.document)", sourceLocation: sourceLocation)
    return report.caseCount
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only where Python's jsonschema can check schemas (`SchemaAgreement.runs`).
    static var needsJSONSchema: Self {
        .enabled(if: SchemaAgreement.runs, Comment(rawValue: SchemaAgreement.skipReason))
    }
}
