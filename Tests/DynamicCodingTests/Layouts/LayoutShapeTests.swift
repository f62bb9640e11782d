import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// Each layout decodes and encodes back every shape of a polymorphic value, in the
/// dynamic wrappers and in `@Backed` properties.
struct LayoutShapeTests {
    /// A layout, and how it writes one shape from its identifier and its own JSON.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let layout: TypeLayout
        let write: @Sendable (String, String) -> String

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "internal", layout: .internal("type")) { id, content in
            #"{"type":"\#(id)",\#(content.dropFirst())"#
        },
        Case(name: "internal at a path", layout: .internal("meta", "kind")) { id, content in
            #"{"meta":{"kind":"\#(id)"},\#(content.dropFirst())"#
        },
        Case(name: "adjacent", layout: .adjacent(tag: "type", content: "data")) { id, content in
            #"{"type":"\#(id)","data":\#(content)}"#
        },
        Case(name: "external", layout: .external) { id, content in #"{"\#(id)":\#(content)}"# },
        Case(name: "deduced", layout: .deduced) { _, content in content },
        Case(name: "selected", layout: .selected(selectShape)) { _, content in content },
    ]

    @Test(arguments: cases)
    func everyShapeRoundTrips(_ layoutCase: Case) throws {
        let registry = try makeShapeRegistry(layoutCase.layout)
        let json = drawingJSON(layoutCase.write)
        let drawing = try expectRoundTrip(Drawing.self, from: json, writes: json, registry: registry)
        expectEqual(drawing, expectedDrawing)
    }

    @Test(arguments: cases)
    func backedPropertiesKeepPathsLossyAndDefaults(_ layoutCase: Case) throws {
        let registry = try makeShapeRegistry(layoutCase.layout)
        let circle = layoutCase.write("circle", #"{"radius":2}"#)
        let square = layoutCase.write("square", #"{"side":3}"#)
        let broken = layoutCase.write("circle", #"{"radius":"two"}"#)
        let json = #"{"data":{"main":\#(circle)},"list":[\#(square),\#(broken)],"fallback":\#(broken)}"#
        let report = DecodingReport()
        let drawing = try decode(BackedDrawing.self, from: json, registry: registry, report: report)
        expectEqual(
            drawing,
            BackedDrawing(main: Circle(radius: 2), list: [Square(side: 3)], fallback: Square(side: 1)))
        let brokenRadius = [
            "internal": "fallback.radius", "internal at a path": "fallback.radius",
            "adjacent": "fallback.data.radius",
            "external": "fallback.circle.radius", "deduced": "fallback", "selected": "fallback.radius",
        ]
        expectEqual(report.lines.map(\.path), [brokenRadius[layoutCase.name], "list[1]"])
        try expectEncodes(
            drawing,
            to:
                #"{"data":{"main":\#(circle)},"list":[\#(square)],"fallback":\#(broken)}"#,
            registry: registry)
    }

    @Test(arguments: cases)
    func propertyListsRoundTripInEveryLayout(_ layoutCase: Case) throws {
        let registry = try makeShapeRegistry(layoutCase.layout)
        let decoder = makePropertyListDecoder(registry: registry)
        let drawing = try decoder.decode(
            Drawing.self, from: propertyList(fromJSON: drawingJSON(layoutCase.write)))
        expectEqual(drawing, expectedDrawing)
        let encoder = PropertyListEncoder()
        encoder.userInfo[.typeRegistry] = registry
        try expectEqual(decoder.decode(Drawing.self, from: encoder.encode(drawing)), expectedDrawing)
    }

    @Test(arguments: cases.filter { !$0.name.hasPrefix("internal") })
    func aTypeThatIsNotAnObjectWorksOutsideTheInternalLayout(_ layoutCase: Case) throws {
        let registry = try makeShapeRegistry(layoutCase.layout)
        let json = #"{"members":[\#(layoutCase.write("caption", #""hello""#))]}"#
        let group = try expectRoundTrip(Group.self, from: json, writes: json, registry: registry)
        expectEqual(group, Group(members: [Caption(text: "hello")]))
    }

    @Test(arguments: cases.filter { $0.name != "deduced" })
    func unknownIdentifiersKeepTheirPayloadInTheFallback(_ layoutCase: Case) throws {
        let registry = try makeShapeRegistry(layoutCase.layout, fallback: true)
        let triangle = layoutCase.write("triangle", #"{"corners":3}"#)
        let json = #"{"members":[\#(triangle)]}"#
        let group = try expectRoundTrip(Group.self, from: json, writes: json, registry: registry)
        let unknown = try #require(group.members.first as? UnknownShape)
        expectEqual(unknown.typeIdentifier, (layoutCase.name == "selected" ? "corners" : "triangle"))
        expectEqual(unknown.payload, (try JSONDecoder().decode(CodableValue.self, from: Data(triangle.utf8))))
    }
}

/// The selector of the selected-layout tests: the identifier is the first key that is
/// one of a shape's own, `caption` for a string.
@Sendable func selectShape(_ payload: CodableValue) -> String? {
    switch payload {
    case .string: return "caption"
    case .object(let members):
        if members["radius"] != nil { return "circle" }
        if members["side"] != nil { return "square" }
        if members["members"] != nil { return "group" }
        for (key, _) in members { return key }
        return nil
    default: return nil
    }
}
