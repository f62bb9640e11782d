import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// Shares the identifier "default" with `PlainComponent`, under another protocol.
private struct DefaultRoute: Route, Equatable {
    static let typeIdentifier = "default"
    let name: String
}

/// One type per `Tag`, for namespaces of many distinct types.
private struct Tagged<Tag>: Component, Equatable {
    let n: Int
}

/// Registers `Tagged<Tag>` under an identifier, with a value of it.
private func tagged<Tag>(_ tag: Tag.Type, _ n: Int) -> (
    register: (TypeRegistry, String) throws -> Void, value: any Component
) {
    ({ try $0.register(Tagged<Tag>.self, for: (any Component).self, typeIdentifier: $1) }, Tagged<Tag>(n: n))
}

private var taggedTypes: [(register: (TypeRegistry, String) throws -> Void, value: any Component)] {
    [
        tagged(Int.self, 0), tagged(String.self, 1), tagged(Bool.self, 2), tagged(Double.self, 3),
        tagged(Float.self, 4), tagged(UInt8.self, 5), tagged(Int8.self, 6), tagged(Int16.self, 7),
        tagged(Int32.self, 8), tagged(UInt.self, 9),
    ]
}

struct RegistryTests {
    private let route = (any Route).self
    private let component = (any Component).self

    @Test func registersUnderTheTypeIdentifiableIdentifier() throws {
        let registry = TypeRegistry()
        try registry.register(DetailScreenRoute.self, for: route)
        expectEqual(registry.typeIdentifiers(for: route), ["detailscreen"])
        let decoded = try decodeDynamic(route, from: DetailScreenRoute.first.json, registry: registry)
        #expect(same(decoded, DetailScreenRoute.first))
    }

    @Test func registersUnderAnExplicitIdentifier() throws {
        let registry = try makeComponentRegistry()
        expectEqual(registry.typeIdentifiers(for: component), ["text"])
        let decoded = try decodeDynamic(component, from: #"{"type":"text","text":"Hi"}"#, registry: registry)
        #expect(same(decoded, TextComponent(text: "Hi")))
        try expectEncodes(
            DynamicCodable(wrappedValue: decoded), to: #"{"type":"text","text":"Hi"}"#, registry: registry)
    }

    @Test func aliasesAllDecodeAndTheFirstIsEncoded() throws {
        let registry = TypeRegistry()
        try registry.register(DetailScreenRoute.self, for: route, typeIdentifier: "detail")
        try registry.register(DetailScreenRoute.self, for: route, typeIdentifier: "details")
        expectEqual(registry.typeIdentifiers(for: route), ["detail", "details"])
        let id = DetailScreenRoute.first.id.uuidString
        for alias in ["detail", "details"] {
            let decoded = try decodeDynamic(
                route, from: #"{"type":"\#(alias)","id":"\#(id)"}"#, registry: registry)
            #expect(same(decoded, DetailScreenRoute.first))
            let encoded = DynamicCodable(wrappedValue: decoded)
            try expectEncodes(encoded, to: #"{"type":"detail","id":"\#(id)"}"#, registry: registry)
        }
    }

    @Test func registeringTheSameTypeAgainIsHarmless() throws {
        let registry = try makeRouteRegistry()
        try registry.register(DetailScreenRoute.self, for: route)
        try registry.register(DetailScreenRoute.self, for: route, typeIdentifier: "detailscreen")
        expectEqual(registry.typeIdentifiers(for: route), routeIdentifiers)
        let decoded = try decodeDynamic(route, from: DetailScreenRoute.first.json, registry: registry)
        #expect(same(decoded, DetailScreenRoute.first))
    }

    @Test func aDifferentTypeUnderATakenIdentifierIsRefused() throws {
        let registry = try makeRouteRegistry()
        let expected = RegistrationError.identifierTaken(
            "detailscreen", base: "Route", registered: "DetailScreenRoute", rejected: "ProfileScreenRoute")
        #expect(throws: expected) {
            try registry.register(ProfileScreenRoute.self, for: route, typeIdentifier: "detailscreen")
        }
        expectEqual(
            expected.description,
            #"Cannot register ProfileScreenRoute as "detailscreen" for Route: "#
                + "DetailScreenRoute is registered under it.")
        let decoded = try decodeDynamic(route, from: DetailScreenRoute.first.json, registry: registry)
        #expect(same(decoded, DetailScreenRoute.first))
    }

    @Test func anEmptyIdentifierIsRefused() {
        let registry = TypeRegistry()
        let expected = RegistrationError.emptyIdentifier(type: "TextComponent", base: "Component")
        #expect(throws: expected) {
            try registry.register(TextComponent.self, for: component, typeIdentifier: "")
        }
        expectEqual(
            expected.description, "Cannot register TextComponent for Component with an empty identifier.")
        expectEqual(registry.typeIdentifiers(for: component), [])
    }

    @Test func freezingRefusesLaterRegistrations() throws {
        let registry = try makeRouteRegistry()
        #expect(!registry.isFrozen)
        registry.freeze()
        #expect(registry.isFrozen)
        let expected = RegistrationError.frozen(rejected: "TextComponent", base: "Component")
        #expect(throws: expected) {
            try registry.register(TextComponent.self, for: component, typeIdentifier: "text")
        }
        expectEqual(
            expected.description, "Cannot register TextComponent for Component: the registry is frozen.")
        #expect(throws: RegistrationError.frozen(rejected: "DetailScreenRoute", base: "Route")) {
            try registry.register(DetailScreenRoute.self, for: route)
        }
        expectEqual(registry.typeIdentifiers(for: route), routeIdentifiers)
        expectEqual(registry.typeIdentifiers(for: component), [])
        let decoded = try decodeDynamic(route, from: DetailScreenRoute.first.json, registry: registry)
        #expect(same(decoded, DetailScreenRoute.first))
    }

    @Test func typeIdentifiersAreSorted() throws {
        let registry = TypeRegistry()
        for identifier in ["zeta", "alpha", "Mu", "beta"] {
            try registry.register(TextComponent.self, for: component, typeIdentifier: identifier)
        }
        expectEqual(registry.typeIdentifiers(for: component), ["Mu", "alpha", "beta", "zeta"])
        expectEqual(registry.typeIdentifiers(for: route), [])
    }

    @Test func eachProtocolHasItsOwnNamespace() throws {
        let registry = TypeRegistry()
        try registry.register(DefaultRoute.self, for: route)
        try registry.register(PlainComponent.self, for: component, typeIdentifier: "default")
        let json = #"{"type":"default","name":"route","title":"component"}"#
        #expect(same(try decodeDynamic(route, from: json, registry: registry), DefaultRoute(name: "route")))
        #expect(
            same(
                try decodeDynamic(component, from: json, registry: registry),
                PlainComponent(title: "component")))
        expectEqual(registry.typeIdentifiers(for: route), ["default"])
        expectEqual(registry.typeIdentifiers(for: component), ["default"])
    }

    @Test(arguments: ["kind", "__typename"])
    func discriminatorKeyCanBeChanged(key: String) throws {
        let registry = try makeComponentRegistry()
        try registry.setDiscriminatorKey(key, for: component)
        let json = #"{"components":[{"\#(key)":"text","text":"Hi","type":"image"}]}"#
        let page = try decode(Page.self, from: json, registry: registry)
        expectEqual(page, Page(components: [TextComponent(text: "Hi")]))
        try expectEncodes(page, to: #"{"components":[{"\#(key)":"text","text":"Hi"}]}"#, registry: registry)
        expectDecodingFailure(
            Page.self, from: #"{"components":[{"type":"text","text":"Hi"}]}"#, registry: registry,
            .keyNotFound, at: "components[0].\(key)",
            message: #"Missing discriminator "\#(key)" needed to choose a type for Component."#,
            failure: .missingDiscriminator(key: key, base: "Component"))
    }

    @Test func fallbackKeepsTheIdentifierAndPayloadAndEncodesThemBack() throws {
        let registry = try makeRouteRegistry()
        try registry.setFallback(UnknownRoute.self, for: route)
        let unknown = #"{"type":"settings","theme":"dark","sizes":[1,2.5,true,null],"nested":{"a":"b"}}"#
        let json = screenJSON(routes: "\(DetailScreenRoute.first.json),\(unknown)")
        let screen = try decode(HomeScreen.self, from: json, registry: registry)
        let payload = CodableValue.object([
            "type": .string("settings"), "theme": .string("dark"),
            "sizes": .array([.int(1), .double(2.5), .bool(true), .null]),
            "nested": .object(["a": .string("b")]),
        ])
        #expect(
            sameElements(
                screen.routes,
                [DetailScreenRoute.first, UnknownRoute(typeIdentifier: "settings", payload: payload)]))
        try expectEncodes(screen, to: json, registry: registry)
        try expectRoundTrip(HomeScreen.self, from: json, registry: registry)
    }

    @Test func defaultDecodesPayloadsWithoutDiscriminator() throws {
        let registry = try makeComponentRegistry()
        try registry.setDefault(PlainComponent.self, for: component)
        let json = #"{"components":[{"type":"text","text":"Hi"},{"title":"Plain"}]}"#
        let page = try expectRoundTrip(Page.self, from: json, registry: registry)
        expectEqual(page, Page(components: [TextComponent(text: "Hi"), PlainComponent(title: "Plain")]))
        try expectEncodes(page, to: json, registry: registry)
        expectDecodingFailure(
            Page.self, from: #"{"components":[{"type":"plain","title":"Plain"}]}"#, registry: registry,
            .dataCorrupted, at: "components[0].type",
            message: #"Unknown type identifier "plain" for Component; registered identifiers: "text"."#,
            failure: .unknownTypeIdentifier("plain", base: "Component", registered: ["text"]))
    }

    @Test func defaultTypeRegisteredUnderAnIdentifierEncodesIt() throws {
        let registry = try makeComponentRegistry()
        try registry.register(PlainComponent.self, for: component, typeIdentifier: "plain")
        try registry.setDefault(PlainComponent.self, for: component)
        let page = try decode(Page.self, from: #"{"components":[{"title":"Plain"}]}"#, registry: registry)
        try expectEncodes(page, to: #"{"components":[{"type":"plain","title":"Plain"}]}"#, registry: registry)
    }

    /// A namespace of few identifiers or many finds each identifier's own type and refuses
    /// one nothing registered.
    @Test(arguments: [3, 8, 9, 20])
    func eachIdentifierFindsItsOwnType(count: Int) throws {
        let registry = TypeRegistry()
        let identifiers = (0..<count).map { "kind\($0)" }
        for (index, identifier) in identifiers.enumerated() {
            if index.isMultiple(of: 2) {
                try registry.register(TextComponent.self, for: component, typeIdentifier: identifier)
            } else {
                try registry.register(PlainComponent.self, for: component, typeIdentifier: identifier)
            }
        }
        for (index, identifier) in identifiers.enumerated() {
            let decoded = try decodeDynamic(
                component, from: #"{"type":"\#(identifier)","text":"T\#(index)","title":"P\#(index)"}"#,
                registry: registry)
            let expected: any Component =
                index.isMultiple(of: 2)
                ? TextComponent(text: "T\(index)") : PlainComponent(title: "P\(index)")
            #expect(same(decoded, expected), "\(identifier)")
        }
        expectDecodingFailure(
            DynamicCodable<any Component>.self, from: #"{"type":"circle"}"#, registry: registry,
            .dataCorrupted, at: "type",
            message: #"Unknown type identifier "circle" for Component; registered identifiers: "#
                + identifiers.sorted().map { "\"\($0)\"" }.joined(separator: ", ") + ".",
            failure: .unknownTypeIdentifier("circle", base: "Component", registered: identifiers.sorted()))
    }

    /// A value of each of few or many distinct types is written with its type's identifier
    /// and read back as that type.
    @Test(arguments: [3, 8, 9, 10])
    func eachTypeIsWrittenWithItsOwnIdentifier(count: Int) throws {
        let registry = TypeRegistry()
        for (index, entry) in taggedTypes.prefix(count).enumerated() {
            try entry.register(registry, "tag\(index)")
        }
        for (index, entry) in taggedTypes.prefix(count).enumerated() {
            let json = #"{"type":"tag\#(index)","n":\#(index)}"#
            try expectEncodes(DynamicCodable(wrappedValue: entry.value), to: json, registry: registry)
            #expect(same(try decodeDynamic(component, from: json, registry: registry), entry.value))
        }
    }

    @Test(arguments: ["DetailScreenRoute", "DynamicCodingTests.DetailScreenRoute", "Swift.String", "String"])
    func typeNamesAreNotIdentifiers(name: String) throws {
        let registry = try makeRouteRegistry()
        expectDecodingFailure(
            DynamicCodable<any Route>.self, from: #"{"type":"\#(name)"}"#, registry: registry,
            .dataCorrupted, at: "type",
            message: #"Unknown type identifier "\#(name)" for Route; registered identifiers: "#
                + #""detailscreen", "homescreen", "legacy", "profilescreen"."#,
            failure: .unknownTypeIdentifier(name, base: "Route", registered: routeIdentifiers))
    }
}
