import DynamicCoding
import ExpectationSupport
import Foundation
import SchemaAgreementSupport
import Testing

// The JSON Schemas exported for the CloudFormation and ActivityPub models accept every
// fixture, and agree with decoding on the mutants of a small one of each format (each member
// removed, each value given each other JSON type, each identifier replaced).

@Suite(.needsJSONSchema) struct FormatSchemaAgreementTests {
    @Test func everyTemplateIsValidAgainstTheTemplatesSchema() throws {
        let fixtures = try FormatFixture.all(in: "CloudFormation")
        try expectValid(CloudFormation.Template.self, fixtures, registry: CloudFormation.registry())
    }

    @Test func everyDocumentIsValidAgainstTheDocumentsSchema() throws {
        let fixtures = try FormatFixture.all(in: "ActivityPub")
        try expectValid(ActivityPub.Document.self, fixtures, registry: ActivityPub.registry())
    }

    @Test func aSAMTemplatesMutantsAreValidExactlyWhenTheyDecode() throws {
        let fixture = FormatFixture(format: "CloudFormation", name: "sam-api-function.json")
        let json = String(decoding: try fixture.data(), as: UTF8.self)
        let registry = try CloudFormation.registry()
        try withKnownIssue(
            Comment(
                rawValue:
                    "pending (#36): the adjacent layout's schema requires the content of a type that is "
                    + "AdjacentEnvelopeHolding, which decodes without one")
        ) {
            try expectAgreement(
                CloudFormation.Template.self, on: json, registry: registry, discriminatorKeys: ["Type"])
        } matching: { issue in
            "\(issue)".contains(
                "removed Resources.HelloWorldFunction.Properties: decodes, but the schema rejects it")
        }
    }

    @Test func aLikesMutantsAreValidExactlyWhenTheyDecode() throws {
        let fixture = FormatFixture(format: "ActivityPub", name: "misskey-like.json")
        try expectAgreement(
            ActivityPub.Document.self, on: String(decoding: fixture.data(), as: UTF8.self),
            registry: ActivityPub.registry())
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
