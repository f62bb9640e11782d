import DynamicCoding
import Foundation

/// The home screen payload of the DynamicCodable seed, mapped with `@Backed`: the
/// seed's four polymorphic properties, a lossy list, two dates under `meta` and the
/// config screen with its components.
///
/// ```swift
/// let decoder = JSONDecoder()
/// decoder.userInfo[.typeRegistry] = registry
/// let screen = try decoder.decode(HomeScreen.self, from: data)
/// for route in screen.routes { print(try router.route(route).view) }
/// ```
public struct HomeScreen: BackedCodable {
    /// The route that opens this screen (`"self"` in the payload).
    @Backed() public var `self`: any Route

    /// The screen's routes, in order.
    @Backed() public var routes: [any Route]

    /// Routes by name.
    @Backed() public var someRouteDict: [String: any Route]

    /// A route that may be absent or `null`.
    @Backed() public var someOptionalRoute: (any Route)?

    /// Featured routes; one this build does not know (or cannot read) is left out and
    /// recorded in the decoder's `DecodingReport` instead of failing the screen. A
    /// payload without the key has none.
    @Backed(defaultValue: [], replacing: .missing, options: .lossy) public var featured: [any Route]

    /// When the server built the payload: `meta.generated_at`, ISO 8601.
    @Backed(Path("meta", "generated_at"), strategy: .iso8601) public var generatedAt: Date

    /// When the payload goes stale: `meta.expires_at`, seconds since 1970, optional.
    @Backed(Path("meta", "expires_at"), strategy: .secondsSince1970) public var expiresAt: Date?

    /// The configurable part of the screen, a second payload family.
    @Backed() public var config: ConfigScreen

    /// An instance holding only the declarations; the library fills it when decoding.
    public init() {}
}
