import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Every Swift example of Documentation.docc/RoundTrips.md. Types keep the article's names
// inside the namespace; statements go in tests; each `// result` comment is an exact
// expectation.

enum RoundTripsExamples {
    protocol NotebookCell {}

    struct CodeCell: NotebookCell, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "code"
        @Backed var source: CodableValue
        @Backed("execution_count" ?? "executionCount", options: .explicitNull) var executionCount: Int?
        @Backed var metadata: CodableValue
        @Backed(.otherKeys) var extra: [String: CodableValue]
    }

    struct MarkdownCell: NotebookCell, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "markdown"
        @Backed var source: CodableValue
        @Backed(.otherKeys) var extra: [String: CodableValue]
    }

    protocol Geometry {}

    struct Deployment: BackedCodable {
        @Backed(.flat) var manifest: CodableValue
        @Backed(Path("spec", "replicas")) var replicas: Int
        @Backed(Path("metadata", "labels", "tier")) var tier: String?
    }

    struct Point: Geometry, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "Point"
        @Backed var coordinates: [Double]
    }

    struct Feature: BackedCodable {
        @Backed(defaultValue: "Feature") var type: String
        @Backed(options: .explicitNull) var geometry: (any Geometry)?
        @Backed var properties: CodableValue
        @Backed(.otherKeys) var foreignMembers: [String: CodableValue]
    }

    struct Common: Codable, Equatable {
        var id: String?
        var isVisible: Bool?
    }

    struct Element: BackedCodable {
        @Backed var text: String
        @Backed(.flat) var common: Common
        @Backed(.otherKeys) var extra: [String: CodableValue]
    }

    struct Actor: BackedCodable {
        @Backed(defaultValue: nil) var discoverable: Bool?
        @Backed var summary: String?
        @Backed(.otherKeys) var extra: CodableValue.Object
    }

    struct Tests {
        @Test func whatAnUnchangedRoundTripKeeps() throws {
            let json = #"{"discoverable":"true","summary":null,"id":"x"}"#
            var actor = try JSONDecoder().decode(Actor.self, from: Data(json.utf8))
            expectEqual(actor.discoverable, nil)

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            expectEqual(
                String(decoding: try encoder.encode(actor), as: UTF8.self),
                #"{"discoverable":"true","id":"x","summary":null}"#)
            actor.discoverable = false
            actor.summary = nil
            expectEqual(
                String(decoding: try encoder.encode(actor), as: UTF8.self),
                #"{"discoverable":false,"id":"x"}"#)
        }

        @Test func whatEncodeWrites() throws {
            let json = #"{"text":"hi","id":"a1","isVisible":true,"spacing":"small"}"#
            var element = try JSONDecoder().decode(Element.self, from: Data(json.utf8))
            expectEqual(element.extra, ["spacing": "small"])
            element.common.id = nil

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            expectEqual(
                String(decoding: try encoder.encode(element), as: UTF8.self),
                #"{"isVisible":true,"spacing":"small","text":"hi"}"#)
        }

        @Test func aNotebookCellFamily() throws {
            let registry = TypeRegistry()
            try registry.setDiscriminatorKey("cell_type", for: (any NotebookCell).self)
            try registry.register(CodeCell.self, for: (any NotebookCell).self)
            try registry.register(MarkdownCell.self, for: (any NotebookCell).self)

            let decoder = JSONDecoder()
            decoder.userInfo[.typeRegistry] = registry
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            let json =
                #"{"cell_type":"code","execution_count":null,"metadata":{},"source":"1 + 1","id":"a1"}"#
            let decoded = try decoder.decode(DynamicDecodable<any NotebookCell>.self, from: Data(json.utf8))
            var cell = try #require(decoded.wrappedValue as? CodeCell)
            expectEqual(cell.extra, ["cell_type": .string("code"), "id": .string("a1")])
            cell.executionCount = 4

            let encoder = JSONEncoder()
            encoder.userInfo[.typeRegistry] = registry
            encoder.keyEncodingStrategy = .convertToSnakeCase
            encoder.outputFormatting = .sortedKeys
            expectEqual(
                String(
                    decoding: try encoder.encode(DynamicEncodable<any NotebookCell>(wrappedValue: cell)),
                    as: UTF8.self),
                #"{"cell_type":"code","execution_count":4,"id":"a1","metadata":{},"source":"1 + 1"}"#)
        }

        @Test func aGeoJSONFeature() throws {
            let registry = TypeRegistry()
            try registry.register(Point.self, for: (any Geometry).self)
            let decoder = JSONDecoder()
            decoder.userInfo[.typeRegistry] = registry
            let json =
                #"{"type":"Feature","geometry":null,"properties":{"name":"Dinagat"},"title":"Islands"}"#
            let feature = try decoder.decode(Feature.self, from: Data(json.utf8))
            expectEqual(feature.foreignMembers, ["title": .string("Islands")])

            let encoder = JSONEncoder()
            encoder.userInfo[.typeRegistry] = registry
            encoder.outputFormatting = .sortedKeys
            expectEqual(
                String(decoding: try encoder.encode(feature), as: UTF8.self),
                #"{"geometry":null,"properties":{"name":"Dinagat"},"title":"Islands","type":"Feature"}"#
            )
        }

        @Test func catchAllsUnderDeclaredProperties() throws {
            let json =
                #"{"kind":"Deployment","metadata":{"name":"web"},"spec":{"replicas":2,"paused":false}}"#
            var deployment = try JSONDecoder().decode(Deployment.self, from: Data(json.utf8))
            deployment.replicas = 5
            deployment.tier = "frontend"

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            expectEqual(
                String(decoding: try encoder.encode(deployment), as: UTF8.self),
                #"{"kind":"Deployment","metadata":{"labels":{"tier":"frontend"},"name":"web"},"#
                    + #""spec":{"paused":false,"replicas":5}}"#)
        }
    }
}
