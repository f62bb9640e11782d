import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

private protocol Figure: Codable {}

/// Synthesized `Codable`: reads its own keys, one optional.
private struct Tile: Figure, Equatable {
    let side: Int
    let label: String?
    let tags: [String]?
}

/// Opens its keyed container twice, lists its keys, and reads a nested object.
private struct Couple: Figure, Equatable {
    let a: Int
    let b: Double
    let x: Int
    let keyCount: Int

    private enum Keys: String, CodingKey { case a, b, inner, type }
    private enum InnerKeys: String, CodingKey { case x }

    init(a: Int, b: Double, x: Int, keyCount: Int) {
        (self.a, self.b, self.x, self.keyCount) = (a, b, x, keyCount)
    }

    init(from decoder: any Decoder) throws {
        a = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .a)
        let container = try decoder.container(keyedBy: Keys.self)
        b = try container.decode(Double.self, forKey: .b)
        x = try container.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner).decode(
            Int.self, forKey: .x)
        keyCount = container.allKeys.count
    }

    func encode(to encoder: any Encoder) throws {}
}

/// Reads its whole object as one value, through a single-value container.
private struct Census: Figure, Equatable {
    let counts: [String: String]

    init(counts: [String: String]) {
        self.counts = counts
    }

    init(from decoder: any Decoder) throws {
        counts = try decoder.singleValueContainer().decode([String: String].self)
    }

    func encode(to encoder: any Encoder) throws {}
}

/// In the internal layout, a registered type reads the object its discriminator was read
/// from, which is not opened again: through every kind of call, with the values and the
/// errors that its own decode of that object gives.
struct OpenedObjectDecodingTests {
    private static func registry() throws -> TypeRegistry {
        let registry = TypeRegistry()
        let shape = (any Figure).self
        try registry.register(Tile.self, for: shape, typeIdentifier: "square")
        try registry.register(Couple.self, for: shape, typeIdentifier: "pair")
        try registry.register(Census.self, for: shape, typeIdentifier: "tally")
        return registry
    }

    private static func shapes(_ json: String) throws -> [any Figure] {
        try decode(DynamicDecodable<[any Figure]>.self, from: json, registry: registry()).wrappedValue
    }

    @Test func everyKindOfCallReadsTheObject() throws {
        let shapes = try Self.shapes(
            #"""
            [{"type":"square","side":2,"tags":["a"]},
             {"type":"pair","a":1,"b":2.5,"inner":{"x":3}},
             {"type":"tally","n":"4"}]
            """#)
        expectEqual(shapes.count, 3)
        expectEqual(shapes[0] as? Tile, Tile(side: 2, label: nil, tags: ["a"]))
        expectEqual(shapes[1] as? Couple, Couple(a: 1, b: 2.5, x: 3, keyCount: 4))
        expectEqual(shapes[2] as? Census, Census(counts: ["type": "tally", "n": "4"]))
    }

    /// Each failure is the error the type's own decode of the same array throws: the same
    /// case, path, key types and message.
    @Test(arguments: [
        #"[{"type":"square"}]"#,
        #"[{"type":"square","side":"two"}]"#,
        #"[{"type":"square","side":2,"label":7}]"#,
        #"[{"type":"square","side":2,"tags":[1]}]"#,
        #"[{"type":"square","side":null}]"#,
    ])
    func aSquaresErrorIsItsOwn(json: String) throws {
        let own = try #require(throws: DecodingError.self) { try decode([Tile].self, from: json) }
        let relayed = try #require(throws: DecodingError.self) { try Self.shapes(json) }
        expectSame(relayed, own)
    }

    @Test(arguments: [
        #"[{"type":"pair","b":1,"inner":{"x":1}}]"#,
        #"[{"type":"pair","a":1,"b":1,"inner":{"x":"one"}}]"#,
        #"[{"type":"pair","a":1,"b":1,"inner":[]}]"#,
    ])
    func aPairsErrorIsItsOwn(json: String) throws {
        let own = try #require(throws: DecodingError.self) { try decode([Couple].self, from: json) }
        let relayed = try #require(throws: DecodingError.self) { try Self.shapes(json) }
        expectSame(relayed, own)
    }

    @Test func eachElementsObjectIsOpenedOnce() throws {
        let openings = ObjectOpenings()
        let tree = try decode(
            CodableValue.self, from: #"[{"type":"square","side":1},{"type":"square","side":2}]"#)
        let decoder = ValueTreeDecoder(
            tree, userInfo: [.typeRegistry: try Self.registry(), ObjectOpenings.key: openings])
        let tiles = try DynamicDecodable<[any Figure]>(from: decoder).wrappedValue
        expectEqual(tiles.map { ($0 as? Tile)?.side }, [1, 2])
        expectEqual(openings.count, 2)
    }

    /// The same error: case, message, and each key of the path with its own type.
    private func expectSame(
        _ relayed: DecodingError, _ own: DecodingError, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectEqual(String(reflecting: relayed), String(reflecting: own), sourceLocation: sourceLocation)
        expectEqual(String(describing: relayed), String(describing: own), sourceLocation: sourceLocation)
        let keyTypes = { (error: DecodingError) in
            error.parts.1.codingPath.map { String(reflecting: type(of: $0)) }
        }
        expectEqual(keyTypes(relayed), keyTypes(own), sourceLocation: sourceLocation)
    }

    @Test func aPropertyListIsReadTheSameWay() throws {
        let registry = try Self.registry()
        let plist = try PropertyListSerialization.data(
            fromPropertyList: [
                ["type": "square", "side": 5], ["type": "pair", "a": 1, "b": 2, "inner": ["x": 3]],
            ],
            format: .binary, options: 0)
        let decoder = PropertyListDecoder()
        decoder.userInfo[.typeRegistry] = registry
        let shapes = try decoder.decode(DynamicDecodable<[any Figure]>.self, from: plist).wrappedValue
        expectEqual(shapes[0] as? Tile, Tile(side: 5, label: nil, tags: nil))
        expectEqual(shapes[1] as? Couple, Couple(a: 1, b: 2, x: 3, keyCount: 4))
    }
}
