import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Every Swift example of Documentation.docc/Polymorphism.md. Types keep the article's
// names inside the namespace; statements go in tests; each `// result` comment is an exact
// expectation. Errors.md and ThreadSafety.md use the `HomeScreen` and routes declared here.

enum PolymorphismExamples {
    protocol Route: Codable, TypeIdentifiable {}

    struct HomeScreenRoute: Route {
        static let typeIdentifier = "homescreen"
    }

    struct DetailScreenRoute: Route {
        static let typeIdentifier = "detailscreen"
        let id: UUID
    }

    struct ProfileScreenRoute: Route {
        static let typeIdentifier = "profilescreen"
        let id: UUID
        let tracking: [String: [String: String]]
    }

    /// The article's launch-time registration (harmless when repeated).
    static func registerRoutes() throws {
        try TypeRegistry.shared.register(HomeScreenRoute.self, for: (any Route).self)
        try TypeRegistry.shared.register(DetailScreenRoute.self, for: (any Route).self)
        try TypeRegistry.shared.register(ProfileScreenRoute.self, for: (any Route).self)
    }

    struct HomeScreen: Codable {
        @DynamicCodable var `self`: any Route
        @DynamicCodable var routes: [any Route]
        @DynamicCodable var someRouteDict: [String: any Route]
        @DynamicCodable var someOptionalRoute: (any Route)?
    }

    static let json = """
        {
            "self": {"type": "homescreen"},
            "routes": [
                {"type": "detailscreen", "id": "550121C5-3D8F-4AC8-AB14-BDF7E6D11626"},
                {"type": "detailscreen", "id": "697167E5-90EE-4CD2-879D-EAF49064F400"}
            ],
            "someRouteDict": {
                "profilescreen": {
                    "type": "profilescreen",
                    "id": "84874B0F-1F41-4380-B3C6-CC53A0DE5453",
                    "tracking": {"some_tracking_service": {"some_tracking_property": "some_tracking_value"}}
                }
            }
        }
        """

    struct Inbox: Decodable {
        let title: String
        @DynamicDecodable var next: (any Route)?
    }

    protocol Condition: Codable {}

    struct FeatureFlag: Route, Condition {
        static let typeIdentifier = "flag"
        let name: String
    }

    struct Navigation: BackedCodable {
        @Backed(Path("data", "start")) var start: any Route
        @Backed(options: .lossy) var featured: [any Route]
        @Backed var next: (any Route)?
        @Backed(defaultValue: HomeScreenRoute()) var fallback: any Route
    }

    protocol Component: Codable {}

    struct TextComponent: Component {
        let text: String
    }

    struct PlainComponent: Component {
        let title: String
    }

    struct UnknownComponent: Component, UnknownTypeFallback {
        let typeIdentifier: String
        let payload: CodableValue
    }

    struct Page: Codable {
        @DynamicCodable var components: [any Component]
    }

    protocol KubeObject: Codable, TypeIdentifiable {}

    struct UnknownKind: KubeObject, UnknownTypeFallback {
        let typeIdentifier: String
        let payload: CodableValue
    }

    static func kind(of object: any KubeObject) -> String {
        (object as? any UnknownTypeFallback)?.typeIdentifier ?? type(of: object).typeIdentifier
    }

    struct Deployment: KubeObject {
        static let typeIdentifier = "Deployment"
        struct Spec: Codable {
            var replicas: Int
        }
        var spec: Spec
    }

    struct Manifests: Codable {
        @DynamicCodable var items: [any KubeObject]
    }

    struct Tests {
        init() throws {
            try registerRoutes()
        }

        @Test func registeredIdentifiers() {
            expectEqual(
                TypeRegistry.shared.typeIdentifiers(for: (any Route).self),
                [
                    "detailscreen", "homescreen", "profilescreen",
                ])
        }

        /// "Registering the same type again is harmless; a different type under a taken
        /// identifier throws `identifierTaken`."
        @Test func registeringAgainAndTakenIdentifiers() throws {
            let registry = TypeRegistry()
            try registry.register(HomeScreenRoute.self, for: (any Route).self)
            try registry.register(HomeScreenRoute.self, for: (any Route).self)
            expectEqual(registry.typeIdentifiers(for: (any Route).self), ["homescreen"])
            do {
                try registry.register(
                    DetailScreenRoute.self, for: (any Route).self, typeIdentifier: "homescreen")
                Issue.record("Expected identifierTaken")
            } catch {
                expectEqual(
                    error as? RegistrationError,
                    .identifierTaken(
                        "homescreen", base: "Route", registered: "HomeScreenRoute",
                        rejected: "DetailScreenRoute"))
                expectEqual(
                    "\(error)",
                    #"Cannot register DetailScreenRoute as "homescreen" for Route: "#
                        + "HomeScreenRoute is registered under it.")
            }
        }

        @Test func oneTypeForSeveralBases() throws {
            let registry = TypeRegistry()
            try registry.register(FeatureFlag.self, for: [(any Route).self, (any Condition).self])
            try registry.register(
                FeatureFlag.self, for: [(any Route).self, (any Condition).self], typeIdentifier: "feature")
            expectEqual(registry.typeIdentifiers(for: (any Condition).self), ["feature", "flag"])
        }

        /// "all or none: when one base refuses it (an identifier taken there, say), it is
        /// registered for none."
        @Test func aRefusalForOneBaseRegistersForNone() throws {
            let registry = TypeRegistry()
            try registry.register(HomeScreenRoute.self, for: (any Route).self, typeIdentifier: "flag")
            #expect(
                throws: RegistrationError.identifierTaken(
                    "flag", base: "Route", registered: "HomeScreenRoute", rejected: "FeatureFlag")
            ) { try registry.register(FeatureFlag.self, for: [(any Condition).self, (any Route).self]) }
            expectEqual(registry.typeIdentifiers(for: (any Condition).self), [])
        }

        @Test func dynamicCodableDecodesAndEncodes() throws {
            let screen = try JSONDecoder().decode(HomeScreen.self, from: Data(json.utf8))
            expectEqual(screen.routes.map { type(of: $0).typeIdentifier }, ["detailscreen", "detailscreen"])
            expectEqual(
                (screen.routes[1] as? DetailScreenRoute)?.id.uuidString,
                "697167E5-90EE-4CD2-879D-EAF49064F400")
            expectEqual(
                (screen.someRouteDict["profilescreen"] as? ProfileScreenRoute)?.tracking.keys.first,
                "some_tracking_service")
            expectEqual(
                (screen.someRouteDict["profilescreen"] as? ProfileScreenRoute)?.tracking,
                ["some_tracking_service": ["some_tracking_property": "some_tracking_value"]])
            #expect(screen.someOptionalRoute == nil)

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let home = HomeScreen(
                self: HomeScreenRoute(), routes: [], someRouteDict: [:], someOptionalRoute: nil)
            expectEqual(
                String(decoding: try encoder.encode(home), as: UTF8.self),
                #"{"routes":[],"self":{"type":"homescreen"},"someRouteDict":{}}"#)
        }

        @Test func dynamicDecodableInATypeThatOnlyDecodes() throws {
            let inbox = try JSONDecoder().decode(Inbox.self, from: Data(#"{"title": "Mail"}"#.utf8))
            #expect(inbox.next == nil)
            expectEqual(inbox.title, "Mail")
        }

        @Test func polymorphicValuesInBacked() throws {
            let navigation = try JSONDecoder().decode(
                Navigation.self,
                from: Data(
                    """
                    {
                        "data": {"start": {"type": "detailscreen", "id": "550121C5-3D8F-4AC8-AB14-BDF7E6D11626"}},
                        "featured": [{"type": "homescreen"}, {"type": "settings"}],
                        "fallback": {"type": "settings"}
                    }
                    """.utf8))
            expectEqual(type(of: navigation.start).typeIdentifier, "detailscreen")
            expectEqual(navigation.featured.map { type(of: $0).typeIdentifier }, ["homescreen"])
            #expect(navigation.next == nil)
            expectEqual(type(of: navigation.fallback).typeIdentifier, "homescreen")
        }

        @Test func aRegistryOfYourOwn() throws {
            let registry = TypeRegistry()
            try registry.setDiscriminatorKey("kind", for: (any Component).self)
            try registry.register(TextComponent.self, for: (any Component).self, typeIdentifier: "text")
            try registry.register(TextComponent.self, for: (any Component).self, typeIdentifier: "label")
            try registry.setFallback(UnknownComponent.self, for: (any Component).self)
            try registry.setDefault(PlainComponent.self, for: (any Component).self)
            registry.freeze()

            let decoder = JSONDecoder()
            decoder.userInfo[.typeRegistry] = registry
            let page = try decoder.decode(
                Page.self,
                from: Data(
                    """
                    {"components": [
                        {"kind": "label", "text": "Hi"},
                        {"kind": "video", "url": "v.mp4"},
                        {"title": "Plain"}
                    ]}
                    """.utf8))
            expectEqual(
                page.components.map { "\(type(of: $0))" },
                [
                    "TextComponent", "UnknownComponent", "PlainComponent",
                ])
            expectEqual((page.components[1] as? UnknownComponent)?.typeIdentifier, "video")

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            encoder.userInfo[.typeRegistry] = registry
            expectEqual(
                String(decoding: try encoder.encode(page), as: UTF8.self),
                #"{"components":[{"kind":"text","text":"Hi"},{"kind":"video","url":"v.mp4"},"#
                    + #"{"title":"Plain"}]}"#)

            expectEqual(registry.typeIdentifiers(for: (any Component).self), ["label", "text"])
            do {
                try registry.register(PlainComponent.self, for: (any Component).self, typeIdentifier: "plain")
                Issue.record("Expected the frozen registry to refuse the registration")
            } catch {
                expectEqual(
                    "\(error)", "Cannot register PlainComponent for Component: the registry is frozen.")
                expectEqual(
                    error as? RegistrationError, .frozen(rejected: "PlainComponent", base: "Component"))
            }
        }

        @Test func keepPayloadsAKnownTypeCannotRead() throws {
            let registry = TypeRegistry()
            try registry.setDiscriminatorKey("kind", for: (any KubeObject).self)
            try registry.register(Deployment.self, for: (any KubeObject).self)
            try registry.setFallback(
                UnknownKind.self, for: (any KubeObject).self, alsoWhenDecodingFails: true)
            registry.freeze()

            let report = DecodingReport()
            let decoder = JSONDecoder()
            decoder.userInfo[.typeRegistry] = registry
            decoder.userInfo[.decodingReport] = report
            let manifests = try decoder.decode(
                Manifests.self,
                from: Data(
                    """
                    {"items": [
                        {"kind": "Deployment", "spec": {"replicas": "two"}},
                        {"kind": "CronTab", "schedule": "@daily"},
                        {"kind": "Deployment", "spec": {"replicas": 3}}
                    ]}
                    """.utf8))
            expectEqual(
                manifests.items.map { "\(type(of: $0))" }, ["UnknownKind", "UnknownKind", "Deployment"])
            expectEqual(manifests.items.map(kind(of:)), ["Deployment", "CronTab", "Deployment"])
            expectEqual(
                "\(report)",
                "items[0]: kept as fallback: items[0].spec.replicas: Expected to decode Int but found a string instead."
            )

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            encoder.userInfo[.typeRegistry] = registry
            expectEqual(
                String(decoding: try encoder.encode(manifests), as: UTF8.self),
                #"{"items":[{"kind":"Deployment","spec":{"replicas":"two"}},{"kind":"CronTab","schedule":"@daily"},"#
                    + #"{"kind":"Deployment","spec":{"replicas":3}}]}"#)
        }

        /// "The empty identifier also keeps the fallback from being registered as a type of its own."
        @Test func fallbackTypesOnATypeIdentifiableBase() {
            expectEqual(UnknownKind.typeIdentifier, "")
            #expect(throws: RegistrationError.emptyIdentifier(type: "UnknownKind", base: "KubeObject")) {
                try TypeRegistry().register(UnknownKind.self, for: (any KubeObject).self)
            }
        }
    }
}
