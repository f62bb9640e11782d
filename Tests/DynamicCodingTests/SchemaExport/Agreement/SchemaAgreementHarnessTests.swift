import DynamicCoding
import ExpectationSupport
import Foundation
import SchemaAgreementSupport
import Testing

// The agreement harness itself, on a plain Codable struct and hand-written schemas: a
// schema that is exactly right agrees on every mutant, a wrong one disagrees exactly where
// it is wrong, and an invalid one is reported as such.

private struct Person: Codable {
    let name: String
    let age: Int?
    let tags: [String]
}

/// The schema of `Person`, exactly: `age` may be missing or null, unknown keys are ignored.
private let personSchema: CodableValue = [
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "properties": [
        "name": ["type": "string"],
        "age": ["type": ["integer", "null"]],
        "tags": ["type": "array", "items": ["type": "string"]],
    ],
    "required": ["name", "tags"],
]

private let ada: CodableValue = ["name": "Ada", "age": 36, "tags": ["math", "engines"]]
private let grace: CodableValue = ["name": "Grace", "age": nil, "tags": []]

struct SchemaAgreementHarnessTests {
    @Test func casesRecordWhichPayloadsDecode() throws {
        let adaCases = try SchemaAgreement.cases(
            Person.self, payloads: PayloadMutants.of(ada), decoder: JSONDecoder())
        expectEqual(adaCases.filter(\.decodes).map(\.name), ["original", "removed age", "age as null"])
        let graceCases = try SchemaAgreement.cases(
            Person.self, payloads: PayloadMutants.of(grace), decoder: JSONDecoder())
        expectEqual(graceCases.filter(\.decodes).map(\.name), ["original", "removed age", "age as integer"])
    }

    @Test(.needsJSONSchema) func theRightSchemaAgreesOnEveryMutant() throws {
        // Ada: 5 values under the root (name, age, tags, tags[0], tags[1]), 3 of them members:
        // 1 + 3 + 6 × 5 = 34. Grace: 3 values, 3 members: 1 + 3 + 6 × 3 = 22.
        let payloads =
            PayloadMutants.of(ada).map { ("ada: " + $0.name, $0.payload) }
            + PayloadMutants.of(grace).map { ("grace: " + $0.name, $0.payload) }
        let cases = try SchemaAgreement.cases(Person.self, payloads: payloads, decoder: JSONDecoder())
        let report = try SchemaAgreement.check(schema: personSchema, cases: cases)
        #expect(report.schemaError == nil)
        expectEqual(report.caseCount, 56)
        #expect(report.disagreements.isEmpty, "\(report)")
        #expect(report.agrees)
    }

    @Test(.needsJSONSchema) func aWrongSchemaDisagreesExactlyWhereItIsWrong() throws {
        var schema = personSchema
        schema["required"] = ["name", "tags", "age"]
        schema["properties"]?["name"] = ["type": ["string", "null"]]
        let cases = try SchemaAgreement.cases(
            Person.self, payloads: PayloadMutants.of(ada), decoder: JSONDecoder())
        let report = try SchemaAgreement.check(schema: schema, cases: cases)
        #expect(report.schemaError == nil)
        expectEqual(report.caseCount, 34)
        expectEqual(
            report.disagreements,
            [
                .init(name: "name as null", decodes: false, valid: true, message: nil),
                .init(
                    name: "removed age", decodes: true, valid: false,
                    message: "$: 'age' is a required property"),
            ], "\(report)")
        #expect(!report.agrees)
        expectEqual(
            report.description,
            """
            34 cases, 2 disagreements
              name as null: does not decode, but the schema accepts it
              removed age: decodes, but the schema rejects it ($: 'age' is a required property)
            """)
    }

    @Test(.needsJSONSchema) func anInvalidSchemaIsReported() throws {
        let cases = try SchemaAgreement.cases(
            Person.self, payloads: PayloadMutants.of(ada), decoder: JSONDecoder())
        let report = try SchemaAgreement.check(schema: ["type": 5], cases: cases)
        let schemaError = try #require(report.schemaError)
        #expect(schemaError.contains("/type"), "\(schemaError)")
        expectEqual(report.caseCount, 34)
        #expect(report.disagreements.isEmpty)
        #expect(!report.agrees)
        #expect(report.description.hasPrefix("invalid schema: "))
    }

    @Test(.needsJSONSchema) func formatsAreAnnotationsNotAssertions() throws {
        let schema: CodableValue = ["type": "string", "format": "date-time"]
        let cases = try SchemaAgreement.cases(
            String.self, payloads: [("not a date", "yesterday")], decoder: JSONDecoder())
        let report = try SchemaAgreement.check(schema: schema, cases: cases)
        #expect(report.agrees, "\(report)")
    }

    @Test(.needsJSONSchema) func wholeNumbersAreIntegersToBothSidesWithinInt() throws {
        // JSONEncoder writes .double(36) as `36`; JSON Schema's "integer" is any number with
        // no fractional part (36.0 and 1e20 too) and JSONDecoder reads any whole number that
        // fits into an Int (36.0 and 3.6e1 too). So they agree but past Int's range, where
        // only a schema with a minimum and maximum would.
        let payloads: [(name: String, payload: CodableValue)] = [
            ("age 36.0", ["name": "Ada", "age": .double(36), "tags": []]),
            ("age 36.5", ["name": "Ada", "age": .double(36.5), "tags": []]),
            ("age 1e20", ["name": "Ada", "age": .double(1e20), "tags": []]),
        ]
        let cases = try SchemaAgreement.cases(Person.self, payloads: payloads, decoder: JSONDecoder())
        expectEqual(cases.map(\.decodes), [true, false, false])
        let report = try SchemaAgreement.check(schema: personSchema, cases: cases)
        expectEqual(report.disagreementNames, ["age 1e20"], "\(report)")
        var bounded = personSchema
        bounded["properties"]?["age"]?["minimum"] = .int(Int64.min)
        bounded["properties"]?["age"]?["maximum"] = .int(Int64.max)
        #expect(try SchemaAgreement.check(schema: bounded, cases: cases).agrees)
    }

    @Test(.needsJSONSchema) func theSlowestCaseIsReportedWithItsTime() throws {
        let payloads = PayloadMutants.of(ada)
        let cases = try SchemaAgreement.cases(Person.self, payloads: payloads, decoder: JSONDecoder())
        let report = try SchemaAgreement.check(schema: personSchema, cases: cases, timeLimit: 5)
        let slowest = try #require(report.slowest)
        #expect(payloads.map(\.name).contains(slowest.name))
        #expect(slowest.seconds > 0 && slowest.seconds < 5, "\(slowest.seconds)")
        #expect(!report.stopped)
        #expect(report.agrees, "\(report)")
    }

    @Test(.needsJSONSchema) func aValidationThatReachesTheTimeLimitStopsTheCheck() throws {
        // Two alike branches at each of 16 levels: `oneOf` checks both, 2¹⁶ checks in all (16 s).
        let schema: CodableValue = [
            "$ref": "#/$defs/nested",
            "$defs": [
                "nested": [
                    "oneOf": [["items": ["$ref": "#/$defs/nested"]], ["items": ["$ref": "#/$defs/nested"]]]
                ]
            ],
        ]
        let deep = (0..<16).reduce(CodableValue.array([])) { inner, _ in .array([inner]) }
        let cases = [
            AgreementCase(name: "deep", payload: deep, decodes: false),
            AgreementCase(name: "flat", payload: 1, decodes: true),
        ]
        let report = try SchemaAgreement.check(schema: schema, cases: cases, timeLimit: 0.2)
        #expect(report.stopped)
        expectEqual(report.slowest?.name, "deep")
        #expect((report.slowest?.seconds ?? 0) >= 0.2)
        #expect(report.disagreements.isEmpty)
        #expect(!report.agrees)
        #expect(
            report.description.hasPrefix("2 cases, 0 disagreements; stopped after "),
            "\(report.description)")
        #expect(
            report.description.hasSuffix(" s at the time limit, validating deep"), "\(report.description)")
    }

    @Test(.needsJSONSchema) func overAThousandCasesInOneCheck() throws {
        let tags = CodableValue.array((0..<170).map { .string("tag\($0)") })
        let payload: CodableValue = ["name": "Ada", "age": 36, "tags": tags]
        let payloads = PayloadMutants.of(payload)
        // 173 values under the root, 3 of them members: 1 + 3 + 6 × 173 = 1,042.
        expectEqual(payloads.count, 1_042)
        let cases = try SchemaAgreement.cases(Person.self, payloads: payloads, decoder: JSONDecoder())
        let report = try SchemaAgreement.check(schema: personSchema, cases: cases)
        expectEqual(report.caseCount, 1_042)
        #expect(report.agrees, "\(report)")
    }
}
