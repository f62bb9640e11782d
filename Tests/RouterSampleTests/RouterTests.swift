import ConfigFeature
import DetailFeature
import DynamicCoding
import ExpectationSupport
import Foundation
import HomeFeature
import ProfileFeature
import RouterKit
import Testing

struct RouterTests {
    let registry = TypeRegistry()
    let router = Router()

    init() throws {
        try PayloadNamespaces.configure(registry)
        try HomeFeature.register(in: registry, router: router)
        try DetailFeature.register(in: registry, router: router)
        try ProfileFeature.register(in: registry, router: router)
        try ConfigFeature.register(in: registry, router: router)
    }

    func decode<Base>(_ base: Base.Type, from json: String) throws -> Base {
        let decoder = JSONDecoder()
        decoder.userInfo[.typeRegistry] = registry
        return try decoder.decode(DynamicCodable<Base>.self, from: Data(json.utf8)).wrappedValue
    }

    @Test func eachFamilyHasItsOwnDefault() throws {
        expectEqual(
            registry.typeIdentifiers(for: (any Route).self),
            ["default", "detailscreen", "homescreen", "profilescreen"])
        expectEqual(registry.typeIdentifiers(for: (any Component).self), ["banner", "carousel", "default"])
        let route = try decode((any Route).self, from: #"{"type": "default"}"#)
        let component = try decode((any Component).self, from: #"{"kind": "default", "data": "Hi"}"#)
        try expectEqual(router.route(route), Handling(handler: "DefaultRouteHandler", view: "LaunchView"))
        try expectEqual(
            router.render(component), Handling(handler: "DefaultComponentHandler", view: #"Text("Hi")"#)
        )
    }

    @Test func dispatchesToTheHandlerOfTheConcreteType() throws {
        let id = UUID(uuidString: "550121C5-3D8F-4AC8-AB14-BDF7E6D11626")!
        try expectEqual(
            router.route(DetailScreenRoute(id: id)),
            Handling(handler: "DetailScreenRouteHandler", view: "DetailView(id: \(id.uuidString))"))
        try expectEqual(
            router.route(ProfileScreenRoute(id: id, tracking: ["ads": [:]])),
            Handling(
                handler: "ProfileScreenRouteHandler",
                view: "ProfileView(id: \(id.uuidString), tracking: ads)"))
        try expectEqual(
            router.render(CarouselComponent(items: ["A"], autoplaySeconds: nil)),
            Handling(handler: "CarouselHandler", view: "Carousel(1 slide, manual)"))
    }

    @Test func aSecondHandlerForATypeIsRefused() {
        #expect(
            throws: RoutingError.handlerTaken(
                type: "DetailScreenRoute", registered: "DetailScreenRouteHandler",
                rejected: "DetailScreenRouteHandler")
        ) {
            try router.register(DetailScreenRouteHandler())
        }
    }

    @Test func aRouteWithoutHandlerIsAnError() {
        struct SettingsRoute: Route {
            static let typeIdentifier = "settings"
        }
        #expect(throws: RoutingError.noHandler(type: "SettingsRoute")) {
            try router.route(SettingsRoute())
        }
    }

    @Test func aFrozenRegistryRefusesALateFeature() {
        let late = TypeRegistry()
        late.freeze()
        #expect(throws: RegistrationError.frozen(rejected: "DetailScreenRoute", base: "Route")) {
            try DetailFeature.register(in: late, router: Router())
        }
    }
}
