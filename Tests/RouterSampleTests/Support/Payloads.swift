import Foundation

/// The sample's source folder, found from this file so tests work in any clone.
let samplesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples")

/// The bundled payload's text, read from the source tree.
let bundledPayload: String = {
    let url = samplesDirectory.appendingPathComponent("RouterSampleCore/Resources/home-screen.json")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
}()

/// The bundled payload with `original` replaced by `replacement`; an empty string when
/// `original` does not occur, so that a stale test fails instead of testing nothing.
func bundledPayload(replacing original: String, with replacement: String) -> String {
    guard bundledPayload.contains(original) else { return "" }
    return bundledPayload.replacingOccurrences(of: original, with: replacement)
}

/// A small payload: the seed's routes, the required dates and one component.
let minimalPayload = """
    {
        "self": { "type": "homescreen", "tab": "deals" },
        "routes": [],
        "someRouteDict": {},
        "meta": { "generated_at": "2024-06-01T00:00:00Z" },
        "config": { "title": "Plain", "components": [{ "kind": "default", "data": "Hello" }] }
    }
    """

/// The lines `minimalPayload` prints after the line naming where it came from.
let minimalPayloadHandling = [
    "self (homescreen) -> HomeScreenRouteHandler: HomeView(tab: deals)",
    "someOptionalRoute: absent",
    #"config.components[0] (default) -> DefaultComponentHandler: Text("Hello")"#,
    "Handled 1 route and 1 component.",
]

/// The registry lines every routing run starts with.
let registryLines = [
    #"Routes by "type": default, detailscreen, homescreen, profilescreen"#,
    #"Components by "kind", content in "data": banner, carousel, default"#,
    "Registry frozen.",
]

/// What routing the bundled payload prints after the line naming where it came from.
let bundledHandling = [
    "self (homescreen) -> HomeScreenRouteHandler: HomeView",
    "routes[0] (detailscreen) -> DetailScreenRouteHandler: DetailView(id: 550121C5-3D8F-4AC8-AB14-BDF7E6D11626)",
    "routes[1] (detailscreen) -> DetailScreenRouteHandler: DetailView(id: 697167E5-90EE-4CD2-879D-EAF49064F400)",
    "someRouteDict.profilescreen (profilescreen) -> ProfileScreenRouteHandler: "
        + "ProfileView(id: 84874B0F-1F41-4380-B3C6-CC53A0DE5453, tracking: some_tracking_service)",
    "someOptionalRoute (default) -> DefaultRouteHandler: LaunchView",
    "featured[0] (homescreen) -> HomeScreenRouteHandler: HomeView(tab: deals)",
    "featured[2] (profilescreen) -> ProfileScreenRouteHandler: "
        + "ProfileView(id: 2F1D43A7-5C0B-4E7A-9C43-0D2B6B7E51A9, tracking: none)",
    #"config.components[0] (banner) -> BannerHandler: "#
        + #"Banner("Spring sale", until 2024-05-31T23:59:59Z, opens detailscreen)"#,
    "config.components[1] (carousel) -> CarouselHandler: Carousel(3 slides, every 5 s)",
    #"config.components[2] (default) -> DefaultComponentHandler: Text("Prices include VAT.")"#,
    "Handled 7 routes and 3 components.",
]

/// The registered route identifiers as error messages list them.
let knownRoutes = #""default", "detailscreen", "homescreen", "profilescreen""#

/// The line on the unknown route the bundled payload's lossy list drops.
let unknownFeaturedRoute =
    #"featured[1].type: Unknown type identifier "settings" for Route; registered identifiers: \#(knownRoutes)."#

/// Where the unknown route the bundled payload's lossy list drops sits.
let unknownFeaturedRoutePlace = lines(
    """
      --> line 19, column 19
       |
    19 |         { "type": "settings", "section": "privacy" },
       |                   ^^^^^^^^^^
    """)

/// The warning for the unknown route the bundled payload's lossy list drops, shown where
/// it sits in the payload.
let bundledWarning = ["warning: featured[1]: dropped: \(unknownFeaturedRoute)"] + unknownFeaturedRoutePlace

/// The lines of a multi-line string.
func lines(_ text: String) -> [String] {
    text.components(separatedBy: "\n")
}
