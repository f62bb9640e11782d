import RouterKit

/// Opens the home screen: `{"type": "homescreen"}`, optionally on a tab.
///
/// ```swift
/// let route = HomeScreenRoute(tab: "deals")
/// ```
public struct HomeScreenRoute: Route, Equatable {
    /// The discriminator value of this route.
    ///
    /// ```swift
    /// HomeScreenRoute.typeIdentifier  // "homescreen"
    /// ```
    public static let typeIdentifier = "homescreen"

    /// The tab to open; `nil` opens the last one used.
    ///
    /// ```swift
    /// HomeScreenRoute(tab: "deals").tab  // "deals"
    /// ```
    public let tab: String?

    /// Creates a home route.
    ///
    /// ```swift
    /// let route = HomeScreenRoute()
    /// ```
    public init(tab: String? = nil) {
        self.tab = tab
    }
}
