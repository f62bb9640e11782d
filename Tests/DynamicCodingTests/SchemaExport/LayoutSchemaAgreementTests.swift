import DynamicCoding
import Foundation
import Testing

private let tagAndData = TypeLayout.adjacent(tag: "type", content: "data")

/// Polymorphic values in each layout, with a default type and a fallback where the layout
/// takes them, in every shape (`any P`, `[any P]`, `[String: any P]`, `(any P)?`, nested):
/// the fixture and each mutant (each member removed, each value given each other JSON
/// type, each identifier replaced by an unknown one) are valid exactly when they decode.
/// A selected layout with a fallback has no schema (`SelectedLayoutSchemaTests`).
@Suite(.needsJSONSchema) struct LayoutSchemaAgreementTests {
    private let internalPayload = #"""
        {"main": {"type": "circle", "radius": 1},
         "list": [{"type": "square", "side": 2, "label": "a"}, {"type": "round", "radius": 3},
                  {"type": "group", "children": [{"type": "circle", "radius": 4}], "title": "g"}],
         "byName": {"a": {"type": "square", "side": 1}},
         "maybe": null}
        """#

    @Test(arguments: [
        GlyphRegistration(),
        GlyphRegistration(defaultType: true),
        GlyphRegistration(fallback: true),
        GlyphRegistration(defaultType: true, fallback: true, fallbackKeepsFailures: true),
    ])
    func internalLayout(registration: GlyphRegistration) throws {
        try expectAgreement(GlyphSheet.self, on: internalPayload, registry: registration.registry)
    }

    @Test(arguments: [false, true])
    func internalLayoutAtANestedKey(withFallback: Bool) throws {
        let payload = #"""
            {"main": {"meta": {"kind": "circle"}, "radius": 1},
             "list": [{"meta": {"kind": "group"}, "children": [{"meta": {"kind": "square"}, "side": 2}]}],
             "byName": {}}
            """#
        try expectAgreement(
            GlyphSheet.self, on: payload,
            registry: GlyphRegistration(
                layout: .internal("meta", "kind"), defaultType: true, fallback: withFallback
            ).registry,
            discriminatorKeys: ["kind"])
    }

    @Test(arguments: [
        GlyphRegistration(layout: tagAndData),
        GlyphRegistration(layout: tagAndData, fallback: true),
        GlyphRegistration(layout: tagAndData, defaultType: true, fallback: true),
        GlyphRegistration(layout: tagAndData, defaultType: true, fallback: true, fallbackKeepsFailures: true),
    ])
    func adjacentLayout(registration: GlyphRegistration) throws {
        let payload = #"""
            {"main": {"type": "circle", "data": {"radius": 1}},
             "list": [{"type": "group", "data": {"children": [{"type": "square", "data": {"side": 2}}]}}],
             "byName": {"x": {"type": "round", "data": {"radius": 5}}},
             "maybe": {"type": "square", "data": {"side": 1, "label": null}}}
            """#
        try expectAgreement(GlyphSheet.self, on: payload, registry: registration.registry)
    }

    @Test(arguments: [
        GlyphRegistration(layout: .external),
        GlyphRegistration(layout: .external, fallback: true),
        GlyphRegistration(layout: .external, fallback: true, fallbackKeepsFailures: true),
    ])
    func externalLayout(registration: GlyphRegistration) throws {
        let payload = #"""
            {"main": {"circle": {"radius": 1}},
             "list": [{"group": {"children": [{"square": {"side": 2}}]}}, {"round": {"radius": 2}}],
             "byName": {"x": {"square": {"side": 5, "label": "s"}}}}
            """#
        try expectAgreement(GlyphSheet.self, on: payload, registry: registration.registry)
    }

    @Test(arguments: [false, true])
    func deducedLayout(withFallback: Bool) throws {
        let payload = #"""
            {"main": {"radius": 1},
             "list": [{"children": [{"side": 2}]}, {"side": 3, "label": "x"}],
             "byName": {"x": {"radius": 2}}, "maybe": {"side": 1}}
            """#
        try expectAgreement(
            GlyphSheet.self, on: payload,
            registry: GlyphRegistration(layout: .deduced, fallback: withFallback).registry)
    }

    @Test(arguments: [false, true])
    func internalLayoutWithArraysOfIdentifiers(withFallback: Bool) throws {
        let payload = #"""
            {"main": {"type": ["x:Circle", "circle"], "radius": 1},
             "list": [{"type": ["square"], "side": 2}, {"type": "group", "children": []}],
             "byName": {}}
            """#
        try expectAgreement(
            GlyphSheet.self, on: payload, registry: GlyphRegistration(fallback: withFallback).registry)
    }

    @Test func selectedLayoutListsTheTypesItsSelectorMayChoose() throws {
        let layout = TypeLayout.selected { payload in
            if payload["radius"] != nil { return "circle" }
            return payload["children"] != nil ? "group" : nil
        }
        let payload = #"""
            {"main": {"radius": 1}, "list": [{"children": [{"side": 2}]}], "byName": {"x": {"side": 1}}}
            """#
        try expectAgreement(
            GlyphSheet.self, on: payload,
            registry: GlyphRegistration(layout: layout, defaultType: true).registry)
    }

    @Test func dynamicWrappersInAPlainCodableModel() throws {
        let payload = #"""
            {"figures": [{"type": "circle", "radius": 1}, {"type": "group", "children": []}],
             "spare": {"type": "square", "side": 2}, "first": {"type": "round", "radius": 2}, "name": "n"}
            """#
        try expectAgreement(GlyphSketch.self, on: payload, registry: GlyphRegistration().registry)
    }
}
