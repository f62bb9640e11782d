import Foundation
import Testing

@testable import DynamicCoding

private enum Size: String, Codable, CaseIterable {
    case small, large
}

private struct Item: Codable {
    var name: String
    var count: Int
    var note: String?
    var size: Size
    var tags: [String]
    var prices: [String: Double]
    var link: URL
    var id: UUID
    var at: Date
    var blob: Data
    var amount: Decimal
    var extra: CodableValue
}

private enum Level: Int, Codable, CaseIterable {
    case low = 1
    case high = 5
}

private struct Tree: Codable {
    var name: String
    var children: [Tree]
    var parent: Box?
}

private final class Box: Codable {}

/// Reads a nested object and an array through nested containers, as hand-written code does.
private struct Handwritten: Decodable {
    let title: String
    let points: [Double]

    enum Keys: String, CodingKey { case meta, title, points }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let meta = try container.nestedContainer(keyedBy: Keys.self, forKey: .meta)
        title = try meta.decode(String.self, forKey: .title)
        var list = try container.nestedUnkeyedContainer(forKey: .points)
        var points: [Double] = []
        while !list.isAtEnd { points.append(try list.decode(Double.self)) }
        self.points = points
    }
}

@Suite struct ShapeRecorderTests {
    @Test func aSynthesizedDecodableRecordsEveryKeyAndWhetherItIsRequired() throws {
        #expect(
            try ShapeRecorder().shape(of: Item.self)
                == .object([
                    RecordedProperty("name", .string), RecordedProperty("count", .integer),
                    RecordedProperty("note", .string, isRequired: false),
                    RecordedProperty("size", .enumeration(["small", "large"])),
                    RecordedProperty("tags", .array(.string)), RecordedProperty("prices", .map(.number)),
                    RecordedProperty("link", .url), RecordedProperty("id", .uuid),
                    RecordedProperty("at", .date),
                    RecordedProperty("blob", .data), RecordedProperty("amount", .decimal),
                    RecordedProperty("extra", .anyValue),
                ]))
    }

    @Test func aRecursiveTypeIsDefinedOnceAndReferredToByName() throws {
        let recorder = ShapeRecorder()
        #expect(try recorder.shape(of: Tree.self) == .reference("Tree"))
        // A type whose `init(from:)` reads nothing takes any value.
        let box = RecordedProperty("parent", .anyValue, isRequired: false)
        let children = RecordedProperty("children", .array(.reference("Tree")))
        #expect(
            recorder.definitions == ["Tree": .object([RecordedProperty("name", .string), children, box])])
    }

    @Test func anEnumerationListsItsRawValuesAsThePayloadHoldsThem() throws {
        #expect(try ShapeRecorder().shape(of: Level.self) == .enumeration([1, 5]))
    }

    @Test func nestedContainersAreNestedShapes() throws {
        #expect(
            try ShapeRecorder().shape(of: Handwritten.self)
                == .object([
                    RecordedProperty("meta", .object([RecordedProperty("title", .string)])),
                    RecordedProperty("points", .array(.number)),
                ]))
    }
}

@Suite struct ShapeSchemaTests {
    @Test func anObjectListsItsPropertiesAndWhichAreRequired() throws {
        let schema = ShapeSchema.schema(of: try ShapeRecorder().shape(of: Handwritten.self))
        #expect(
            schema.description
                == #"{"type":"object","properties":{"meta":{"type":"object","properties":{"title":{"type":"string"}},"#
                + #""required":["title"]},"points":{"type":"array","items":{"type":"number"}}},"#
                + #""required":["meta","points"]}"#)
    }

    @Test func optionalKeysMayBeMissingOrNullAndLeavesHaveFormats() {
        let shape = RecordedShape.object([
            RecordedProperty("link", .url), RecordedProperty("note", .string, isRequired: false),
            RecordedProperty("blob", .data), RecordedProperty("size", .enumeration(["small", "large"])),
        ])
        #expect(
            ShapeSchema.schema(of: shape).description
                == #"{"type":"object","properties":{"link":{"type":"string","format":"uri"},"#
                + #""note":{"anyOf":[{"type":"string"},{"type":"null"}]},"#
                + #""blob":{"type":"string","contentEncoding":"base64"},"size":{"enum":["small","large"]}},"#
                + #""required":["link","blob","size"]}"#)
    }
}

/// A payload is valid against the schema exactly when the type decodes it, by a reference
/// validator (Python's `jsonschema`, draft 2020-12).
@Suite struct ShapeSchemaAgreementTests {
    private struct Order: Codable {
        var id: Int
        var note: String?
        var items: [Line]
        var size: Size
    }

    private struct Line: Codable {
        var sku: String
        var quantity: Int
    }

    /// Whether the validator finds each payload valid against `schema`.
    private func validity(of payloads: [String], against schema: CodableValue) throws -> [Bool] {
        let script = """
            import json, sys
            from jsonschema import Draft202012Validator
            schema = json.loads(sys.argv[1])
            Draft202012Validator.check_schema(schema)
            validator = Draft202012Validator(schema)
            print(json.dumps([validator.is_valid(json.loads(p)) for p in sys.argv[2:]]))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema.description] + payloads
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        return try JSONDecoder().decode([Bool].self, from: data)
    }

    @Test func aRecursiveTypeValidatesThroughItsDefinition() throws {
        let recorder = ShapeRecorder()
        let shape = try recorder.shape(of: Tree.self)
        let schema = ShapeSchema.document(of: shape, definitions: recorder.definitions)
        let payloads = [
            #"{"name":"a","children":[{"name":"b","children":[]}]}"#,
            #"{"name":"a","children":[{"name":"b","children":[{"name":3,"children":[]}]}]}"#,
            #"{"name":"a","children":[{"name":"b"}]}"#,
        ]
        let decodes = payloads.map { (try? JSONDecoder().decode(Tree.self, from: Data($0.utf8))) != nil }
        #expect(decodes == [true, false, false])
        #expect(try validity(of: payloads, against: schema) == decodes)
    }

    @Test func aPayloadIsValidExactlyWhenItDecodes() throws {
        let schema = ShapeSchema.schema(of: try ShapeRecorder().shape(of: Order.self))
        let payloads = [
            #"{"id":1,"items":[{"sku":"a","quantity":2}],"size":"small"}"#,
            #"{"id":1,"note":null,"items":[],"size":"large","extra":true}"#,
            #"{"id":1,"note":"gift","items":[],"size":"large"}"#,
            #"{"id":"1","items":[],"size":"small"}"#,
            #"{"id":1,"items":[{"sku":"a"}],"size":"small"}"#,
            #"{"id":1,"items":[],"size":"medium"}"#,
            #"{"items":[],"size":"small"}"#,
            #"{"id":1,"note":3,"items":[],"size":"small"}"#,
            #"[1]"#,
        ]
        let decodes = payloads.map { (try? JSONDecoder().decode(Order.self, from: Data($0.utf8))) != nil }
        #expect(decodes == [true, true, true, false, false, false, false, false, false])
        #expect(try validity(of: payloads, against: schema) == decodes)
    }
}
