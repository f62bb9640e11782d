import Foundation
import RouterKit

/// Renders a ``BannerComponent``.
///
/// ```swift
/// BannerHandler().view(for: banner)  // Banner("Spring sale", until 2024-05-31T23:59:59Z, opens detailscreen)
/// ```
public struct BannerHandler: ComponentHandler {
    /// Creates the handler.
    public init() {}

    /// `Banner` with its title, its end date when it has one, and its target's type.
    public func view(for banner: BannerComponent) -> String {
        let until = banner.endsAt.map { ", until \($0.formatted(.iso8601))" } ?? ""
        return "Banner(\"\(banner.title)\"\(until), opens \(type(of: banner.target).typeIdentifier))"
    }
}
