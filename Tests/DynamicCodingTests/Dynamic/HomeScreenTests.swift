import DynamicCoding
import Foundation
import Testing

@Suite struct HomeScreenTests {
    let registry: TypeRegistry

    init() throws {
        registry = try makeRouteRegistry()
    }

    @Test func decodesTheSeedExample() throws {
        let screen = try decode(HomeScreen.self, from: homeScreenJSON, registry: registry)
        #expect(same(screen.`self`, HomeScreenRoute()))
        #expect(screen.routes.count == 2)
        #expect(
            same(
                screen.routes[0],
                DetailScreenRoute(id: UUID(uuidString: "550121C5-3D8F-4AC8-AB14-BDF7E6D11626")!)))
        #expect(
            same(
                screen.routes[1],
                DetailScreenRoute(id: UUID(uuidString: "697167E5-90EE-4CD2-879D-EAF49064F400")!)))
        let profile = ProfileScreenRoute(
            id: UUID(uuidString: "84874B0F-1F41-4380-B3C6-CC53A0DE5453")!,
            tracking: ["some_tracking_service": ["some_tracking_property": "some_tracking_value"]])
        #expect(Array(screen.someRouteDict.keys) == ["profilescreen"])
        #expect(same(screen.someRouteDict["profilescreen"], profile))
        #expect(screen.someOptionalRoute == nil)
    }

    @Test func decodesAPresentOptionalRoute() throws {
        let json = homeScreenJSON.replacingOccurrences(
            of: #""self": { "type": "homescreen" },"#,
            with: #""self": { "type": "homescreen" }, "someOptionalRoute": { "type": "homescreen" },"#)
        let screen = try decode(HomeScreen.self, from: json, registry: registry)
        #expect(same(screen.someOptionalRoute, HomeScreenRoute()))
    }

    @Test func nullOptionalRouteIsNil() throws {
        let json = homeScreenJSON.replacingOccurrences(
            of: #""self": { "type": "homescreen" },"#,
            with: #""self": { "type": "homescreen" }, "someOptionalRoute": null,"#)
        let screen = try decode(HomeScreen.self, from: json, registry: registry)
        #expect(screen.someOptionalRoute == nil)
    }

    @Test func roundTripsWithDiscriminatorsAndOmitsNil() throws {
        let screen = try decode(HomeScreen.self, from: homeScreenJSON, registry: registry)
        try expectEncodes(screen, to: homeScreenJSON, registry: registry)
        let again = try decode(
            HomeScreen.self, from: encodeJSON(screen, registry: registry), registry: registry)
        #expect(same(again.routes[1], screen.routes[1]))
        #expect(same(again.someRouteDict["profilescreen"], screen.someRouteDict["profilescreen"]))
    }

    @Test func emptyObjectForOptionalRouteIsAMissingDiscriminator() {
        let json = #"{"self":{"type":"homescreen"},"routes":[],"someRouteDict":{},"someOptionalRoute":{}}"#
        expectDecodingFailure(
            HomeScreen.self, from: json, registry: registry, .keyNotFound, at: "someOptionalRoute.type",
            failure: .missingDiscriminator(key: "type", base: "Route"))
    }
}
