import DynamicCoding
import Foundation
import Testing
import Yams

/// Shapes in every layout, read from YAML and written back to it.
struct Sheet: Codable, Equatable {
    @DynamicCodable var shapes: [any Shape]
    @DynamicCodable var pinned: (any Shape)?

    static func == (lhs: Sheet, rhs: Sheet) -> Bool {
        lhs.shapes.count == rhs.shapes.count && zip(lhs.shapes, rhs.shapes).allSatisfy(same)
            && same(lhs.pinned, rhs.pinned)
    }
}

@Sendable func selectShape(_ payload: CodableValue) -> String? {
    guard case .object(let members) = payload else { return nil }
    return members["radius"] != nil ? "circle" : "square"
}

@Suite struct LayoutYAMLTests {
    static let cases: [(String, TypeLayout, String)] = [
        (
            "internal at a path", .internal("meta", "kind"),
            """
            shapes:
              - {meta: {kind: circle}, radius: 2.5}
              - {meta: {kind: square}, size: {side: 4}}
            pinned: {meta: {kind: circle}, radius: 1}
            """
        ),
        (
            "adjacent", .adjacent(tag: "type", content: "data"),
            """
            shapes:
              - {type: circle, data: {radius: 2.5}}
              - {type: square, data: {size: {side: 4}}}
            pinned: {type: circle, data: {radius: 1}}
            """
        ),
        (
            "external", .external,
            """
            shapes:
              - {circle: {radius: 2.5}}
              - {square: {size: {side: 4}}}
            pinned: {circle: {radius: 1}}
            """
        ),
        (
            "deduced", .deduced,
            """
            shapes:
              - {radius: 2.5}
              - {size: {side: 4}}
            pinned: {radius: 1}
            """
        ),
        (
            "selected", .selected(selectShape),
            """
            shapes:
              - {radius: 2.5}
              - {size: {side: 4}}
            pinned: {radius: 1}
            """
        ),
    ]

    private func registry(_ layout: TypeLayout) throws -> TypeRegistry {
        let registry = TypeRegistry()
        try registry.setLayout(layout, for: (any Shape).self)
        try registry.register(Circle.self, for: (any Shape).self)
        try registry.register(Square.self, for: (any Shape).self)
        return registry
    }

    @Test(arguments: cases.map { $0.0 })
    func everyLayoutRoundTripsThroughYAML(name: String) throws {
        let (_, layout, yaml) = try #require(Self.cases.first { $0.0 == name })
        let userInfo: [CodingUserInfoKey: Any] = [.typeRegistry: try registry(layout)]
        let sheet = try YAMLDecoder().decode(Sheet.self, from: yaml, userInfo: userInfo)
        let expected = Sheet(shapes: [Circle(radius: 2.5), Square(side: 4)], pinned: Circle(radius: 1))
        #expect(sheet == expected)
        let written = try YAMLEncoder().encode(sheet, userInfo: userInfo)
        #expect(try YAMLDecoder().decode(Sheet.self, from: written, userInfo: userInfo) == expected)
    }

    @Test func layoutErrorsHaveTheirPathsInYAML() throws {
        let userInfo: [CodingUserInfoKey: Any] = [
            .typeRegistry: try registry(.adjacent(tag: "type", content: "data"))
        ]
        do {
            _ = try YAMLDecoder().decode(Sheet.self, from: "shapes: [{type: circle}]", userInfo: userInfo)
            Issue.record("Expected an error")
        } catch DecodingError.keyNotFound(let key, let context) {
            #expect(
                context.codingPath.map(\.stringValue) + [key.stringValue] == ["shapes", "Index 0", "data"])
            #expect(
                context.underlyingError as? DynamicCodingFailure
                    == .missingContent(key: "data", base: "Shape", identifier: "circle"))
        }
    }
}
