import DynamicCoding
import Foundation

/// The polymorphic values of scenarios 3, 5 and 6.
protocol BenchRoute: Codable, TypeIdentifiable, SendableMetatype {
    var checksum: Int { get }
}

/// One route type's registration, made where the type is known, as an app registers its
/// types: `register` is inlined there, so its conversion to `any BenchRoute` is compiled
/// for the type. (A loop over `[any BenchRoute.Type]` would register opened existentials.)
struct RouteRegistration {
    let register: (TypeRegistry) -> Void

    static func of<Route: BenchRoute>(_ route: Route.Type) -> RouteRegistration {
        RouteRegistration { try? $0.register(route, for: (any BenchRoute).self) }
    }

    /// A registry holding `routes`, frozen.
    static func registry(_ routes: [RouteRegistration], layout: TypeLayout? = nil) -> TypeRegistry {
        let registry = TypeRegistry()
        if let layout { try? registry.setLayout(layout, for: (any BenchRoute).self) }
        for route in routes { route.register(registry) }
        registry.freeze()
        return registry
    }
}

struct HomeRoute: BenchRoute {
    static let typeIdentifier = "home"
    let id: Int
    let title: String
    var checksum: Int { id &+ title.utf8.count }
}

struct DetailRoute: BenchRoute {
    static let typeIdentifier = "detail"
    let id: Int
    let title: String
    let price: Double
    var checksum: Int { id &+ title.utf8.count &+ Int(price) }
}

struct ProfileRoute: BenchRoute {
    static let typeIdentifier = "profile"
    let id: Int
    let name: String
    let age: Int
    let verified: Bool
    var checksum: Int { id &+ name.utf8.count &+ age &+ (verified ? 1 : 0) }
}

struct SearchRoute: BenchRoute {
    static let typeIdentifier = "search"
    let id: Int
    let query: String
    let page: Int
    let limit: Int
    let exact: Bool
    var checksum: Int { id &+ query.utf8.count &+ page &+ limit &+ (exact ? 1 : 0) }
}

struct SettingsRoute: BenchRoute {
    static let typeIdentifier = "settings"
    let id: Int
    let section: String
    let anchor: String
    let version: Int
    let beta: Bool
    let zoom: Double
    var checksum: Int {
        id &+ section.utf8.count &+ anchor.utf8.count &+ version &+ (beta ? 1 : 0) &+ Int(zoom)
    }
}

/// The hand-written alternative: read `type`, `switch`, `Concrete(from:)`.
struct HandRoute: Codable {
    let route: any BenchRoute

    private enum Keys: String, CodingKey { case type }

    init(_ route: any BenchRoute) {
        self.route = route
    }

    init(from decoder: any Decoder) throws {
        let type = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .type)
        route = try Self.route(type, from: decoder)
    }

    /// The `switch` on the identifier, for every layout's hand-written decoder.
    static func route(_ type: String, from decoder: any Decoder) throws -> any BenchRoute {
        switch type {
        case HomeRoute.typeIdentifier: return try HomeRoute(from: decoder)
        case DetailRoute.typeIdentifier: return try DetailRoute(from: decoder)
        case ProfileRoute.typeIdentifier: return try ProfileRoute(from: decoder)
        case SearchRoute.typeIdentifier: return try SearchRoute(from: decoder)
        case SettingsRoute.typeIdentifier: return try SettingsRoute(from: decoder)
        default:
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "Unknown type \(type)"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        try route.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(type(of: route).typeIdentifier, forKey: .type)
    }
}

extension Sequence {
    func checksum(_ route: (Element) -> any BenchRoute) -> Int {
        reduce(0) { $0 &+ route($1).checksum }
    }
}
