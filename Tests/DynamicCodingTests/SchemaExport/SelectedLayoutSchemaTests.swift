import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// Chooses a glyph by its keys; names no identifier for the others.
private let selectGlyph = TypeLayout.selected { payload in
    if payload["radius"] != nil { return "circle" }
    return payload["children"] != nil ? "group" : nil
}

private let refusal = JSONSchemaError.undescribableLayout(
    base: "Glyph",
    reason: "its selected layout's closure may name, for any payload, an identifier nothing registered, "
        + "which the fallback type UnknownGlyph keeps, so only the closure knows which payloads decode")

/// A selected layout with a fallback type decodes what its closure says, and no schema
/// says that: export refuses, in every shape that holds the base, rather than accept any
/// value.
struct SelectedLayoutSchemaTests {
    @Test(arguments: [
        GlyphRegistration(layout: selectGlyph, fallback: true),
        GlyphRegistration(layout: selectGlyph, defaultType: true, fallback: true),
        GlyphRegistration(
            layout: selectGlyph, defaultType: true, fallback: true, fallbackKeepsFailures: true),
    ])
    func aSelectedLayoutWithAFallbackTypeIsRefused(registration: GlyphRegistration) throws {
        let registry = try registration.registry
        #expect(throws: refusal) { try JSONSchema(for: GlyphSheet.self, registry: registry) }
        #expect(throws: refusal) { try JSONSchema(for: [any Glyph].self, registry: registry) }
        #expect(throws: refusal) { try JSONSchema(for: GlyphSketch.self, registry: registry) }
    }

    @Test func theRefusalSaysWhy() {
        expectEqual(
            refusal.description,
            "Cannot describe the payloads of Glyph: its selected layout's closure may name, for any payload, "
                + "an identifier nothing registered, which the fallback type UnknownGlyph keeps, so only the "
                + "closure knows which payloads decode.")
    }

    @Test func withoutAFallbackTheSchemaListsTheTypesTheClosureMayChoose() throws {
        let registry = try GlyphRegistration(layout: selectGlyph, defaultType: true).registry
        let schema = try JSONSchema(for: [any Glyph].self, registry: registry)
        expectEqual(
            schema.document["$defs"]?["Glyph"]?.description,
            #"{"$comment":"The layout's selector chooses the type; any of these may be chosen.","#
                + ##""anyOf":[{"$ref":"#/$defs/CircleGlyph"},{"$ref":"#/$defs/SquareGlyph"},"##
                + ##"{"$ref":"#/$defs/GroupGlyph"},{"$ref":"#/$defs/SquareGlyph"}]}"##)
    }
}
