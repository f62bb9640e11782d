import ConfigFeature
import DetailFeature
import DynamicCoding
import ExpectationSupport
import Foundation
import HomeFeature
import ProfileFeature
import RouterKit
import SchemaAgreementSupport
import Testing

/// `router-sample --schema`: the contract of every registered route and component, which
/// a payload meets exactly when the app decodes it.
struct SchemaTests {
    let registry = TypeRegistry()

    init() throws {
        try PayloadNamespaces.configure(registry)
        let router = Router()
        try HomeFeature.register(in: registry, router: router)
        try DetailFeature.register(in: registry, router: router)
        try ProfileFeature.register(in: registry, router: router)
        try ConfigFeature.register(in: registry, router: router)
    }

    private var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[.typeRegistry] = registry
        return decoder
    }

    private func payload(_ json: String) throws -> CodableValue {
        try JSONDecoder().decode(CodableValue.self, from: Data(json.utf8))
    }

    @Test func theSchemaOptionPrintsTheSchemaOfTheHomeScreenWithEveryRegisteredType() throws {
        let run = SampleRun("--schema")
        expectEqual(run.status, 0)
        expectEqual(run.errors, [])
        let printed = try payload(run.output.joined(separator: "\n"))
        expectEqual(printed, (try JSONSchema(for: HomeScreen.self, registry: registry).document))
        expectEqual(printed["$ref"], "#/$defs/HomeScreen")
        expectEqual(
            printed["$defs"]?.objectValue?.keys.sorted(),
            [
                "BannerComponent", "CarouselComponent", "Component", "ConfigScreen", "DefaultComponent",
                "DefaultRoute", "DetailScreenRoute", "HomeScreen", "HomeScreenRoute", "ProfileScreenRoute",
                "Route",
            ])
        expectEqual(
            printed["$defs"]?["Route"]?["discriminator"],
            [
                "propertyName": "type",
                "mapping": [
                    "homescreen": "#/$defs/HomeScreenRoute", "default": "#/$defs/DefaultRoute",
                    "detailscreen": "#/$defs/DetailScreenRoute",
                    "profilescreen": "#/$defs/ProfileScreenRoute",
                ],
            ])
    }

    /// The bundled payload (380 cases with its mutants) and the minimal one (93).
    @Test(.needsJSONSchema, arguments: [(bundledPayload, 380), (minimalPayload, 93)])
    func aPayloadAndEachOfItsMutantsAreValidExactlyWhenTheyDecode(json: String, cases: Int) throws {
        let schema = try JSONSchema(for: HomeScreen.self, registry: registry)
        let report = try SchemaAgreement.checkMutants(
            of: try payload(json), as: HomeScreen.self, schema: schema.document, decoder: decoder,
            discriminatorKeys: ["type", "kind"])
        #expect(report.agrees, "\(report)")
        expectEqual(report.caseCount, cases)
    }
}
