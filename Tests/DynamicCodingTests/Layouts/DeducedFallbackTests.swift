import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// The deduced layout with a fallback type: a payload no registered type decodes is kept,
// with an empty identifier, and written back as read; several types that decode one
// payload stay an error.

struct DeducedFallbackTests {
    let registry: TypeRegistry

    init() throws {
        registry = try makeShapeRegistry(.deduced, fallback: true)
    }

    @Test func aPayloadNoTypeDecodesIsKeptByTheFallback() throws {
        let json = #"""
            {"main":{"vertices":3},"list":[{"side":3},{"radius":"big"}],"named":{"a":{"members":[{"radius":2},{"edges":0}]}},
            "rows":[]}
            """#
        let report = DecodingReport()
        let drawing = try decode(Drawing.self, from: json, registry: registry, report: report)
        expectEqual(drawing.main as? UnknownShape, UnknownShape(typeIdentifier: "", payload: ["vertices": 3]))
        expectEqual(drawing.list.first as? Square, Square(side: 3))
        expectEqual(
            drawing.list.last as? UnknownShape, UnknownShape(typeIdentifier: "", payload: ["radius": "big"]))
        let group = try #require(drawing.named["a"] as? Group)
        expectEqual(group.members.first as? Circle, Circle(radius: 2))
        expectEqual(
            group.members.last as? UnknownShape, UnknownShape(typeIdentifier: "", payload: ["edges": 0]))
        expectEqual(report.entries.count, 0)
        try expectEncodes(drawing, to: json, registry: registry)
    }

    @Test func aPayloadSeveralTypesDecodeIsStillAnError() {
        expectDecodingFailure(
            Drawing.self, from: #"{"main":{"radius":1,"side":2},"list":[],"named":{},"rows":[]}"#,
            registry: registry, .dataCorrupted, at: "main",
            message: "Several types registered for Shape decode this payload: Circle, Square.",
            failure: .ambiguousDeducedType(base: "Shape", candidates: ["Circle", "Square"]))
    }
}
