import RouterKit

/// Renders a ``CarouselComponent``.
///
/// ```swift
/// CarouselHandler().view(for: carousel)  // Carousel(3 slides, every 5 s)
/// ```
public struct CarouselHandler: ComponentHandler {
    /// Creates the handler.
    public init() {}

    /// `Carousel` with its number of slides and how it advances.
    public func view(for carousel: CarouselComponent) -> String {
        let count = carousel.items.count
        let slides = "\(count) slide\(count == 1 ? "" : "s")"
        let pace = carousel.autoplaySeconds.map { "every \($0) s" } ?? "manual"
        return "Carousel(\(slides), \(pace))"
    }
}
