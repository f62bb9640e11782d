import Foundation
import RouterKit

/// Opens the detail screen of one item: `{"type": "detailscreen", "id": "550121C5-…"}`.
///
/// ```swift
/// let route = DetailScreenRoute(id: UUID())
/// ```
public struct DetailScreenRoute: Route, Equatable {
    /// The discriminator value of this route.
    public static let typeIdentifier = "detailscreen"

    /// The item to show.
    public let id: UUID

    /// Creates a detail route.
    public init(id: UUID) {
        self.id = id
    }
}
