import DynamicCoding
import RouterKit

/// The home feature's one entry point: registers its routes and their handlers.
///
/// ```swift
/// try HomeFeature.register(in: registry, router: router)
/// ```
public enum HomeFeature {
    /// Registers ``HomeScreenRoute`` (`"homescreen"`) and ``DefaultRoute`` (`"default"`)
    /// for `any Route`, and their handlers.
    public static func register(in registry: TypeRegistry, router: Router) throws {
        try registry.register(HomeScreenRoute.self, for: (any Route).self)
        try registry.register(DefaultRoute.self, for: (any Route).self)
        try router.register(HomeScreenRouteHandler())
        try router.register(DefaultRouteHandler())
    }
}
