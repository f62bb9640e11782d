import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

private let integer = #"{"type":"integer","minimum":-9223372036854775808,"maximum":9223372036854775807}"#

/// A plain type's `init(from:)` that asks whether a key is there with `contains(_:)` is
/// learnt both ways: the key is required when the code throws without it, not required
/// when the code does without it, and export stops when the code reads other values
/// without it.
struct PresenceBranchSchemaTests {
    @Test func aKeyTheCodeThrowsWithoutIsRequired() throws {
        expectEqual(
            try JSONSchema(for: FixtureTicket.self).document["$defs"]?["FixtureTicket"]?.description,
            #"{"type":"object","properties":{"id":\#(integer)},"required":["id"]}"#)
    }

    @Test func aKeyTheCodeDoesWithoutMayBeMissingButNotNull() throws {
        expectEqual(
            try JSONSchema(for: FixtureTally.self).document["$defs"]?["FixtureTally"]?.description,
            #"{"type":"object","properties":{"count":\#(integer)}}"#)
    }

    @Test func aKeyCheckedForPresenceThenForNullMayBeMissingOrNull() throws {
        expectEqual(
            try JSONSchema(for: FixtureMemo.self).document["$defs"]?["FixtureMemo"]?.description,
            #"{"type":"object","properties":{"note":{"anyOf":[{"type":"string"},{"type":"null"}]}}}"#)
    }

    @Test func anOptionalDynamicWrapperStaysOptional() throws {
        let schema = try JSONSchema(for: GlyphSketch.self, registry: GlyphRegistration().registry)
        expectEqual(schema.document["$defs"]?["GlyphSketch"]?["required"], ["figures", "first", "name"])
    }

    @Test(.needsJSONSchema) func aPayloadIsValidExactlyWhenATypeThatAsksForKeysDecodesIt() throws {
        try expectAgreement(FixtureTicket.self, on: #"{"id": 3}"#)
        try expectAgreement(FixtureTally.self, on: #"{"count": 2}"#)
        try expectAgreement(FixtureMemo.self, on: #"{"note": "n"}"#)
    }
}
