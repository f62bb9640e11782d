import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

struct HomeScreenTests {
    let registry: TypeRegistry

    init() throws {
        registry = try makeRouteRegistry()
    }

    @Test func decodesTheSeedExample() throws {
        let screen = try decode(HomeScreen.self, from: homeScreenJSON, registry: registry)
        #expect(same(screen.`self`, HomeScreenRoute()))
        #expect(
            sameElements(
                screen.routes,
                [
                    DetailScreenRoute(id: UUID(uuidString: "550121C5-3D8F-4AC8-AB14-BDF7E6D11626")!),
                    DetailScreenRoute(id: UUID(uuidString: "697167E5-90EE-4CD2-879D-EAF49064F400")!),
                ] as [any Route]))
        let profile = ProfileScreenRoute(
            id: UUID(uuidString: "84874B0F-1F41-4380-B3C6-CC53A0DE5453")!,
            tracking: ["some_tracking_service": ["some_tracking_property": "some_tracking_value"]])
        expectEqual(Array(screen.someRouteDict.keys), ["profilescreen"])
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
        let screen = try expectRoundTrip(
            HomeScreen.self, from: homeScreenJSON, writes: homeScreenJSON, registry: registry)
        expectEqual(screen, expectedHomeScreen())
    }

    @Test func emptyObjectForOptionalRouteIsAMissingDiscriminator() {
        let json = #"{"self":{"type":"homescreen"},"routes":[],"someRouteDict":{},"someOptionalRoute":{}}"#
        expectDecodingFailure(
            HomeScreen.self, from: json, registry: registry, .keyNotFound, at: "someOptionalRoute.type",
            message: #"Missing discriminator "type" needed to choose a type for Route."#,
            failure: .missingDiscriminator(key: "type", base: "Route"))
    }
}
