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

    @Test func aRecursiveTypeIsAReference() throws {
        // A type whose `init(from:)` reads nothing takes any value.
        let box = RecordedProperty("parent", .anyValue, isRequired: false)
        #expect(
            try ShapeRecorder().shape(of: Tree.self)
                == .object([
                    RecordedProperty("name", .string),
                    RecordedProperty("children", .array(.reference("Tree"))), box,
                ]))
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
