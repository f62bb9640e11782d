import DynamicCoding
import ExpectationSupport
import Foundation
import SchemaAgreementSupport
import Testing

// Every Swift example of Documentation.docc/SchemaExport.md and of the README's schema
// section. Types keep the article's names inside the namespace; each printed schema is an
// exact expectation.

enum SchemaExportExamples {
    protocol Shape: Codable, TypeIdentifiable {}

    struct Circle: Shape {
        static let typeIdentifier = "circle"
        var radius: Double
    }

    struct Square: Shape {
        static let typeIdentifier = "square"
        var side: Double
        var label: String?
    }

    struct Canvas: BackedDecodable {
        @Backed() var shapes: [any Shape]
        @Backed(Path("meta", "title")) var title: String
        @Backed(Path("meta", "created"), strategy: .iso8601) var created: Date?
        @Backed(defaultValue: 1, replacing: .missing) var zoom: Double
    }

    static var registry: TypeRegistry {
        get throws {
            let registry = TypeRegistry()
            try registry.register(Circle.self, for: (any Shape).self)
            try registry.register(Square.self, for: (any Shape).self)
            return registry
        }
    }

    /// States its schema: it reads "1.2" in its own `init(from:)`.
    struct Version: Codable, JSONSchemaDescribing, ZeroValueProviding {
        var major = 0, minor = 0

        static var zeroValue: Version { Version() }

        init() {}

        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            let parts = text.split(separator: ".").compactMap { Int($0) }
            guard parts.count == 2 else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: text))
            }
            (major, minor) = (parts[0], parts[1])
        }

        static func jsonSchema(in generator: JSONSchemaGenerator) throws -> CodableValue {
            ["type": "string", "pattern": "^[0-9]+\\.[0-9]+$"]
        }
    }
}

struct SchemaExportExamplesTests {
    /// The file the article shows, byte for byte: the same types always write the same bytes.
    private let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/canvas.schema.json")

    @Test func theSchemaOfAModelWithPolymorphicValuesIsTheArticlesFile() throws {
        let schema = try JSONSchema(
            for: SchemaExportExamples.Canvas.self, registry: SchemaExportExamples.registry)
        expectEqual(
            String(decoding: try schema.data, as: UTF8.self) + "\n",
            String(decoding: try Data(contentsOf: golden), as: UTF8.self))
        let circle: CodableValue = ["const": "circle"]
        let square: CodableValue = ["const": "square"]
        let both: CodableValue = ["enum": ["circle", "square"]]
        func naming(_ identifier: CodableValue) -> CodableValue {
            let array: CodableValue = ["type": "array", "items": ["type": "string"], "contains": identifier]
            return [
                "type": "object", "properties": ["type": ["anyOf": [identifier, array]]],
                "required": ["type"],
            ]
        }
        expectEqual(
            schema.document["$defs"]?["Shape"],
            [
                "allOf": [
                    naming(both),
                    ["if": naming(circle), "then": ["$ref": "#/$defs/Circle"]],
                    ["if": naming(square), "then": ["$ref": "#/$defs/Square"]],
                ],
                "discriminator": [
                    "propertyName": "type",
                    "mapping": ["circle": "#/$defs/Circle", "square": "#/$defs/Square"],
                ],
            ])
    }

    @Test(.needsJSONSchema) func aPayloadIsValidExactlyWhenItDecodes() throws {
        let registry = try SchemaExportExamples.registry
        let schema = try JSONSchema(for: SchemaExportExamples.Canvas.self, registry: registry)
        let decoder = JSONDecoder()
        decoder.userInfo[.typeRegistry] = registry
        let payloads: [(name: String, payload: CodableValue)] = [
            ("valid", ["shapes": [["type": "circle", "radius": 1]], "meta": ["title": "t"]]),
            ("unknown type", ["shapes": [["type": "star"]], "meta": ["title": "t"]]),
            ("zoom null", ["shapes": [], "meta": ["title": "t"], "zoom": nil]),
        ]
        let cases = try SchemaAgreement.cases(
            SchemaExportExamples.Canvas.self, payloads: payloads, decoder: decoder)
        expectEqual(cases.map(\.decodes), [true, false, false])
        #expect(try SchemaAgreement.check(schema: schema.document, cases: cases).agrees)
    }

    @Test func aTypeStatesItsOwnSchema() throws {
        struct Package: Codable {
            var name: String
            var version: SchemaExportExamples.Version
        }
        let schema = try JSONSchema(for: Package.self)
        expectEqual(schema.document["$defs"]?["Version"], ["type": "string", "pattern": "^[0-9]+\\.[0-9]+$"])
        expectEqual(schema.document["$defs"]?["Package"]?["required"], ["name", "version"])
    }

    @Test func theDecodersStrategiesDecideDatesWithoutAStrategyOfTheirOwn() throws {
        struct Event: Codable {
            var at: Date
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let schema = try JSONSchema(for: Event.self, decoder: decoder)
        expectEqual(
            schema.document["$defs"]?["Event"]?["properties"]?["at"],
            [
                "type": "string", "format": "date-time",
            ])
    }
}
