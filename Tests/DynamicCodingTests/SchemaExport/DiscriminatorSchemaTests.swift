import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// A polymorphic base whose layout names the type (internal, adjacent, external) chooses
/// each value's branch by its identifier: the identifier is one of the registered ones
/// (any, with a fallback type), and an `if`/`then` per type, or a property per identifier,
/// checks the value against that type alone. `LayoutSchemaAgreementTests` checks the
/// verdicts; these tests, the shape.
struct DiscriminatorSchemaTests {
    private let circle: CodableValue = ["$ref": "#/$defs/CircleGlyph"]
    private let square: CodableValue = ["$ref": "#/$defs/SquareGlyph"]
    private let group: CodableValue = ["$ref": "#/$defs/GroupGlyph"]

    private func glyphSchema(_ registration: GlyphRegistration) throws -> CodableValue? {
        try JSONSchema(for: [any Glyph].self, registry: registration.registry).document["$defs"]?["Glyph"]
    }

    /// The condition of a branch: an object whose `key` is `identifier`.
    private func naming(_ identifier: CodableValue, key: String = "type") -> CodableValue {
        ["type": "object", "properties": [key: identifier], "required": [.string(key)]]
    }

    /// The internal layout's identifier: the string, or an array of strings holding it.
    private func spelled(_ identifier: CodableValue) -> CodableValue {
        ["anyOf": [identifier, ["type": "array", "items": ["type": "string"], "contains": identifier]]]
    }

    @Test func theInternalLayoutChoosesEachTypeByItsIdentifier() throws {
        expectEqual(
            try glyphSchema(GlyphRegistration())?["allOf"],
            [
                naming(spelled(["enum": ["circle", "group", "round", "square"]])),
                ["if": naming(spelled(["enum": ["circle", "round"]])), "then": circle],
                ["if": naming(spelled(["const": "square"])), "then": square],
                ["if": naming(spelled(["const": "group"])), "then": group],
            ])
    }

    @Test func aDefaultTypeTakesThePayloadsWithoutAnIdentifierAndAFallbackAnyOtherIdentifier() throws {
        let schema = try glyphSchema(GlyphRegistration(defaultType: true, fallback: true))
        expectEqual(
            schema?["allOf"]?[0],
            [
                "if": ["allOf": [["type": "object"], ["not": ["required": ["type"]]]]], "then": square,
                "else": naming(spelled(["type": "string"])),
            ])
        expectEqual(
            schema?["allOf"]?[1], ["if": naming(spelled(["enum": ["circle", "round"]])), "then": circle])
    }

    @Test func aFallbackThatKeepsFailedPayloadsLeavesNoBranchToCheck() throws {
        let schema = try glyphSchema(GlyphRegistration(fallback: true, fallbackKeepsFailures: true))
        expectEqual(schema?["allOf"], nil)
        expectEqual(schema?["properties"], ["type": spelled(["type": "string"])])
    }

    @Test func theAdjacentLayoutChecksTheContentOfTheTypeItsTagNames() throws {
        let schema = try glyphSchema(GlyphRegistration(layout: .adjacent(tag: "kind", content: "data")))
        expectEqual(
            schema?["allOf"]?[0], naming(["enum": ["circle", "group", "round", "square"]], key: "kind"))
        expectEqual(
            schema?["allOf"]?[3],
            [
                "if": naming(["const": "group"], key: "kind"),
                "then": ["properties": ["data": group], "required": ["data"]],
            ])
    }

    @Test(arguments: [false, true])
    func theExternalLayoutHasAPropertyPerIdentifier(withFallback: Bool) throws {
        var expected: CodableValue = [
            "type": "object", "minProperties": 1, "maxProperties": 1,
            "propertyNames": ["enum": ["circle", "group", "round", "square"]],
            "properties": ["circle": circle, "round": circle, "square": square, "group": group],
        ]
        if withFallback { expected["propertyNames"] = nil }
        expectEqual(try glyphSchema(GlyphRegistration(layout: .external, fallback: withFallback)), expected)
    }
}
