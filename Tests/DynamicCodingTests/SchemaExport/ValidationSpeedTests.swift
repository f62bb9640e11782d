import DynamicCoding
import ExpectationSupport
import Foundation
import SchemaAgreementSupport
import Testing

/// The exported schema chooses each polymorphic value's branch by its tag, so Python's
/// `jsonschema` checks one branch per value, not every branch at every level: a large
/// family of types, nested deep, validates fast and agrees with the decoder.
@Suite(.needsJSONSchema) struct ValidationSpeedTests {
    /// The limit, in seconds, on validating one document of the nested family.
    private let limit = 0.1

    @Test func anInvalidNestedDocumentIsRejectedInUnderATenthOfASecond() throws {
        let registry = try Federated.registry
        let decoder = JSONDecoder()
        decoder.userInfo[.typeRegistry] = registry
        let schema = try JSONSchema(for: Federated.Inbox.self, registry: registry, decoder: decoder)
        let payloads = try [("valid", Federated.inbox), ("invalid", Federated.invalidInbox)].map {
            ($0, try JSONDecoder().decode(CodableValue.self, from: Data($1.utf8)))
        }
        let cases = try SchemaAgreement.cases(Federated.Inbox.self, payloads: payloads, decoder: decoder)
        expectEqual(cases.map(\.decodes), [true, false])
        // The best of three runs: a loaded machine may slow one down. A schema that makes
        // the validator try every branch may take hours; the time limit stops it.
        var runs: [String] = []
        for _ in 0..<3 {
            let report = try SchemaAgreement.check(schema: schema.document, cases: cases, timeLimit: 5)
            #expect(report.agrees, "\(report)")
            let slowest = try #require(report.slowest)
            if slowest.seconds < limit { return }
            runs.append("\(slowest.name): \(slowest.seconds) s")
            if report.stopped { break }
        }
        Issue.record("validating took \(limit) s or longer in every run (the slowest case of each: \(runs))")
    }

    /// An inbox that holds the shared article: 18 values under its root, 15 of them
    /// members and 5 of those tags, so 1 + 15 + 6 × 18 + 5 = 129 cases.
    @Test func aNestedDocumentAndEachOfItsMutantsAreValidExactlyWhenTheyDecode() throws {
        let cases = try expectAgreement(
            Federated.Inbox.self, on: #"{"orderedItems": [\#(Federated.sharedArticle)]}"#,
            registry: try Federated.registry)
        expectEqual(cases, 129)
    }
}
