import RouterKit

/// Opens the home screen: `{"type": "homescreen"}`, optionally on a tab.
///
/// ```swift
/// let route = HomeScreenRoute(tab: "deals")
/// ```
public struct HomeScreenRoute: Route, Equatable {
    /// The discriminator value of this route.
    public static let typeIdentifier = "homescreen"

    /// The tab to open; `nil` opens the last one used.
    public let tab: String?

    /// Creates a home route.
    public init(tab: String? = nil) {
        self.tab = tab
    }
}
