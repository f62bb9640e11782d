import RouterKit

/// The component called `"default"`: a line of plain text. The route family has a type
/// called `"default"` too; the registry keeps the two apart.
///
/// ```swift
/// // {"kind": "default", "text": "Prices include VAT."}
/// let text = DefaultComponent(text: "Prices include VAT.")
/// ```
public struct DefaultComponent: Component, Equatable {
    /// The discriminator value of this component.
    public static let typeIdentifier = "default"

    /// The text to show.
    public let text: String

    /// Creates a text component.
    public init(text: String) {
        self.text = text
    }
}
