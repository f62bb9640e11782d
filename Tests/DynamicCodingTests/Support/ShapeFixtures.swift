import DynamicCoding
import Foundation

/// The polymorphic protocol of the layout tests.
protocol Shape: Codable {}

struct Circle: Shape, Equatable {
    let radius: Double
}

struct Square: Shape, Equatable {
    let side: Double
}

/// A shape that is a string, not an object, for the layouts that allow one.
struct Caption: Shape, Equatable {
    let text: String

    init(text: String) {
        self.text = text
    }

    init(from decoder: any Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

/// Keeps what nothing registered.
struct UnknownShape: Shape, UnknownTypeFallback, Equatable {
    let typeIdentifier: String
    let payload: CodableValue
}

/// A shape holding shapes, for nesting.
struct Group: Shape, Equatable {
    @DynamicCodable var members: [any Shape]

    static func == (lhs: Group, rhs: Group) -> Bool { sameElements(lhs.members, rhs.members) }
}

/// Every shape a polymorphic value takes, in a plain `Codable` type.
struct Drawing: Codable, Equatable {
    @DynamicCodable var main: any Shape
    @DynamicCodable var list: [any Shape]
    @DynamicCodable var named: [String: any Shape]
    @DynamicCodable var optional: (any Shape)?
    @DynamicCodable var rows: [[any Shape]]

    static func == (lhs: Drawing, rhs: Drawing) -> Bool {
        same(lhs.main, rhs.main) && sameElements(lhs.list, rhs.list) && sameEntries(lhs.named, rhs.named)
            && same(lhs.optional, rhs.optional) && lhs.rows.count == rhs.rows.count
            && zip(lhs.rows, rhs.rows).allSatisfy { sameElements($0, $1) }
    }
}

/// The same shapes in `@Backed` properties: a path, a lossy array, a default.
struct BackedDrawing: BackedCodable, Equatable {
    @Backed(Path("data", "main")) var main: any Shape
    @Backed(options: .lossy) var list: [any Shape]
    @Backed(defaultValue: Square(side: 1)) var fallback: any Shape
    @Backed var optional: (any Shape)?

    init() {}

    init(main: any Shape, list: [any Shape], fallback: any Shape) {
        self.main = main
        self.list = list
        self.fallback = fallback
    }

    static func == (lhs: BackedDrawing, rhs: BackedDrawing) -> Bool {
        same(lhs.main, rhs.main) && sameElements(lhs.list, rhs.list) && same(lhs.fallback, rhs.fallback)
            && same(lhs.optional, rhs.optional)
    }
}

/// A registry with `Circle` ("circle"), `Square` ("square"), `Caption` ("caption") and
/// `Group` ("group") registered for `Shape` in `layout`.
func makeShapeRegistry(_ layout: TypeLayout, fallback: Bool = false) throws -> TypeRegistry {
    let registry = TypeRegistry()
    try registry.setLayout(layout, for: (any Shape).self)
    try registry.register(Circle.self, for: (any Shape).self, typeIdentifier: "circle")
    try registry.register(Square.self, for: (any Shape).self, typeIdentifier: "square")
    try registry.register(Caption.self, for: (any Shape).self, typeIdentifier: "caption")
    try registry.register(Group.self, for: (any Shape).self, typeIdentifier: "group")
    if fallback { try registry.setFallback(UnknownShape.self, for: (any Shape).self) }
    return registry
}

/// The registered identifiers of ``makeShapeRegistry(_:fallback:)``, sorted.
let shapeIdentifiers = ["caption", "circle", "group", "square"]

/// A ``Drawing`` payload with every shape written by `shape` (which writes one shape's
/// payload in the layout under test from its identifier and content).
func drawingJSON(_ shape: (String, String) -> String) -> String {
    let circle = shape("circle", #"{"radius":2}"#)
    let square = shape("square", #"{"side":3}"#)
    return """
        {"main":\(circle),"list":[\(square),\(circle)],"named":{"a":\(square)},"optional":\(circle),
        "rows":[[\(circle)],[]]}
        """
}

/// What ``drawingJSON(_:)`` decodes to.
var expectedDrawing: Drawing {
    Drawing(
        main: Circle(radius: 2), list: [Square(side: 3), Circle(radius: 2)], named: ["a": Square(side: 3)],
        optional: Circle(radius: 2), rows: [[Circle(radius: 2)], []])
}
