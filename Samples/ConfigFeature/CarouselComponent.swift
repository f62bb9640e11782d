import RouterKit

/// A row of titled slides that may advance on its own.
///
/// ```swift
/// // {"kind": "carousel", "data": {"items": ["New in", "Bestsellers"], "autoplay_seconds": 5}}
/// let carousel = CarouselComponent(items: ["New in"], autoplaySeconds: nil)
/// ```
public struct CarouselComponent: Component, Equatable {
    /// The discriminator value of this component.
    public static let typeIdentifier = "carousel"

    /// The slides' titles, in order.
    public let items: [String]

    /// Seconds between slides; `nil` when the user swipes.
    public let autoplaySeconds: Int?

    /// Creates a carousel.
    public init(items: [String], autoplaySeconds: Int?) {
        self.items = items
        self.autoplaySeconds = autoplaySeconds
    }

    private enum CodingKeys: String, CodingKey {
        case items
        case autoplaySeconds = "autoplay_seconds"
    }
}
