import DynamicCoding
import RouterKit

/// The profile feature's one entry point: registers its route and its handler.
///
/// ```swift
/// try ProfileFeature.register(in: registry, router: router)
/// ```
public enum ProfileFeature {
    /// Registers ``ProfileScreenRoute`` (`"profilescreen"`) for `any Route`, and its handler.
    public static func register(in registry: TypeRegistry, router: Router) throws {
        try registry.register(ProfileScreenRoute.self, for: (any Route).self)
        try router.register(ProfileScreenRouteHandler())
    }
}
