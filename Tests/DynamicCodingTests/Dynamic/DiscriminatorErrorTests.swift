import DynamicCoding
import Foundation
import Testing

struct DiscriminatorErrorTests {
    let registry: TypeRegistry

    init() throws {
        registry = try makeRouteRegistry()
    }

    @Test func unknownIdentifierFailsAtTheDiscriminatorAndListsTheRegisteredOnes() {
        expectDecodingFailure(
            HomeScreen.self,
            from: screenJSON(routes: #"\#(DetailScreenRoute.first.json),{"type":"settings"}"#),
            registry: registry, .dataCorrupted, at: "routes[1].type",
            message: #"Unknown type identifier "settings" for Route; registered identifiers: "#
                + #""detailscreen", "homescreen", "legacy", "profilescreen"."#,
            failure: .unknownTypeIdentifier("settings", base: "Route", registered: routeIdentifiers))
    }

    @Test func missingDiscriminatorIsAKeyNotFound() {
        expectDecodingFailure(
            HomeScreen.self, from: screenJSON(routes: #"{"id":"\#(DetailScreenRoute.first.id)"}"#),
            registry: registry, .keyNotFound, at: "routes[0].type",
            message: #"Missing discriminator "type" needed to choose a type for Route."#,
            failure: .missingDiscriminator(key: "type", base: "Route"))
    }

    @Test(arguments: [
        ("42", "a number"), ("null", "null"), ("true", "a boolean"), ("{}", "an object"),
        ("[]", "an empty array"),
        ("[1]", "an array"),
    ])
    func discriminatorThatIsNotAStringIsATypeMismatch(value: String, found: String) {
        expectDecodingFailure(
            HomeScreen.self, from: screenJSON(routes: #"{"type":\#(value)}"#), registry: registry,
            found == "null" ? .valueNotFound : .typeMismatch, at: "routes[0].type",
            message:
                #"Expected the discriminator "type" of Route to be a string but found \#(found) instead."#,
            failure: .invalidDiscriminator(key: "type", base: "Route", found: found))
    }

    @Test(arguments: [
        (#""detailscreen""#, "a string"), ("[]", "an array"), ("7", "a number"), ("null", "null"),
    ])
    func elementThatIsNotAnObjectIsATypeMismatch(element: String, found: String) {
        expectDecodingFailure(
            HomeScreen.self, from: screenJSON(routes: "\(DetailScreenRoute.first.json),\(element)"),
            registry: registry, found == "null" ? .valueNotFound : .typeMismatch, at: "routes[1]",
            message: "Expected an object holding a Route but found \(found) instead.",
            failure: .notAnObject(base: "Route", found: found))
    }

    @Test(arguments: [
        (
            #"{"type":"detailscreen","id":42}"#, DecodingErrorCase.typeMismatch,
            "Expected to decode String but found number instead."
        ),
        (
            #"{"type":"detailscreen"}"#, .keyNotFound,
            #"No value associated with key CodingKeys(stringValue: "id", intValue: nil) ("id")."#
        ),
        (
            #"{"type":"detailscreen","id":"not-a-uuid"}"#, .dataCorrupted,
            "Attempted to decode UUID from invalid UUID string."
        ),
    ])
    func invalidPayloadOfAKnownTypeIsThePayloadsOwnError(
        payload: String, errorCase: DecodingErrorCase, message: String
    ) {
        expectDecodingFailure(DetailScreenRoute.self, from: payload, errorCase, at: "id", message: message)
        expectDecodingFailure(
            HomeScreen.self, from: screenJSON(routes: payload), registry: registry, errorCase,
            at: "routes[0].id",
            message: message)
    }

    @Test func typeThatDoesNotConformToTheBaseIsRefusedAtDecode() throws {
        try registry.register(NotARoute.self, for: (any Route).self, typeIdentifier: "notaroute")
        let element = #"{"type":"notaroute","id":"\#(DetailScreenRoute.first.id)"}"#
        expectDecodingFailure(
            HomeScreen.self, from: screenJSON(routes: element), registry: registry, .typeMismatch,
            at: "routes[0]",
            message: "NotARoute was registered for Route but does not conform to it.",
            failure: .nonConformingType(type: "NotARoute", base: "Route"))
    }

    @Test func backedTypeThatDoesNotConformToTheBaseIsRefusedAtDecode() throws {
        try registry.register(NotABackedRoute.self, for: (any Route).self, typeIdentifier: "notaroute")
        let element = #"{"type":"notaroute","id":"\#(DetailScreenRoute.first.id)"}"#
        expectDecodingFailure(
            HomeScreen.self, from: screenJSON(routes: element), registry: registry, .typeMismatch,
            at: "routes[0]",
            message: "NotABackedRoute was registered for Route but does not conform to it.",
            failure: .nonConformingType(type: "NotABackedRoute", base: "Route"))
    }

    /// The same refusal, at the same place, in the layouts that decode the registered type
    /// from the content (adjacent), the one key (external) or the payload's shape (deduced).
    @Test(arguments: [
        (TypeLayout.adjacent(tag: "type", content: "data"), #"{"type":"notaroute","data":{"id":"ID"}}"#),
        (.external, #"{"notaroute":{"id":"ID"}}"#),
        (.deduced, #"{"id":"ID"}"#),
    ])
    func typeThatDoesNotConformToTheBaseIsRefusedInEveryLayout(layout: TypeLayout, element: String) throws {
        let registry = TypeRegistry()
        try registry.setLayout(layout, for: (any Route).self)
        try registry.register(NotARoute.self, for: (any Route).self, typeIdentifier: "notaroute")
        let payload = element.replacingOccurrences(of: "ID", with: DetailScreenRoute.first.id.uuidString)
        expectDecodingFailure(
            Screen<any Route>.self, from: #"{"self":\#(payload),"routes":[\#(payload)]}"#, registry: registry,
            .typeMismatch, at: "self",
            message: "NotARoute was registered for Route but does not conform to it.",
            failure: .nonConformingType(type: "NotARoute", base: "Route"))
        expectDecodingFailure(
            DynamicDecodable<[any Route]>.self, from: "[\(payload)]", registry: registry, .typeMismatch,
            at: "[0]", message: "NotARoute was registered for Route but does not conform to it.",
            failure: .nonConformingType(type: "NotARoute", base: "Route"))
    }

    /// A deduced payload that a registered type decodes but that is no `Route` still counts
    /// as one of the types it fits: beside one that is a `Route`, the payload is ambiguous.
    @Test func typeThatDoesNotConformToTheBaseStillMakesADeducedPayloadAmbiguous() throws {
        let registry = TypeRegistry()
        try registry.setLayout(.deduced, for: (any Route).self)
        try registry.register(DetailScreenRoute.self, for: (any Route).self)
        try registry.register(NotARoute.self, for: (any Route).self, typeIdentifier: "notaroute")
        let payload = #"{"id":"\#(DetailScreenRoute.first.id)"}"#
        expectDecodingFailure(
            DynamicDecodable<[any Route]>.self, from: "[\(payload)]", registry: registry, .dataCorrupted,
            at: "[0]",
            message: "Several types registered for Route decode this payload: DetailScreenRoute, NotARoute.",
            failure: .ambiguousDeducedType(base: "Route", candidates: ["DetailScreenRoute", "NotARoute"]))
    }

    @Test func errorsInDictionaryValuesNameTheKey() {
        let profile = #"{"type":"profilescreen","id":42,"tracking":{}}"#
        expectDecodingFailure(
            HomeScreen.self, from: screenJSON(routes: "", routeDict: #"{"profilescreen":\#(profile)}"#),
            registry: registry, .typeMismatch, at: "someRouteDict.profilescreen.id",
            message: "Expected to decode String but found number instead.")
        expectDecodingFailure(
            HomeScreen.self,
            from: screenJSON(routes: "", routeDict: #"{"profilescreen":{"type":"profile"}}"#),
            registry: registry, .dataCorrupted, at: "someRouteDict.profilescreen.type",
            message: #"Unknown type identifier "profile" for Route; registered identifiers: "#
                + #""detailscreen", "homescreen", "legacy", "profilescreen"."#,
            failure: .unknownTypeIdentifier("profile", base: "Route", registered: routeIdentifiers))
        expectDecodingFailure(
            HomeScreen.self, from: screenJSON(routes: "", routeDict: #"{"profilescreen":{}}"#),
            registry: registry, .keyNotFound, at: "someRouteDict.profilescreen.type",
            message: #"Missing discriminator "type" needed to choose a type for Route."#,
            failure: .missingDiscriminator(key: "type", base: "Route"))
    }
}

/// A `@Backed` type registered for `Route` without conforming to it: decoded from the
/// container its tag was read from, then refused.
private struct NotABackedRoute: BackedDecodable {
    @Backed var id: UUID
}
