import DynamicCoding
import Foundation

// A family of polymorphic types in each layout, for the schema agreement tests.

protocol Glyph: Codable, TypeIdentifiable {}

struct CircleGlyph: Glyph {
    static let typeIdentifier = "circle"
    var radius: Double
}

struct SquareGlyph: Glyph {
    static let typeIdentifier = "square"
    var side: Double
    var label: String?
}

/// A figure made of figures: a recursive type.
struct GroupGlyph: Glyph, BackedCodable {
    static let typeIdentifier = "group"
    @Backed() var children: [any Glyph]
    @Backed() var title: String?
}

struct UnknownGlyph: Glyph, UnknownTypeFallback {
    let typeIdentifier: String
    let payload: CodableValue
}

/// Every shape of polymorphic value a model holds.
struct GlyphSheet: BackedDecodable {
    @Backed() var main: any Glyph
    @Backed() var list: [any Glyph]
    @Backed() var byName: [String: any Glyph]
    @Backed() var maybe: (any Glyph)?
}

/// A plain `Codable` model with the dynamic wrappers.
struct GlyphSketch: Codable {
    @DynamicCodable var figures: [any Glyph]
    @DynamicCodable var spare: (any Glyph)?
    @DynamicCodable var first: any Glyph
    var name: String
}

/// What a registry holds for `Glyph`, besides its types.
struct GlyphRegistration {
    var layout = TypeLayout.internal("type")
    var defaultType = false
    var fallback = false
    var fallbackKeepsFailures = false

    var registry: TypeRegistry {
        get throws {
            let registry = TypeRegistry()
            try registry.setLayout(layout, for: (any Glyph).self)
            try registry.register(CircleGlyph.self, for: (any Glyph).self)
            try registry.register(CircleGlyph.self, for: (any Glyph).self, typeIdentifier: "round")
            try registry.register(SquareGlyph.self, for: (any Glyph).self)
            try registry.register(GroupGlyph.self, for: (any Glyph).self)
            if defaultType { try registry.setDefault(SquareGlyph.self, for: (any Glyph).self) }
            if fallback {
                try registry.setFallback(
                    UnknownGlyph.self, for: (any Glyph).self, alsoWhenDecodingFails: fallbackKeepsFailures)
            }
            return registry
        }
    }
}
