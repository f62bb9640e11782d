import Foundation
import RouterKit

/// Opens the detail screen of one item: `{"type": "detailscreen", "id": "550121C5-…"}`.
///
/// ```swift
/// let route = DetailScreenRoute(id: UUID())
/// ```
public struct DetailScreenRoute: Route, Equatable {
    /// The discriminator value of this route.
    ///
    /// ```swift
    /// DetailScreenRoute.typeIdentifier  // "detailscreen"
    /// ```
    public static let typeIdentifier = "detailscreen"

    /// The item to show.
    ///
    /// ```swift
    /// route.id.uuidString  // "550121C5-3D8F-4AC8-AB14-BDF7E6D11626"
    /// ```
    public let id: UUID

    /// Creates a detail route.
    ///
    /// ```swift
    /// let route = DetailScreenRoute(id: UUID())
    /// ```
    public init(id: UUID) {
        self.id = id
    }
}
