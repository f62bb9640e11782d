import DynamicCoding
import Foundation

/// Scenarios 15 to 19, 21 and 22: the same payloads read by ``DynamicJSONDecoder`` (written
/// by ``DynamicJSONEncoder``), against the same hand-written `Codable` on `JSONDecoder`
/// (`JSONEncoder`).
enum FastJSONScenarios {
    static func decoder(_ registry: TypeRegistry = RouteScenarios.registry) -> DynamicJSONDecoder {
        let decoder = DynamicJSONDecoder()
        decoder.userInfo[.typeRegistry] = registry
        return decoder
    }

    static func flat() -> Scenario {
        var generator = Corpus.Generator(seed: 1)
        let data = Corpus.json((0..<Corpus.count).map { Corpus.person($0, &generator) })
        return Scenario(
            name: "flat decode, DynamicJSONDecoder", target: 0.25,
            ours: { try decoder().decode([FlatPerson].self, from: data).checksum },
            baseline: { try JSONDecoder().decode([HandFlatPerson].self, from: data).checksum })
    }

    static func nested() -> Scenario {
        let data = PersonScenarios.nestedData
        return Scenario(
            name: "nested decode, DynamicJSONDecoder", target: 0.25,
            ours: { try decoder().decode([NestedPerson].self, from: data).checksum },
            baseline: { try JSONDecoder().decode([HandNestedPerson].self, from: data).checksum })
    }

    static func polymorphic() -> Scenario {
        polymorphic("polymorphic decode, DynamicJSONDecoder", RouteScenarios.registry)
    }

    static func backedPolymorphic() -> Scenario {
        polymorphic("polymorphic decode, @Backed types, DynamicJSONDecoder", RouteScenarios.backedRegistry)
    }

    private static func polymorphic(_ name: String, _ registry: TypeRegistry) -> Scenario {
        let data = RouteScenarios.routesData
        return Scenario(
            name: name, target: 0.25,
            ours: {
                try decoder(registry).decode(DynamicDecodable<[any BenchRoute]>.self, from: data).wrappedValue
                    .checksum { $0 }
            },
            baseline: { try RouteScenarios.decodeHandRoutes(data) })
    }

    /// Plain `Codable` types, the hand-written ones, through each decoder.
    static func plain() -> Scenario {
        let data = PersonScenarios.nestedData
        return Scenario(
            name: "plain Codable decode, DynamicJSONDecoder", target: 0.5,
            ours: { try decoder().decode([HandNestedPerson].self, from: data).checksum },
            baseline: { try JSONDecoder().decode([HandNestedPerson].self, from: data).checksum })
    }

    static func nestedEncoding() -> Scenario {
        let ours = (try? JSONDecoder().decode([NestedPerson].self, from: PersonScenarios.nestedData)) ?? []
        let baseline =
            (try? JSONDecoder().decode([HandNestedPerson].self, from: PersonScenarios.nestedData)) ?? []
        return Scenario(
            name: "nested encode, DynamicJSONEncoder", target: 0.5,
            ours: { try DynamicJSONEncoder().encode(ours).count },
            baseline: { try JSONEncoder().encode(baseline).count })
    }

    static func polymorphicEncoding() -> Scenario {
        let routes =
            (try? RouteScenarios.decoder().decode(
                DynamicDecodable<[any BenchRoute]>.self, from: RouteScenarios.routesData
            )
            .wrappedValue) ?? []
        let baseline = routes.map(HandRoute.init)
        let encoder = DynamicJSONEncoder()
        encoder.userInfo[.typeRegistry] = RouteScenarios.registry
        return Scenario(
            name: "polymorphic encode, DynamicJSONEncoder", target: 0.5,
            ours: { try encoder.encode(DynamicEncodable(wrappedValue: routes)).count },
            baseline: { try RouteScenarios.encoder.encode(baseline).count })
    }
}
