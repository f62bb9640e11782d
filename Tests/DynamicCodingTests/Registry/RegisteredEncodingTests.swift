import DynamicCoding
import Foundation
import Testing

private protocol Figure: Codable {}

private struct Ring: Figure {
    let r: Int
}

/// Registered under an identifier and also a fallback: its values write back their
/// payload as it was read, never the identifier it was registered under.
private struct UnknownFigure: Figure, UnknownTypeFallback {
    let typeIdentifier: String
    let payload: CodableValue
}

private struct Sketch: BackedCodable {
    @Backed var main: any Figure
    @Backed var shapes: [any Figure]
    @Backed var named: [String: any Figure]
}

private func makeFigureRegistry() throws -> TypeRegistry {
    let registry = TypeRegistry()
    try registry.register(Ring.self, for: (any Figure).self, typeIdentifier: "ring")
    try registry.register(UnknownFigure.self, for: (any Figure).self, typeIdentifier: "unknown")
    try registry.setFallback(UnknownFigure.self, for: (any Figure).self)
    return registry
}

/// Encoding registered types, whose identifier and conformances are looked up once per
/// type, as a member, as array elements and as dictionary values.
struct RegisteredEncodingTests {
    @Test func registeredTypesWriteTheirIdentifierWherever() throws {
        var sketch = Sketch()
        sketch.main = Ring(r: 1)
        sketch.shapes = [Ring(r: 2), Ring(r: 3)]
        sketch.named = ["big": Ring(r: 9)]
        try expectEncodes(
            sketch,
            to: """
                {"main": {"type": "ring", "r": 1}, "shapes": [{"type": "ring", "r": 2}, {"type": "ring", "r": 3}],
                 "named": {"big": {"type": "ring", "r": 9}}}
                """, registry: try makeFigureRegistry())
    }

    @Test func aRegisteredFallbackWritesItsPayloadBack() throws {
        var sketch = Sketch()
        let kept = UnknownFigure(typeIdentifier: "star", payload: ["type": "star", "points": 5])
        sketch.main = kept
        sketch.shapes = [Ring(r: 2), kept]
        sketch.named = [:]
        try expectEncodes(
            sketch,
            to: """
                {"main": {"type": "star", "points": 5}, "shapes": [{"type": "ring", "r": 2}, {"type": "star", "points": 5}],
                 "named": {}}
                """, registry: try makeFigureRegistry())
    }
}
