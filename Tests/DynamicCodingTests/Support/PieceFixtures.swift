import DynamicCoding
import Foundation

/// The polymorphic protocol of the hardening tests.
protocol Piece: Codable {}

/// A plain `Codable` piece.
struct Pawn: Piece, TypeIdentifiable, Equatable {
    static let typeIdentifier = "pawn"
    var rank: Int
}

/// A `@Backed` piece, with a nested path and a default.
struct Rook: Piece, BackedCodable, TypeIdentifiable, Equatable {
    static let typeIdentifier = "rook"
    @Backed(Path("position", "file")) var file: String
    @Backed("moved", defaultValue: false) var moved: Bool
}

/// A piece made of pieces, so that decoding recurses through the registry.
struct Tower: Piece, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "tower"
    @Backed("pieces", options: .lossy) var pieces: [any Piece]
}

/// Registered under a non-ASCII identifier: "café", in NFC.
struct Cafe: Piece, TypeIdentifiable, Equatable {
    static let typeIdentifier = "caf\u{E9}"
}

/// A real `Piece` with an identifier of its own, never registered anywhere.
struct Bishop: Piece, TypeIdentifiable, Equatable {
    static let typeIdentifier = "bishop"
    var diagonal: Int
}

extension Tower: Equatable {
    static func == (lhs: Tower, rhs: Tower) -> Bool {
        sameElements(lhs.pieces, rhs.pieces)
    }
}

extension Rook {
    init(file: String, moved: Bool = false) {
        self.file = file
        self.moved = moved
    }
}

extension Tower {
    init(pieces: [any Piece]) {
        self.pieces = pieces
    }
}

/// A frozen registry with `Pawn`, `Rook`, `Tower` and `Cafe` for `Piece`.
func makePieceRegistry() throws -> TypeRegistry {
    let registry = TypeRegistry()
    try registerPieces(in: registry)
    registry.freeze()
    return registry
}

/// Registers `Pawn`, `Rook`, `Tower` and `Cafe` for `Piece`.
func registerPieces(in registry: TypeRegistry) throws {
    try registry.register(Pawn.self, for: (any Piece).self)
    try registry.register(Rook.self, for: (any Piece).self)
    try registry.register(Tower.self, for: (any Piece).self)
    try registry.register(Cafe.self, for: (any Piece).self)
}

/// The identifiers of ``makePieceRegistry()``, sorted.
let pieceIdentifiers = ["caf\u{E9}", "pawn", "rook", "tower"]

/// The error swift-foundation's `JSONDecoder` gives, at the top, for input it cannot
/// parse or numbers it cannot represent, whatever type is being decoded.
let invalidJSONMessage = "The given data was not valid JSON."
