import DynamicCoding
import Foundation

@testable import FuzzModels

/// One base per layout other than the internal tag, which ``Shape`` and ``Widget`` use,
/// each with a type that nests its own base, so that every layout recurses as deep as the
/// payload goes (and the deduced and selected ones must stay linear doing so).

/// Internal at a path: `{"meta": {"kind": "pin"}, …}`.
protocol Marker: Codable {}

struct Pin: Marker, Equatable {
    var x: Double
}

struct MarkerList: Marker, Equatable {
    @DynamicCodable var markers: [any Marker]

    static func == (lhs: MarkerList, rhs: MarkerList) -> Bool { same(lhs.markers, rhs.markers) }
}

/// Adjacent, `{"t": "stone", "c": …}`, with a fallback and a default type.
protocol Tile: Codable {}

struct Stone: Tile, Equatable {
    var weight: Int
}

/// A tile that is a plain string.
struct Word: Tile, Equatable {
    var text: String

    init(from decoder: any Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

struct Stack: Tile, Equatable {
    @DynamicCodable var tiles: [any Tile]

    static func == (lhs: Stack, rhs: Stack) -> Bool { same(lhs.tiles, rhs.tiles) }
}

/// Decodes tiles that have no tag.
struct BareTile: Tile, Equatable {
    var bare: String
}

extension Unknown: Tile where Base == any Tile {}

/// External, `{"coin": …}`, with a fallback.
protocol Token: Codable {}

struct Coin: Token, Equatable {
    var value: Int
}

struct Purse: Token, Equatable {
    @DynamicCodable var tokens: [String: any Token]

    static func == (lhs: Purse, rhs: Purse) -> Bool { same(lhs.tokens, rhs.tokens) }
}

extension Unknown: Token where Base == any Token {}

/// Deduced: the types have no key in common and no optional one, so that what one of
/// them decodes, it alone decodes again once encoded.
protocol Atom: Codable {}

struct Number: Atom, Equatable {
    var number: Double
}

struct Text: Atom, Equatable {
    var text: String
}

struct Pair: Atom, Equatable {
    @DynamicCodable var left: any Atom
    @DynamicCodable var right: any Atom

    static func == (lhs: Pair, rhs: Pair) -> Bool { same(lhs.left, rhs.left) && same(lhs.right, rhs.right) }
}

/// Selected by the first of its own keys the payload has; a string is a `Word`-like note.
protocol Item: Codable {}

struct Weight: Item, Equatable {
    var grams: Int
}

struct Crate: Item, Equatable {
    @DynamicCodable var items: [any Item]
    @DynamicCodable var lid: (any Item)?

    static func == (lhs: Crate, rhs: Crate) -> Bool { same(lhs.items, rhs.items) && same(lhs.lid, rhs.lid) }
}

@Sendable func selectItem(_ payload: CodableValue) -> String? {
    guard case .object(let members) = payload else { return nil }
    if members["grams"] != nil { return "weight" }
    if members["items"] != nil { return "crate" }
    return nil
}

/// Every layout's base in every shape.
struct LayoutBoard: Codable, Equatable {
    @DynamicCodable var marker: (any Marker)?
    @DynamicCodable var tiles: [any Tile]
    @DynamicCodable var tokens: [String: any Token]
    @DynamicCodable var atom: (any Atom)?
    @DynamicCodable var items: [[any Item]]

    static func == (lhs: LayoutBoard, rhs: LayoutBoard) -> Bool {
        same(lhs.marker, rhs.marker) && same(lhs.tiles, rhs.tiles) && same(lhs.tokens, rhs.tokens)
            && same(lhs.atom, rhs.atom) && lhs.items.count == rhs.items.count
            && zip(lhs.items, rhs.items).allSatisfy { same($0, $1) }
    }
}

/// Registers the layout bases in `registry`.
func registerLayoutBases(in registry: TypeRegistry) throws {
    try registry.setLayout(.internal("meta", "kind"), for: (any Marker).self)
    try registry.register(Pin.self, for: (any Marker).self, typeIdentifier: "pin")
    try registry.register(MarkerList.self, for: (any Marker).self, typeIdentifier: "list")
    try registry.setLayout(.adjacent(tag: "t", content: "c"), for: (any Tile).self)
    try registry.register(Stone.self, for: (any Tile).self, typeIdentifier: "stone")
    try registry.register(Word.self, for: (any Tile).self, typeIdentifier: "word")
    try registry.register(Stack.self, for: (any Tile).self, typeIdentifier: "stack")
    try registry.setDefault(BareTile.self, for: (any Tile).self)
    try registry.setFallback(Unknown<any Tile>.self, for: (any Tile).self)
    try registry.setLayout(.external, for: (any Token).self)
    try registry.register(Coin.self, for: (any Token).self, typeIdentifier: "coin")
    try registry.register(Purse.self, for: (any Token).self, typeIdentifier: "purse")
    try registry.setFallback(Unknown<any Token>.self, for: (any Token).self)
    try registry.setLayout(.deduced, for: (any Atom).self)
    try registry.register(Number.self, for: (any Atom).self, typeIdentifier: "number")
    try registry.register(Text.self, for: (any Atom).self, typeIdentifier: "text")
    try registry.register(Pair.self, for: (any Atom).self, typeIdentifier: "pair")
    try registry.setLayout(.selected(selectItem), for: (any Item).self)
    try registry.register(Weight.self, for: (any Item).self, typeIdentifier: "weight")
    try registry.register(Crate.self, for: (any Item).self, typeIdentifier: "crate")
}
