import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

private enum Size: String, Codable, CaseIterable {
    case small, large
}

private enum Level: Int, Codable, CaseIterable {
    case low = 1
    case high = 5
}

private struct Item: Codable {
    var name: String
    var count: Int
    var note: String?
    var size: Size
    var level: Level
    var tags: [String]
    var prices: [String: Double]
    var link: URL
    var id: UUID
    var at: Date
    var blob: Data
    var amount: Decimal
    var small: UInt8
    var extra: CodableValue
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

/// Reads a version as "1.2" and says so; its zero stands in for it while a model that
/// holds it is recorded.
private struct Version: Codable, JSONSchemaDescribing, ZeroValueProviding {
    var major = 0
    var minor = 0

    static var zeroValue: Version { Version() }

    init() {}

    init(from decoder: any Decoder) throws {
        let parts = try decoder.singleValueContainer().decode(String.self).split(separator: ".")
        guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a version"))
        }
        (self.major, self.minor) = (major, minor)
    }

    static func jsonSchema(in generator: JSONSchemaGenerator) throws -> CodableValue {
        ["type": "string", "pattern": "^[0-9]+\\.[0-9]+$"]
    }
}

private struct Package: Codable {
    var name: String
    var version: Version
}

private let dialect = #""$schema":"https://json-schema.org/draft/2020-12/schema""#

struct PlainCodableSchemaTests {
    @Test func aSynthesizedDecodableStatesEveryKeyItReadsAndWhetherItIsRequired() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let schema = try JSONSchema(for: Item.self, decoder: decoder)
        // One `String`-typed expression: inside `#expect`, this concatenation took the type
        // checker seconds.
        let expected: String =
            #"{"type":"object","properties":{"name":{"type":"string"},"count":{"type":"integer","#
            + #""minimum":-9223372036854775808,"maximum":9223372036854775807},"#
            + #""note":{"anyOf":[{"type":"string"},{"type":"null"}]},"size":{"enum":["small","large"]},"#
            + #""level":{"enum":[1,5]},"tags":{"type":"array","items":{"type":"string"}},"#
            + #""prices":{"type":"object","additionalProperties":{"type":"number"}},"#
            + #""link":{"type":"string","format":"uri"},"id":{"type":"string","format":"uuid"},"#
            + #""at":{"type":"string","format":"date-time"},"blob":{"type":"string","contentEncoding":"base64"},"#
            + #""amount":{"type":"number"},"small":{"type":"integer","minimum":0,"maximum":255},"extra":{}},"#
            + #""required":["name","count","size","level","tags","prices","link","id","at","blob","amount","#
            + #""small","extra"]}"#
        expectEqual(schema.document["$defs"]?["Item"]?.description, expected)
        expectEqual(schema.document["$ref"], "#/$defs/Item")
    }

    @Test func datesAndDataFollowTheDecodersStrategies() throws {
        let decoder = JSONDecoder()
        decoder.dataDecodingStrategy = .deferredToData
        let schema = try JSONSchema(for: [String: Date].self, decoder: decoder)
        expectEqual(
            schema.document.description,
            ##"{\##(dialect),"type":"object","additionalProperties":{"type":"number"}}"##)
        try expectEqual(
            JSONSchema(for: Data.self, decoder: decoder).document["items"],
            ["type": "integer", "minimum": 0, "maximum": 255])
    }

    @Test func aRecursiveTypeIsDefinedOnceAndReferredToByName() throws {
        let schema = try JSONSchema(for: Tree.self)
        expectEqual(
            schema.document.description,
            ##"{\##(dialect),"$ref":"#/$defs/Tree","$defs":{"Tree":{"type":"object","properties":{"##
                + ##""name":{"type":"string"},"children":{"type":"array","items":{"$ref":"#/$defs/Tree"}},"##
                + ##""parent":{"anyOf":[{"$ref":"#/$defs/Box"},{"type":"null"}]}},"required":["name","children"]},"##
                + #""Box":{}}}"#)
    }

    @Test func nestedContainersAreNestedObjects() throws {
        try expectEqual(
            JSONSchema(for: Handwritten.self).document["$defs"]?["Handwritten"]?.description,
            #"{"type":"object","properties":{"meta":{"type":"object","properties":{"title":{"type":"string"}},"#
                + #""required":["title"]},"points":{"type":"array","items":{"type":"number"}}},"#
                + #""required":["meta","points"]}"#)
    }

    @Test func aTypeThatStatesItsSchemaIsTakenAtItsWord() throws {
        let schema = try JSONSchema(for: Package.self)
        expectEqual(schema.document["$defs"]?["Version"], ["type": "string", "pattern": "^[0-9]+\\.[0-9]+$"])
        expectEqual(
            schema.document["$defs"]?["Package"]?["properties"]?["version"], ["$ref": "#/$defs/Version"])
    }

    @Test func aTypeWhoseDecodingFailsOnStandInsNamesTheWayOut() throws {
        struct Strict: Decodable {
            init(from decoder: any Decoder) throws {
                guard try !decoder.singleValueContainer().decode(String.self).isEmpty else {
                    throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "Empty name."))
                }
            }
        }
        struct Holder: Decodable {
            var strict: Strict
        }
        // Alone, its shape is what it read; a model that holds it needs a value of it.
        try expectEqual(JSONSchema(for: Strict.self).document["$defs"]?["Strict"], ["type": "string"])
        #expect(throws: JSONSchemaError.recordingFailed(type: "Strict", message: "<root>: Empty name.")) {
            try JSONSchema(for: Holder.self)
        }
        expectEqual(
            JSONSchemaError.recordingFailed(type: "Strict", message: "<root>: Empty name.").description,
            "Cannot learn the shape of Strict: its init(from:) threw (<root>: Empty name.); "
                + "state it with JSONSchemaDescribing.")
    }
}
