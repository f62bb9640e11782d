import DynamicCoding
import Foundation

@testable import FuzzModels

/// The strict polymorphic base: no fallback and no default type, so unknown, missing
/// and non-string discriminators are errors.
protocol Shape: Codable {}

struct Circle: Shape, TypeIdentifiable, Equatable {
    static let typeIdentifier = "circle"
    var radius: Double
}

/// A `@Backed` model as a polymorphic value, with a fallback path and a default.
struct Label: Shape, BackedCodable, TypeIdentifiable, Equatable {
    static let typeIdentifier = "label"
    @Backed(Path("text", "value") ?? "text") var text: String
    @Backed("size", defaultValue: 12) var size: Int
}

/// A `@Backed` shape of required primitives: runs of one object's fields (at the root and
/// nested), a number date, and primitive `??` alternatives, decoded from the container its
/// tag was read from.
struct Badge: Shape, BackedCodable, TypeIdentifiable, Equatable {
    static let typeIdentifier = "badge"
    @Backed var id: Int
    @Backed var name: String
    @Backed var ratio: Double
    @Backed var on: Bool
    @Backed("at", strategy: .millisecondsSince1970) var at: Date
    @Backed(Path("pos", "x")) var x: Double
    @Backed(Path("pos", "y")) var y: Double
    @Backed("title" ?? "caption") var title: String
}

/// Nests shapes in shapes, so polymorphic decoding recurses as deep as the payload goes.
struct Group: Shape, BackedCodable, TypeIdentifiable, Equatable {
    static let typeIdentifier = "group"
    @Backed("children", options: .lossy) var children: [any Shape]
    @Backed("named", options: .lossy) var named: OrderedMap<any Shape>?
    @Backed("selected") var selected: (any Shape)?

    static func == (lhs: Group, rhs: Group) -> Bool {
        same(lhs.children, rhs.children) && same(lhs.named, rhs.named) && same(lhs.selected, rhs.selected)
    }
}

/// The lenient base: discriminator "kind", a default type for objects without one and a
/// fallback that keeps unknown payloads.
protocol Widget: Codable {}

struct Button: Widget, Equatable {
    var title: String
    var enabled: Bool?
}

/// Decodes objects that have no "kind".
struct PlainWidget: Widget, Equatable {
    var note: String
}

/// Keeps what nothing registered, for the base `Base`.
struct Unknown<Base>: UnknownTypeFallback, Codable, Equatable {
    let typeIdentifier: String
    let payload: CodableValue

    static func == (lhs: Unknown, rhs: Unknown) -> Bool {
        lhs.typeIdentifier == rhs.typeIdentifier && sameNumbers(lhs.payload, rhs.payload)
    }
}

extension Unknown: Widget where Base == any Widget {}

typealias UnknownWidget = Unknown<any Widget>

/// The registry every fuzz decode and encode uses, filled once.
let fuzzRegistry: TypeRegistry = {
    let registry = TypeRegistry()
    do {
        try registry.register(Circle.self, for: (any Shape).self)
        try registry.register(Circle.self, for: (any Shape).self, typeIdentifier: "disc")
        try registry.register(Label.self, for: (any Shape).self)
        try registry.register(Group.self, for: (any Shape).self)
        try registry.register(Badge.self, for: (any Shape).self)
        try registry.setDiscriminatorKey("kind", for: (any Widget).self)
        try registry.register(Button.self, for: (any Widget).self, typeIdentifier: "button")
        try registry.setDefault(PlainWidget.self, for: (any Widget).self)
        try registry.setFallback(UnknownWidget.self, for: (any Widget).self)
        try registerLayoutBases(in: registry)
    } catch {
        fatalError("Cannot set up the fuzz registry: \(error)")
    }
    registry.freeze()
    return registry
}()
