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
    ///
    /// ```swift
    /// screen.config.title  // "Spring"
    /// ```
    public var title: String

    /// The components, in display order.
    ///
    /// ```swift
    /// screen.config.components.map { type(of: $0).typeIdentifier }  // ["banner", "carousel", "default"]
    /// ```
    @DynamicCodable public var components: [any Component]

    /// Creates a config screen.
    ///
    /// ```swift
    /// let config = ConfigScreen(title: "Spring", components: [])
    /// ```
    public init(title: String, components: [any Component]) {
        self.title = title
        self.components = components
    }
}
