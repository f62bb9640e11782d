import DynamicCoding
import Foundation
import RouterKit

/// Opens a user's profile, with the tracking parameters of the seed's example, mapped
/// with `@Backed`: `tracking` may be left out of the payload.
///
/// ```swift
/// // {"type": "profilescreen", "id": "84874B0F-…",
/// //  "tracking": {"some_tracking_service": {"some_tracking_property": "some_tracking_value"}}}
/// let route = ProfileScreenRoute(id: UUID())
/// ```
public struct ProfileScreenRoute: Route, BackedCodable {
    /// The discriminator value of this route.
    public static let typeIdentifier = "profilescreen"

    /// The user whose profile to show.
    @Backed() public var id: UUID

    /// Parameters per tracking service; empty when the payload has none.
    @Backed(defaultValue: [:], replacing: .missing) public var tracking: [String: [String: String]]

    /// An instance holding only the declarations; the library fills it when decoding.
    public init() {}

    /// Creates a profile route.
    public init(id: UUID, tracking: [String: [String: String]] = [:]) {
        self.id = id
        self.tracking = tracking
    }
}
