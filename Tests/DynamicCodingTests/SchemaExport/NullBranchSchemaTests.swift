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

    /// The two ways a value is absent, each read by a type that then takes another road.
    enum AnotherRoad: CaseIterable {
        case null, missing

        /// The exported schema of the type that branches this way.
        func schema() throws -> JSONSchema {
            switch self {
            case .null: try JSONSchema(for: ContactPoint.self)
            case .missing: try JSONSchema(for: Endpoint.self)
            }
        }

        var error: JSONSchemaError {
            switch self {
            case .null:
                .branchesOnAbsence(
                    type: "ContactPoint", reason: #"it reads other values when "email" is null"#)
            case .missing:
                .branchesOnAbsence(
                    type: "Endpoint", reason: #"it reads other values when "email" is missing"#)
            }
        }
    }

    @Test(arguments: AnotherRoad.allCases)
    func aValueThatTakesAnotherRoadStopsTheExport(_ road: AnotherRoad) throws {
        #expect(throws: road.error) { try road.schema() }
        expectEqual(
            road.error.description,
            "Cannot learn the shape of \(road == .null ? "ContactPoint" : "Endpoint"): it reads other values when "
                + (road == .null ? #""email" is null"# : #""email" is missing"#)
                + "; state it with JSONSchemaDescribing.")
    }

    @Test(arguments: [false, true])
    func absentValuesTakenOneAtATimeButNotTogetherStopTheExport(lowMayBeMissing: Bool) throws {
        let error =
            lowMayBeMissing
            ? JSONSchemaError.branchesOnAbsence(
                type: "Bracket",
                reason: #"it takes "high" null and "low" missing one at a time, but not together"#)
            : JSONSchemaError.branchesOnAbsence(
                type: "Bounds", reason: #"it takes "low" and "high" null one at a time, but not together"#)
        #expect(throws: error) {
            _ = try lowMayBeMissing ? JSONSchema(for: Bracket.self) : JSONSchema(for: Bounds.self)
        }
    }
}

/// A low and a high bound, at least one of them there: `low` tested for `null`, or asked
/// whether it is there at all.
private func readBounds(_ decoder: any Decoder, lowMayBeMissing: Bool) throws {
    let container = try decoder.container(keyedBy: BoundKey.self)
    let (low, high) = (BoundKey.low, BoundKey.high)
    let hasLow = try lowMayBeMissing ? container.contains(low) : !container.decodeNil(forKey: low)
    let lowValue: Int? = hasLow ? try container.decode(Int.self, forKey: low) : nil
    let highValue: Int? =
        try container.decodeNil(forKey: high) ? nil : container.decode(Int.self, forKey: high)
    guard lowValue != nil || highValue != nil else {
        throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "No bound."))
    }
}

private enum BoundKey: String, CodingKey {
    case low, high
}

/// Bounds either of which may be `null`, not both.
private struct Bounds: Decodable {
    init(from decoder: any Decoder) throws { try readBounds(decoder, lowMayBeMissing: false) }
}

/// Bounds whose low one may be missing and high one `null`, not both.
private struct Bracket: Decodable {
    init(from decoder: any Decoder) throws { try readBounds(decoder, lowMayBeMissing: true) }
}

private enum ContactKey: String, CodingKey {
    case email, phone
}

/// Reads a phone when its email is `null`.
private struct ContactPoint: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ContactKey.self)
        _ = try container.decode(String.self, forKey: container.decodeNil(forKey: .email) ? .phone : .email)
    }
}

/// Reads a phone when its email is missing.
private struct Endpoint: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ContactKey.self)
        _ = try container.decode(String.self, forKey: container.contains(.email) ? .email : .phone)
    }
}
