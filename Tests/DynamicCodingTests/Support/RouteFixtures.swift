import DynamicCoding
import Foundation

/// The polymorphic protocol of the DynamicCodable seed's HomeScreen example.
protocol Route: Codable, TypeIdentifiable {}

struct HomeScreenRoute: Route, Equatable {
    static let typeIdentifier = "homescreen"
}

struct DetailScreenRoute: Route, Equatable {
    static let typeIdentifier = "detailscreen"
    let id: UUID
}

struct ProfileScreenRoute: Route, Equatable {
    static let typeIdentifier = "profilescreen"
    let id: UUID
    let tracking: [String: [String: String]]
}

/// A route that stores its own `type` property, which encoding must not write twice.
struct LegacyRoute: Route, Equatable {
    static let typeIdentifier = "legacy"
    let type: String
    let title: String
}

/// Stands in for identifiers nothing registered; `Route` refines `TypeIdentifiable`, yet the
/// fallback declares no static identifier (its identifier is per value).
struct UnknownRoute: Route, UnknownTypeFallback, Equatable {
    let typeIdentifier: String
    let payload: CodableValue
}

/// Not a `Route`, for the non-conforming registration test.
struct NotARoute: Codable, Equatable {
    let id: UUID
}

/// The seed's HomeScreen, plus an optional route, over any base protocol, so that a
/// test can decode the same payload through a protocol of its own.
struct Screen<Base>: Codable {
    @DynamicCodable var `self`: Base
    @DynamicCodable var routes: [Base]
    @DynamicCodable var someRouteDict: [String: Base]
    @DynamicCodable var someOptionalRoute: Base?
}

/// The seed's HomeScreen.
typealias HomeScreen = Screen<any Route>

extension Screen: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        same(lhs.`self`, rhs.`self`) && sameElements(lhs.routes, rhs.routes)
            && sameEntries(lhs.someRouteDict, rhs.someRouteDict)
            && same(lhs.someOptionalRoute, rhs.someOptionalRoute)
    }
}

/// Compares polymorphic values by concrete type and value.
func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let lhs as any Equatable, let rhs?): return lhs.isEqual(to: rhs)
    default: return false
    }
}

/// Compares arrays of polymorphic values element by element with ``same(_:_:)``.
func sameElements<Element>(_ lhs: [Element], _ rhs: [Element]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { same($0, $1) }
}

/// Compares dictionaries of polymorphic values entry by entry with ``same(_:_:)``.
func sameEntries<Value>(_ lhs: [String: Value], _ rhs: [String: Value]) -> Bool {
    lhs.count == rhs.count && lhs.allSatisfy { key, value in same(value, rhs[key]) }
}

extension Equatable {
    func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}

/// A registry with the seed's three routes and `LegacyRoute`.
func makeRouteRegistry() throws -> TypeRegistry {
    let registry = TypeRegistry()
    try registerRoutes(in: registry, for: (any Route).self)
    return registry
}

/// Registers the seed's three routes and `LegacyRoute` for `base`, which they must conform to.
func registerRoutes<Base>(in registry: TypeRegistry, for base: Base.Type) throws {
    try registry.register(HomeScreenRoute.self, for: base)
    try registry.register(DetailScreenRoute.self, for: base)
    try registry.register(ProfileScreenRoute.self, for: base)
    try registry.register(LegacyRoute.self, for: base)
}

/// The registered identifiers of ``makeRouteRegistry()``, sorted.
let routeIdentifiers = ["detailscreen", "homescreen", "legacy", "profilescreen"]

/// Decodes one polymorphic value of `base` at the top level of `json`.
func decodeDynamic<Base>(_ base: Base.Type, from json: String, registry: TypeRegistry? = nil) throws -> Base {
    try decode(DynamicCodable<Base>.self, from: json, registry: registry).wrappedValue
}

extension DetailScreenRoute {
    static let first = DetailScreenRoute(id: UUID(uuidString: "550121C5-3D8F-4AC8-AB14-BDF7E6D11626")!)
    static let second = DetailScreenRoute(id: UUID(uuidString: "697167E5-90EE-4CD2-879D-EAF49064F400")!)

    /// This route's payload, discriminator included.
    var json: String { #"{"type":"detailscreen","id":"\#(id.uuidString)"}"# }
}

extension ProfileScreenRoute {
    static let sample = ProfileScreenRoute(
        id: UUID(uuidString: "84874B0F-1F41-4380-B3C6-CC53A0DE5453")!,
        tracking: ["some_tracking_service": ["some_tracking_property": "some_tracking_value"]])
}

/// What ``homeScreenJSON`` decodes to, as a screen over `base` (which the routes conform to).
func expectedHomeScreen<Base>(_ base: Base.Type = (any Route).self) -> Screen<Base> {
    func route(_ value: Any) -> Base { value as! Base }
    return Screen(
        self: route(HomeScreenRoute()),
        routes: [route(DetailScreenRoute.first), route(DetailScreenRoute.second)],
        someRouteDict: ["profilescreen": route(ProfileScreenRoute.sample)],
        someOptionalRoute: nil)
}

/// A HomeScreen payload with these routes (the elements of the array, as JSON) and route dictionary.
func screenJSON(routes: String, routeDict: String = "{}") -> String {
    #"{"self":{"type":"homescreen"},"routes":[\#(routes)],"someRouteDict":\#(routeDict)}"#
}

let homeScreenJSON = """
    {
        "self": { "type": "homescreen" },
        "routes": [
            { "type": "detailscreen", "id": "550121C5-3D8F-4AC8-AB14-BDF7E6D11626" },
            { "type": "detailscreen", "id": "697167E5-90EE-4CD2-879D-EAF49064F400" }
        ],
        "someRouteDict": {
            "profilescreen": {
                "type": "profilescreen",
                "id": "84874B0F-1F41-4380-B3C6-CC53A0DE5453",
                "tracking": {
                    "some_tracking_service": { "some_tracking_property": "some_tracking_value" }
                }
            }
        }
    }
    """
