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

/// Stands in for identifiers nothing registered.
struct UnknownRoute: Route, UnknownTypeFallback, Equatable {
    static let typeIdentifier = "unknown"
    let typeIdentifier: String
    let payload: CodableValue
}

/// Not a `Route`, for the non-conforming registration test.
struct NotARoute: Codable, Equatable {
    let id: UUID
}

/// The seed's HomeScreen, plus an optional route.
struct HomeScreen: Codable {
    @DynamicCodable var `self`: any Route
    @DynamicCodable var routes: [any Route]
    @DynamicCodable var someRouteDict: [String: any Route]
    @DynamicCodable var someOptionalRoute: (any Route)?
}

/// Compares polymorphic values by concrete type and value.
func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let lhs as any Equatable, let rhs?): return lhs.isEqual(to: rhs)
    default: return false
    }
}

extension Equatable {
    func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}

/// A registry with the seed's three routes and `LegacyRoute`.
func makeRouteRegistry() throws -> TypeRegistry {
    let registry = TypeRegistry()
    try registry.register(HomeScreenRoute.self, for: (any Route).self)
    try registry.register(DetailScreenRoute.self, for: (any Route).self)
    try registry.register(ProfileScreenRoute.self, for: (any Route).self)
    try registry.register(LegacyRoute.self, for: (any Route).self)
    return registry
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
