import DynamicCoding
import ExpectationSupport
import Foundation
import SchemaAgreementSupport
import Testing

// The JSON Schemas exported for the CloudFormation and ActivityPub models accept every
// fixture, and agree with decoding on the mutants of some of them (each member removed, each
// value given each other JSON type, each identifier replaced).

@Suite(.needsJSONSchema) struct FormatSchemaAgreementTests {
    @Test func everyTemplateIsValidAgainstTheTemplatesSchema() throws {
        let fixtures = try FormatFixture.all(in: "CloudFormation")
        try expectValid(CloudFormation.Template.self, fixtures, registry: CloudFormation.registry())
    }

    @Test func everyDocumentIsValidAgainstTheDocumentsSchema() throws {
        let fixtures = try FormatFixture.all(in: "ActivityPub")
        try expectValid(ActivityPub.Document.self, fixtures, registry: ActivityPub.registry())
    }

    @Test(arguments: ["sam-api-function.json", "rds-piops.json", "lambda-sample.json"])
    func aTemplatesMutantsAreValidExactlyWhenTheyDecode(fixture: String) throws {
        let report = try mutantsReport(
            CloudFormation.Template.self, FormatFixture(format: "CloudFormation", name: fixture),
            registry: CloudFormation.registry(), discriminatorKeys: ["Type"])
        expectEqual(report.schemaError, nil)
        expectEqual(report.disagreements.map(\.name), [])
    }

    @Test(arguments: ["misskey-like.json", "osada-person.json", "mastodon-post-activity.json"])
    func aDocumentsMutantsAreValidExactlyWhenTheyDecode(fixture: String) throws {
        let report = try mutantsReport(
            ActivityPub.Document.self, FormatFixture(format: "ActivityPub", name: fixture),
            registry: ActivityPub.registry(), discriminatorKeys: ["type"])
        #expect(report.agrees, "\(report)")
    }

    /// The agreement of `type`'s schema with decoding on `fixture` and its mutants.
    private func mutantsReport<T: Decodable>(
        _ type: T.Type, _ fixture: FormatFixture, registry: TypeRegistry, discriminatorKeys: Set<String>
    ) throws -> AgreementReport {
        let decoder = JSONDecoder()
        decoder.userInfo[.typeRegistry] = registry
        let schema = try JSONSchema(for: type, registry: registry, decoder: decoder)
        return try SchemaAgreement.checkMutants(
            of: fixture.document(), as: type, schema: schema.document, decoder: decoder,
            discriminatorKeys: discriminatorKeys)
    }

    /// Expects each of `fixtures` to decode as `type` and to be valid against its schema.
    private func expectValid<T: Decodable>(
        _ type: T.Type, _ fixtures: [FormatFixture], registry: TypeRegistry,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let decoder = JSONDecoder()
        decoder.userInfo[.typeRegistry] = registry
        let schema = try JSONSchema(for: type, registry: registry, decoder: decoder)
        let payloads = try fixtures.map { (name: $0.name, payload: try $0.document()) }
        let cases = try SchemaAgreement.cases(type, payloads: payloads, decoder: decoder)
        expectEqual(cases.filter { !$0.decodes }.map(\.name), [], sourceLocation: sourceLocation)
        let report = try SchemaAgreement.check(schema: schema.document, cases: cases)
        #expect(report.agrees, "\(report)", sourceLocation: sourceLocation)
    }
}
