import DynamicCoding
import Testing

/// Registered in `TypeRegistry.shared` by these tests only, so that they can't collide
/// with other tests that run in parallel.
private protocol SharedRoute: Codable {}
extension DetailScreenRoute: SharedRoute {}

/// Registered nowhere, in no registry.
private protocol UnregisteredRoute: Codable {}

struct RegistrySelectionTests {
    private let route = (any SharedRoute).self

    init() throws {
        try TypeRegistry.shared.register(DetailScreenRoute.self, for: route)
    }

    @Test func sharedRegistryIsUsedWhenUserInfoNamesNone() throws {
        let decoded = try decodeDynamic(route, from: DetailScreenRoute.first.json)
        #expect(same(decoded, DetailScreenRoute.first))
        try expectEncodes(DynamicCodable(wrappedValue: decoded), to: DetailScreenRoute.first.json)
    }

    @Test func userInfoRegistryIsUsedInsteadOfShared() throws {
        let registry = TypeRegistry()
        try registry.register(DetailScreenRoute.self, for: route, typeIdentifier: "detail")
        let id = DetailScreenRoute.first.id.uuidString
        let json = #"{"type":"detail","id":"\#(id)"}"#
        let decoded = try decodeDynamic(route, from: json, registry: registry)
        #expect(same(decoded, DetailScreenRoute.first))
        try expectEncodes(DynamicCodable(wrappedValue: decoded), to: json, registry: registry)
        expectDecodingFailure(
            DynamicCodable<any SharedRoute>.self, from: DetailScreenRoute.first.json, registry: registry,
            .dataCorrupted, at: "type",
            message:
                #"Unknown type identifier "detailscreen" for SharedRoute; registered identifiers: "detail"."#,
            failure: .unknownTypeIdentifier("detailscreen", base: "SharedRoute", registered: ["detail"]))
    }

    @Test func aProtocolWithoutRegistrationsKnowsNoIdentifier() {
        expectDecodingFailure(
            DynamicCodable<any UnregisteredRoute>.self, from: DetailScreenRoute.first.json, .dataCorrupted,
            at: "type",
            message:
                #"Unknown type identifier "detailscreen" for UnregisteredRoute; registered identifiers: none."#,
            failure: .unknownTypeIdentifier("detailscreen", base: "UnregisteredRoute", registered: []))
    }
}
