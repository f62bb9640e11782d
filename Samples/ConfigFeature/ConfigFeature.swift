import DynamicCoding
import RouterKit

/// The config screen feature's one entry point: registers its components and their
/// handlers.
///
/// ```swift
/// try ConfigFeature.register(in: registry, router: router)
/// ```
public enum ConfigFeature {
    /// Registers ``BannerComponent`` (`"banner"`), ``CarouselComponent`` (`"carousel"`)
    /// and ``DefaultComponent`` (`"default"`) for `any Component`, and their handlers.
    public static func register(in registry: TypeRegistry, router: Router) throws {
        try registry.register(BannerComponent.self, for: (any Component).self)
        try registry.register(CarouselComponent.self, for: (any Component).self)
        try registry.register(DefaultComponent.self, for: (any Component).self)
        try router.register(BannerHandler())
        try router.register(CarouselHandler())
        try router.register(DefaultComponentHandler())
    }
}
