import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

private let dialect = #""$schema":"https://json-schema.org/draft/2020-12/schema""#
private let integer = #"{"type":"integer","minimum":-9223372036854775808,"maximum":9223372036854775807}"#

/// A plain type's `init(from:)` that tests for `null` with `decodeNil` is learnt both
/// ways: `null` is in the schema when the code takes it, out of it when the code throws
/// on it, and export stops when the code reads other values for it.
struct NullBranchSchemaTests {
    @Test func aSingleValueTestedForNullIsTheValueOrNull() throws {
        expectEqual(
            try JSONSchema(for: FixtureLevel.self).document.description,
            ##"{\##(dialect),"$ref":"#/$defs/FixtureLevel","$defs":{"FixtureLevel":"##
                + #"{"anyOf":[\#(integer),{"type":"null"}]}}}"#)
    }

    @Test func aKeyTestedForNullMayBeNullButNotMissing() throws {
        expectEqual(
            try JSONSchema(for: FixtureReading.self).document["$defs"]?["FixtureReading"]?.description,
            #"{"type":"object","properties":{"value":{"anyOf":[\#(integer),{"type":"null"}]},"#
                + #""unit":{"type":"string"}},"required":["value","unit"]}"#)
    }

    @Test func anElementTestedForNullMayBeNull() throws {
        expectEqual(
            try JSONSchema(for: FixtureSamples.self).document["$defs"]?["FixtureSamples"]?.description,
            #"{"type":"array","items":{"anyOf":[\#(integer),{"type":"null"}]}}"#)
    }

    @Test func aValueWhoseNullTheCodeThrowsOnExcludesNull() throws {
        struct Present: Decodable {
            let value: CodableValue

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                guard !container.decodeNil() else {
                    throw DecodingError.valueNotFound(
                        CodableValue.self, .init(codingPath: decoder.codingPath, debugDescription: "Null."))
                }
                value = try container.decode(CodableValue.self)
            }
        }
        expectEqual(
            try JSONSchema(for: Present.self).document["$defs"]?["Present"]?.description,
            #"{"not":{"type":"null"}}"#)
    }

    @Test func aDefaultForMissingValuesExcludesNullEvenWhenTheTypeTakesIt() throws {
        let schema = try JSONSchema(for: NullChecks.self)
        expectEqual(
            schema.document["$defs"]?["NullChecks"]?["properties"]?["level"]?.description,
            ##"{"$ref":"#/$defs/FixtureLevel"}"##)
        expectEqual(
            schema.document["$defs"]?["NullChecks"]?["properties"]?["spare"]?.description,
            ##"{"allOf":[{"$ref":"#/$defs/FixtureLevel"},{"not":{"type":"null"}}],"default":0}"##)
    }

    @Test func aNullThatTakesAnotherRoadStopsTheExport() throws {
        struct ContactPoint: Decodable {
            enum Keys: String, CodingKey {
                case email
                case phone
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                if try container.decodeNil(forKey: .email) {
                    _ = try container.decode(String.self, forKey: .phone)
                } else {
                    _ = try container.decode(String.self, forKey: .email)
                }
            }
        }
        let error = JSONSchemaError.branchesOnNull(
            type: "ContactPoint", reason: #"it reads other values when "email" is null"#)
        #expect(throws: error) { try JSONSchema(for: ContactPoint.self) }
        expectEqual(
            error.description,
            #"Cannot learn the shape of ContactPoint: it reads other values when "email" is null; "#
                + "state it with JSONSchemaDescribing.")
    }

    @Test func nullsTakenOneAtATimeButNotTogetherStopTheExport() throws {
        struct Bounds: Decodable {
            enum Keys: String, CodingKey {
                case low
                case high
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                let low: Int? =
                    try container.decodeNil(forKey: .low) ? nil : container.decode(Int.self, forKey: .low)
                let high: Int? =
                    try container.decodeNil(forKey: .high) ? nil : container.decode(Int.self, forKey: .high)
                guard low != nil || high != nil else {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: decoder.codingPath, debugDescription: "No bound."))
                }
            }
        }
        let error = JSONSchemaError.branchesOnNull(
            type: "Bounds", reason: #"it takes "low" and "high" null one at a time, but not together"#)
        #expect(throws: error) { try JSONSchema(for: Bounds.self) }
    }
}
