import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// Every polymorphic shape, at paths, lossy and with a default.
private struct Navigation: BackedCodable, Equatable {
    @Backed(Path("data", "start")) var start: any Route
    @Backed("routes", options: .lossy) var routes: [any Route]
    @Backed("byName", options: .lossy) var byName: [String: any Route]
    @Backed("next") var next: (any Route)?
    @Backed("fallback", defaultValue: HomeScreenRoute()) var fallback: any Route
    @Backed("history" ?? Path("legacy", "history")) var history: [any Route]

    static func == (lhs: Self, rhs: Self) -> Bool {
        same(lhs.start, rhs.start) && sameElements(lhs.routes, rhs.routes)
            && sameEntries(lhs.byName, rhs.byName) && same(lhs.next, rhs.next)
            && same(lhs.fallback, rhs.fallback) && sameElements(lhs.history, rhs.history)
    }
}

/// Strict collections of polymorphic values.
private struct StrictNavigation: BackedCodable {
    @Backed() var routes: [any Route]
    @Backed() var byName: [String: any Route]
}

/// A polymorphic value of a protocol whose types need not be `TypeIdentifiable`.
private struct Panel: BackedCodable {
    @Backed(Path("body", "main")) var main: any Component
}

private let navigationJSON = """
    {
        "data": {"start": {"type": "homescreen"}},
        "routes": [\(DetailScreenRoute.first.json), {"type": "settings"}, {"type": "homescreen"}],
        "byName": {"profile": {"type": "profilescreen", "id": "84874B0F-1F41-4380-B3C6-CC53A0DE5453",
                               "tracking": {"some_tracking_service": {"some_tracking_property": "some_tracking_value"}}},
                   "broken": {"type": "detailscreen"}},
        "next": \(DetailScreenRoute.second.json),
        "legacy": {"history": [{"type": "legacy", "title": "Old"}]}
    }
    """

struct ExistentialTests {
    let registry: TypeRegistry

    init() throws {
        registry = try makeRouteRegistry()
    }

    @Test func decodesEveryPolymorphicShape() throws {
        let report = DecodingReport()
        let navigation = try decode(Navigation.self, from: navigationJSON, registry: registry, report: report)
        #expect(same(navigation.start, HomeScreenRoute()))
        #expect(sameElements(navigation.routes, [DetailScreenRoute.first, HomeScreenRoute()] as [any Route]))
        #expect(sameEntries(navigation.byName, ["profile": ProfileScreenRoute.sample]))
        #expect(same(navigation.next, DetailScreenRoute.second))
        #expect(same(navigation.fallback, HomeScreenRoute()))
        #expect(sameElements(navigation.history, [LegacyRoute(type: "legacy", title: "Old")] as [any Route]))
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "byName.broken", .dropped, .keyNotFound,
                    #"byName.broken.id: No value found for key "id"."#),
                ReportLine(
                    "routes[1]", .dropped, .dataCorrupted,
                    #"routes[1].type: Unknown type identifier "settings" for Route; registered identifiers: "detailscreen", "homescreen", "legacy", "profilescreen"."#
                ),
            ])
    }

    @Test func roundTrip() throws {
        let navigation = try decode(Navigation.self, from: navigationJSON, registry: registry)
        try expectEncodes(
            navigation,
            to: """
                {
                    "data": {"start": {"type": "homescreen"}},
                    "routes": [\(DetailScreenRoute.first.json), {"type": "homescreen"}],
                    "byName": {"profile": {"type": "profilescreen", "id": "84874B0F-1F41-4380-B3C6-CC53A0DE5453",
                               "tracking": {"some_tracking_service": {"some_tracking_property": "some_tracking_value"}}}},
                    "next": \(DetailScreenRoute.second.json),
                    "fallback": {"type": "homescreen"},
                    "legacy": {"history": [{"type": "legacy", "title": "Old"}]}
                }
                """, registry: registry)
        try expectRoundTrip(Navigation.self, from: navigationJSON, registry: registry)
    }

    @Test func missingOrNullOptionalIsNilAndIsWrittenAsRead() throws {
        for next in ["", #""next":null,"#] {
            let json =
                #"{"data":{"start":{"type":"homescreen"}},\#(next)"routes":[],"byName":{},"history":[]}"#
            let navigation = try decode(Navigation.self, from: json, registry: registry)
            #expect(navigation.next == nil)
            try expectEncodes(
                navigation,
                to:
                    #"{"data":{"start":{"type":"homescreen"}},\#(next)"routes":[],"byName":{},"#
                    + #""fallback":{"type":"homescreen"},"history":[]}"#, registry: registry)
        }
    }

    @Test func emptyObjectForAnOptionalIsAMissingDiscriminator() {
        expectDecodingFailure(
            Navigation.self,
            from: #"{"data":{"start":{"type":"homescreen"}},"routes":[],"byName":{},"next":{},"history":[]}"#,
            registry: registry, .keyNotFound, at: "next.type",
            message: #"Missing discriminator "type" needed to choose a type for Route."#,
            failure: .missingDiscriminator(key: "type", base: "Route"))
    }

    @Test func unknownIdentifierAtANestedPathFailsAtTheDiscriminator() {
        expectDecodingFailure(
            Navigation.self,
            from: #"{"data":{"start":{"type":"settings"}},"routes":[],"byName":{},"history":[]}"#,
            registry: registry, .dataCorrupted, at: "data.start.type",
            message: #"Unknown type identifier "settings" for Route; registered identifiers: "#
                + #""detailscreen", "homescreen", "legacy", "profilescreen"."#,
            failure: .unknownTypeIdentifier("settings", base: "Route", registered: routeIdentifiers))
        expectDecodingFailure(
            Navigation.self, from: #"{"routes":[],"byName":{},"history":[]}"#, registry: registry,
            .keyNotFound,
            at: "data", message: #"No value associated with key "data"."#)
    }

    @Test func defaultReplacesAnUnknownTypeAndRecordsIt() throws {
        let report = DecodingReport()
        let json = """
            {"data":{"start":{"type":"homescreen"}},"routes":[],"byName":{},"history":[],
             "fallback":{"type":"settings"}}
            """
        let navigation = try decode(Navigation.self, from: json, registry: registry, report: report)
        #expect(same(navigation.fallback, HomeScreenRoute()))
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "fallback.type", .replacedByDefault, .dataCorrupted,
                    #"fallback.type: Unknown type identifier "settings" for Route; registered identifiers: "detailscreen", "homescreen", "legacy", "profilescreen"."#
                )
            ])
        let overridden = try decode(
            Navigation.self, from: json.replacingOccurrences(of: "settings", with: "legacy\",\"title\":\"T"),
            registry: registry)
        #expect(same(overridden.fallback, LegacyRoute(type: "legacy", title: "T")))
    }

    @Test func strictCollectionsFailAtTheElement() {
        expectDecodingFailure(
            StrictNavigation.self, from: #"{"routes":[{"type":"homescreen"},{"type":"nope"}],"byName":{}}"#,
            registry: registry, .dataCorrupted, at: "routes[1].type",
            message: #"Unknown type identifier "nope" for Route; registered identifiers: "#
                + #""detailscreen", "homescreen", "legacy", "profilescreen"."#,
            failure: .unknownTypeIdentifier("nope", base: "Route", registered: routeIdentifiers))
        expectDecodingFailure(
            StrictNavigation.self, from: #"{"routes":[],"byName":{"a":{"type":"detailscreen","id":4}}}"#,
            registry: registry, .typeMismatch, at: "byName.a.id",
            message: "Expected to decode String but found number instead.")
    }

    @Test func encodingWritesTheRegisteredIdentifierOrFails() throws {
        let components = try makeComponentRegistry()
        var panel = Panel()
        panel.main = TextComponent(text: "hi")
        try expectEncodes(panel, to: #"{"body":{"main":{"type":"text","text":"hi"}}}"#, registry: components)
        panel.main = ImageComponent(url: "a.png")
        try expectEncodes(
            panel, to: #"{"body":{"main":{"type":"image","url":"a.png"}}}"#, registry: components)
        panel.main = AnonymousComponent()
        // swift-foundation's JSONEncoder gives a value encoded in a nested container
        // only its own key as its coding path ("main", not "body.main").
        expectEncodingFailure(
            panel, registry: components, at: "main",
            message:
                "Cannot encode AnonymousComponent as Component: it is not registered and is not TypeIdentifiable.",
            failure: .unidentifiedType(type: "AnonymousComponent", base: "Component"))
    }
}
