import DynamicCoding
import Foundation
import Testing
import Yams

protocol Shape: Codable {}

struct Circle: Shape, TypeIdentifiable, Equatable {
    static let typeIdentifier = "circle"
    var radius: Double
}

/// A `@Backed` polymorphic value with a nested path of its own.
struct Square: Shape, BackedCodable, TypeIdentifiable, Equatable {
    static let typeIdentifier = "square"
    @Backed(Path("size", "side")) var side: Int
}

/// Nested paths and a fallback, lossy collections, dates in three formats, a default and
/// polymorphic values of every shape.
struct Canvas: BackedCodable {
    @Backed(Path("meta", "title")) var title: String
    @Backed(Path("meta", "subtitle") ?? "subtitle") var subtitle: String?
    @Backed(Path("meta", "tags"), options: .lossy) var tags: [String]
    @Backed("layers", options: .lossy) var layers: [any Shape]
    @Backed("named") var named: [String: any Shape]
    @Backed("focus") var focus: (any Shape)?
    @Backed(Path("meta", "created"), strategy: .iso8601) var created: Date
    @Backed("edited", strategy: .secondsSince1970) var edited: Date
    @Backed("stamps", options: .lossy, strategy: .millisecondsSince1970) var stamps: [Date]
    @Backed("zoom", defaultValue: 1) var zoom: Double
}

/// Read-only paths over a YAML mapping.
struct Summary: BackedDecodable {
    @Backed(Path("named", .allKeys)) var names: [String]
    @Backed(Path("layers", 2, "size", "side")) var thirdSide: Int
}

let canvasYAML = """
    meta:
      title: Sketch
      tags: [red, {not: a string}, blue, ~]
      created: 2021-02-22T08:58:16Z
    subtitle: Draft
    layers:
      - type: circle
        radius: 2.5
      - type: hexagon
      - type: square
        size:
          side: 4
      - 7
    named:
      main: {type: circle, radius: 1}
      side: {type: square, size: {side: 2}}
    focus: null
    edited: 1613984996
    stamps: [1613984296500, soon, 1613984996250]
    zoom: far
    """

func makeRegistry() throws -> TypeRegistry {
    let registry = TypeRegistry()
    try registry.register(Circle.self, for: (any Shape).self)
    try registry.register(Square.self, for: (any Shape).self)
    registry.freeze()
    return registry
}

func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let lhs as Circle, let rhs as Circle): return lhs == rhs
    case (let lhs as Square, let rhs as Square): return lhs == rhs
    default: return false
    }
}

extension Canvas: Equatable {
    static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.tags == rhs.tags
            && lhs.layers.count == rhs.layers.count && zip(lhs.layers, rhs.layers).allSatisfy(same)
            && lhs.named.count == rhs.named.count
            && lhs.named.allSatisfy { same($0.value, rhs.named[$0.key]) }
            && same(lhs.focus, rhs.focus) && lhs.created == rhs.created && lhs.edited == rhs.edited
            && lhs.stamps == rhs.stamps && lhs.zoom == rhs.zoom
    }
}

extension Square {
    init(side: Int) {
        self.side = side
    }
}

/// The dropped elements and replaced values of a report, as `path: case`.
func lines(_ report: DecodingReport) -> [String] {
    report.entries.map { entry in
        let errorCase: String
        switch entry.error {
        case DecodingError.keyNotFound: errorCase = "keyNotFound"
        case DecodingError.valueNotFound: errorCase = "valueNotFound"
        case DecodingError.typeMismatch: errorCase = "typeMismatch"
        case DecodingError.dataCorrupted: errorCase = "dataCorrupted"
        default: errorCase = "\(type(of: entry.error))"
        }
        return "\(entry.path): \(entry.resolution == .dropped ? "dropped" : "default") \(errorCase)"
    }
    .sorted()
}

@Suite struct YAMLTests {
    let registry: TypeRegistry

    init() throws {
        registry = try makeRegistry()
    }

    private func decodeCanvas(_ yaml: String, report: DecodingReport? = nil) throws -> Canvas {
        var userInfo: [CodingUserInfoKey: Any] = [.typeRegistry: registry]
        if let report { userInfo[.decodingReport] = report }
        return try YAMLDecoder().decode(Canvas.self, from: yaml, userInfo: userInfo)
    }

    @Test func decodesExactValuesFromYAML() throws {
        let report = DecodingReport()
        let canvas = try decodeCanvas(canvasYAML, report: report)
        #expect(canvas.title == "Sketch")
        #expect(canvas.subtitle == "Draft")
        #expect(canvas.tags == ["red", "blue"])
        #expect(canvas.layers.count == 2)
        #expect(same(canvas.layers[0], Circle(radius: 2.5)))
        #expect(same(canvas.layers[1], Square(side: 4)))
        #expect(canvas.named.count == 2)
        #expect(same(canvas.named["main"], Circle(radius: 1)))
        #expect(same(canvas.named["side"], Square(side: 2)))
        #expect(canvas.focus == nil)
        #expect(canvas.created == Date(timeIntervalSince1970: 1_613_984_296))
        #expect(canvas.edited == Date(timeIntervalSince1970: 1_613_984_996))
        #expect(
            canvas.stamps == [
                Date(timeIntervalSince1970: 1_613_984_296.5), Date(timeIntervalSince1970: 1_613_984_996.25),
            ])
        #expect(canvas.zoom == 1)
        #expect(
            lines(report) == [
                "layers[1]: dropped dataCorrupted", "layers[3]: dropped typeMismatch",
                "meta.tags[1]: dropped typeMismatch", "meta.tags[3]: dropped valueNotFound",
                "stamps[1]: dropped typeMismatch", "zoom: default typeMismatch",
            ])
    }

    @Test func roundTripsThroughYAML() throws {
        let canvas = try decodeCanvas(canvasYAML)
        let encoder = YAMLEncoder()
        encoder.options.sortKeys = true
        let yaml = try encoder.encode(canvas, userInfo: [.typeRegistry: registry])
        let again = try decodeCanvas(yaml)
        #expect(again == canvas)
        // Unchanged, each value is written as read: `focus` as `null`, the subtitle at the
        // `??` alternative it was found at, and the zoom a default replaced as it was.
        #expect(
            yaml == """
                edited: 1.613984996e+9
                focus: null
                layers:
                - radius: 2.5e+0
                  type: circle
                - size:
                    side: 4
                  type: square
                meta:
                  created: '2021-02-22T08:58:16Z'
                  tags:
                  - red
                  - blue
                  title: Sketch
                named:
                  main:
                    radius: 1e+0
                    type: circle
                  side:
                    size:
                      side: 2
                    type: square
                stamps:
                - 1.6139842965e+12
                - 1.61398499625e+12
                subtitle: Draft
                zoom: far

                """)
    }

    @Test func discriminatorErrorsHaveTheirPathsInYAML() throws {
        let unknown = canvasYAML.replacingOccurrences(of: "main: {type: circle", with: "main: {type: hexagon")
        do {
            _ = try decodeCanvas(unknown)
            Issue.record("Expected a DecodingError")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.map(\.stringValue) == ["named", "main", "type"])
            #expect(
                (context.underlyingError as? DynamicCodingFailure)?.message
                    == #"Unknown type identifier "hexagon" for Shape; registered identifiers: "circle", "square"."#
            )
        }
        let missing = canvasYAML.replacingOccurrences(
            of: "main: {type: circle, radius: 1}", with: "main: {radius: 1}")
        do {
            _ = try decodeCanvas(missing)
            Issue.record("Expected a DecodingError")
        } catch DecodingError.keyNotFound(let key, let context) {
            #expect((context.codingPath + [key]).map(\.stringValue) == ["named", "main", "type"])
            #expect(
                context.underlyingError as? DynamicCodingFailure
                    == .missingDiscriminator(key: "type", base: "Shape"))
        }
    }

    @Test func readOnlyPathsReadYAMLMappingsAndSequences() throws {
        let summary = try YAMLDecoder().decode(
            Summary.self, from: canvasYAML, userInfo: [.typeRegistry: registry])
        #expect(summary.names == ["main", "side"])
        #expect(summary.thirdSide == 4)
    }
}
