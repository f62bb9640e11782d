import DynamicCoding

/// A second polymorphic protocol, whose types need not be `TypeIdentifiable`.
protocol Component: Codable {}

/// Registered under an explicit identifier ("text" in the tests).
struct TextComponent: Component, Equatable {
    let text: String
}

/// `TypeIdentifiable`, and registered nowhere.
struct ImageComponent: Component, TypeIdentifiable, Equatable {
    static let typeIdentifier = "image"
    let url: String
}

/// Neither registered nor `TypeIdentifiable`: it cannot be encoded as a `Component`.
struct AnonymousComponent: Component, Equatable {}

/// A component that encodes as a string, so it has no object for a discriminator.
enum SymbolComponent: String, Component {
    case star
}

/// A component that encodes as an array.
struct RowComponent: Component {
    let cells: [String]

    init(cells: [String]) {
        self.cells = cells
    }

    init(from decoder: any Decoder) throws {
        cells = try [String](from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        try cells.encode(to: encoder)
    }
}

/// A component to register as the default, or under "default".
struct PlainComponent: Component, Equatable {
    let title: String
}

/// A list of components.
struct Page: Codable, Equatable {
    @DynamicCodable var components: [any Component]

    static func == (lhs: Self, rhs: Self) -> Bool {
        sameElements(lhs.components, rhs.components)
    }
}

/// A registry with `TextComponent` under "text".
func makeComponentRegistry() throws -> TypeRegistry {
    let registry = TypeRegistry()
    try registry.register(TextComponent.self, for: (any Component).self, typeIdentifier: "text")
    return registry
}
