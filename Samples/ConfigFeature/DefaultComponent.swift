import RouterKit

/// The component called `"default"`: a line of plain text, sent as a string (components
/// are sent adjacently, so their content may be any JSON value). The route family has a
/// type called `"default"` too; the registry keeps the two apart.
///
/// ```swift
/// // {"kind": "default", "data": "Prices include VAT."}
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

    /// Reads the text, a string.
    public init(from decoder: any Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
    }

    /// Writes the text, a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
