import DynamicCoding

/// The configurable part of a screen: a title and components chosen by their `"kind"`,
/// in a plain synthesized `Codable` type with `@DynamicCodable`.
///
/// ```swift
/// // {"title": "Spring", "components": [{"kind": "banner", …}, {"kind": "default", …}]}
/// for component in screen.config.components { print(try router.render(component).view) }
/// ```
public struct ConfigScreen: Codable {
    /// The screen's title.
    public var title: String

    /// The components, in display order.
    @DynamicCodable public var components: [any Component]

    /// Creates a config screen.
    public init(title: String, components: [any Component]) {
        self.title = title
        self.components = components
    }
}
