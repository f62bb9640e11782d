import DynamicCoding

/// A building block of a configurable screen: a banner, a carousel, a line of text.
///
/// Components are a payload family of their own: the registry keeps them in a
/// namespace apart from routes, chosen by the `"kind"` key (see ``PayloadNamespaces``),
/// so a component and a route can both be called `"default"`.
///
/// ```swift
/// public struct BannerComponent: Component {
///     public static let typeIdentifier = "banner"
///     public let title: String
/// }
/// try registry.register(BannerComponent.self, for: (any Component).self)
/// ```
public protocol Component: TypeIdentifiable, Codable {}
