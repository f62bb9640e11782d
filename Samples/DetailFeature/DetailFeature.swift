import DynamicCoding
import RouterKit

/// The detail feature's one entry point: registers its route and its handler.
///
/// ```swift
/// try DetailFeature.register(in: registry, router: router)
/// ```
public enum DetailFeature {
    /// Registers ``DetailScreenRoute`` (`"detailscreen"`) for `any Route`, and its handler.
    public static func register(in registry: TypeRegistry, router: Router) throws {
        try registry.register(DetailScreenRoute.self, for: (any Route).self)
        try router.register(DetailScreenRouteHandler())
    }
}
