import DynamicCoding
import Foundation
import RouterKit

/// A banner that sends the user to a route when tapped, until an optional end date.
/// Mapped with `@Backed`: the end date sits at `schedule.ends_at`, and the target is a
/// route of the other payload family, chosen by its own `"type"` key.
///
/// ```swift
/// // {"kind": "banner", "data": {"title": "Spring sale",
/// //  "target": {"type": "detailscreen", "id": "…"},
/// //  "schedule": {"ends_at": "2024-05-31T23:59:59Z"}}}
/// ```
public struct BannerComponent: Component, BackedCodable {
    /// The discriminator value of this component.
    public static let typeIdentifier = "banner"

    /// The banner's text.
    @Backed() public var title: String

    /// Where a tap leads.
    @Backed() public var target: any Route

    /// When the banner stops showing: `schedule.ends_at`, ISO 8601; `nil` for never.
    @Backed(Path("schedule", "ends_at"), strategy: .iso8601) public var endsAt: Date?

    /// An instance holding only the declarations; the library fills it when decoding.
    public init() {}
}
