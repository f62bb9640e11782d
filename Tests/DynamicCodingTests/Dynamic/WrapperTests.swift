import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// Only decodes: `@DynamicDecodable` in a plain synthesized `Decodable` type.
private struct Inbox: Decodable {
    let title: String
    @DynamicDecodable var routes: [any Route]
    @DynamicDecodable var pinned: [String: any Route]
    @DynamicDecodable var next: (any Route)?
}

/// Only encodes: `@DynamicEncodable` in a plain synthesized `Encodable` type.
private struct Outbox: Encodable {
    let title: String
    @DynamicEncodable var first: any Route
    @DynamicEncodable var next: (any Route)?
}

/// A dictionary of routes alone.
private struct Directory: Codable, Equatable {
    @DynamicCodable var routes: [String: any Route]

    static func == (lhs: Self, rhs: Self) -> Bool {
        sameEntries(lhs.routes, rhs.routes)
    }
}

struct WrapperTests {
    let registry: TypeRegistry

    init() throws {
        registry = try makeRouteRegistry()
    }

    @Test func dynamicDecodableWorksInAPlainDecodableType() throws {
        let json = #"""
            {"title":"Mail","routes":[\#(DetailScreenRoute.first.json),{"type":"homescreen"}],
             "pinned":{"a":\#(DetailScreenRoute.second.json)}}
            """#
        let inbox = try decode(Inbox.self, from: json, registry: registry)
        expectEqual(inbox.title, "Mail")
        #expect(sameElements(inbox.routes, [DetailScreenRoute.first, HomeScreenRoute()] as [any Route]))
        #expect(sameEntries(inbox.pinned, ["a": DetailScreenRoute.second]))
        #expect(inbox.next == nil)
    }

    @Test func dynamicEncodableWorksInAPlainEncodableTypeAndOmitsNil() throws {
        let outbox = Outbox(title: "Mail", first: DetailScreenRoute.first, next: nil)
        try expectEncodes(
            outbox, to: #"{"title":"Mail","first":\#(DetailScreenRoute.first.json)}"#, registry: registry)
        let full = Outbox(title: "Mail", first: HomeScreenRoute(), next: DetailScreenRoute.second)
        try expectEncodes(
            full,
            to: #"{"title":"Mail","first":{"type":"homescreen"},"next":\#(DetailScreenRoute.second.json)}"#,
            registry: registry)
    }

    @Test func missingOptionalIsNilAndNilIsOmitted() throws {
        let json = screenJSON(routes: "")
        let screen = try decode(HomeScreen.self, from: json, registry: registry)
        #expect(screen.someOptionalRoute == nil)
        try expectEncodes(screen, to: json, registry: registry)
    }

    @Test func dictionaryRoundTrips() throws {
        let json = #"""
            {"routes":{"home":{"type":"homescreen"},"one":\#(DetailScreenRoute.first.json),
             "two":\#(DetailScreenRoute.second.json)}}
            """#
        let directory = try expectRoundTrip(Directory.self, from: json, registry: registry)
        let expected: [String: any Route] = [
            "home": HomeScreenRoute(), "one": DetailScreenRoute.first, "two": DetailScreenRoute.second,
        ]
        expectEqual(directory, Directory(routes: expected))
        try expectEncodes(directory, to: json, registry: registry)
    }

    @Test func dictionaryKeysAreDataThatKeyStrategiesLeaveAlone() throws {
        let decoder = makeDecoder(registry: registry)
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let json = #"{"routes":{"first_route":\#(DetailScreenRoute.first.json)}}"#
        let directory = try decoder.decode(Directory.self, from: Data(json.utf8))
        expectEqual(Array(directory.routes.keys), ["first_route"])
        let encoder = makeEncoder(registry: registry)
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let encoded = String(
            decoding: try encoder.encode(Directory(routes: ["firstRoute": HomeScreenRoute()])), as: UTF8.self)
        try expectEqual(
            canonicalJSON(encoded), canonicalJSON(#"{"routes":{"firstRoute":{"type":"homescreen"}}}"#))
    }

    @Test func typeThatStoresItsOwnDiscriminatorWritesItOnce() throws {
        let route = DynamicCodable<any Route>(wrappedValue: LegacyRoute(type: "legacy", title: "Old"))
        let json = try encodeJSON(route, registry: registry)
        // Raw text on purpose: canonicalJSON would hide a key written twice.
        expectEqual(json, #"{"title":"Old","type":"legacy"}"#)
        let decoded = try decodeDynamic((any Route).self, from: json, registry: registry)
        #expect(same(decoded, LegacyRoute(type: "legacy", title: "Old")))
    }

    @Test func unregisteredTypeIdentifiableTypeWritesItsOwnIdentifier() throws {
        let page = Page(components: [ImageComponent(url: "a.png")])
        try expectEncodes(
            page, to: #"{"components":[{"type":"image","url":"a.png"}]}"#, registry: makeComponentRegistry())
    }

    @Test func typeWithoutIdentifierCannotBeEncoded() throws {
        let page = Page(components: [TextComponent(text: "Hi"), AnonymousComponent()])
        expectEncodingFailure(
            page, registry: try makeComponentRegistry(), at: "components[1]",
            message:
                "Cannot encode AnonymousComponent as Component: it is not registered and is not TypeIdentifiable.",
            failure: .unidentifiedType(type: "AnonymousComponent", base: "Component"))
    }

    @Test func typeThatEncodesAsSingleValueOrArrayIsAnEncodingError() throws {
        let registry = try makeComponentRegistry()
        try registry.register(SymbolComponent.self, for: (any Component).self, typeIdentifier: "symbol")
        try registry.register(RowComponent.self, for: (any Component).self, typeIdentifier: "row")
        let cases: [(any Component, String, String)] = [
            (SymbolComponent.star, "SymbolComponent", "a single value"),
            (RowComponent(cells: ["a"]), "RowComponent", "an array"),
            (RowComponent(cells: []), "RowComponent", "an array"),
        ]
        for (component, type, found) in cases {
            let page = Page(components: [TextComponent(text: "Hi"), component])
            expectEncodingFailure(
                page, registry: registry, at: "components[1]",
                message:
                    "Cannot encode \(type) as Component: it encodes as \(found), not an object, so the "
                    + #"discriminator "type" cannot be written beside it."#,
                failure: .notEncodedAsObject(
                    type: type, base: "Component", found: found, discriminatorKey: "type"))
        }
    }

    @Test func decodeEncodeDecodeGivesEqualValues() throws {
        let present = homeScreenJSON.replacingOccurrences(
            of: #""routes""#, with: #""someOptionalRoute": \#(DetailScreenRoute.first.json), "routes""#)
        for json in [homeScreenJSON, present] {
            try expectRoundTrip(HomeScreen.self, from: json, registry: registry)
        }
        try expectEqual(
            decode(HomeScreen.self, from: homeScreenJSON, registry: registry), expectedHomeScreen())
    }

    @Test func propertyListCodersRoundTrip() throws {
        let screen = expectedHomeScreen()
        let decoder = PropertyListDecoder()
        decoder.userInfo[.typeRegistry] = registry
        let encoder = PropertyListEncoder()
        encoder.userInfo[.typeRegistry] = registry
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            encoder.outputFormat = format
            let decoded = try decoder.decode(HomeScreen.self, from: try encoder.encode(screen))
            expectEqual(decoded, screen)
        }
    }
}
