import DynamicCoding
import Foundation

/// Scenarios 3, 5 (dictionary) and the polymorphic half of 6.
enum RouteScenarios {
    /// The plain `Codable` routes.
    static let registry = RouteRegistration.registry([
        .of(HomeRoute.self), .of(DetailRoute.self), .of(ProfileRoute.self), .of(SearchRoute.self),
        .of(SettingsRoute.self),
    ])

    /// The same identifiers, registered to the `@Backed` routes.
    static let backedRegistry = RouteRegistration.registry([
        .of(BackedHomeRoute.self), .of(BackedDetailRoute.self), .of(BackedProfileRoute.self),
        .of(BackedSearchRoute.self), .of(BackedSettingsRoute.self),
    ])

    static func decoder(_ registry: TypeRegistry = registry) -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[.typeRegistry] = registry
        return decoder
    }

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.userInfo[.typeRegistry] = registry
        return encoder
    }

    nonisolated(unsafe) static let routes: [[String: Any]] = {
        var generator = Corpus.Generator(seed: 3)
        return (0..<Corpus.count).map { route($0, &generator) }
    }()

    static let routesData = Corpus.json(routes)

    static func polymorphic() -> Scenario {
        Scenario(
            name: "polymorphic decode", target: 1.05,
            ours: { try decodeRoutes(routesData, with: registry) },
            baseline: { try decodeHandRoutes(routesData) })
    }

    static func backedPolymorphic() -> Scenario {
        Scenario(
            name: "polymorphic decode, @Backed types", target: 0.90,
            ours: { try decodeRoutes(routesData, with: backedRegistry) },
            baseline: { try decodeHandRoutes(routesData) })
    }

    /// `[any BenchRoute]` through `registry`: the concrete types are plain or `@Backed`.
    @Sendable static func decodeRoutes(_ data: Data, with registry: TypeRegistry) throws -> Int {
        try decoder(registry).decode(DynamicDecodable<[any BenchRoute]>.self, from: data).wrappedValue
            .checksum {
                $0
            }
    }

    /// What one would write by hand: read `type`, `switch`, `Concrete(from: decoder)`.
    @Sendable static func decodeHandRoutes(_ data: Data) throws -> Int {
        try decoder().decode([HandRoute].self, from: data).checksum(\.route)
    }

    static func polymorphicEncoding() -> Scenario {
        let data = routesData
        let ours =
            (try? decoder().decode(DynamicDecodable<[any BenchRoute]>.self, from: data).wrappedValue) ?? []
        let baseline = ours.map(HandRoute.init)
        return Scenario(
            name: "polymorphic encode", target: 1.15,
            ours: { try encoder.encode(DynamicEncodable(wrappedValue: ours)).count },
            baseline: { try encoder.encode(baseline).count })
    }

    static func dictionary() -> Scenario {
        let entries = Dictionary(
            uniqueKeysWithValues: routes.enumerated().map { ("route\($0.offset)", $0.element) })
        let data = Corpus.json(entries)
        return Scenario(
            name: "dictionary of existentials", target: 1.15,
            ours: {
                try decoder().decode(DynamicDecodable<[String: any BenchRoute]>.self, from: data).wrappedValue
                    .values
                    .checksum { $0 }
            },
            baseline: { try decoder().decode([String: HandRoute].self, from: data).values.checksum(\.route) })
    }

    private static func route(_ id: Int, _ generator: inout Corpus.Generator) -> [String: Any] {
        switch id % 5 {
        case 0: return ["type": "home", "id": id, "title": generator.word()]
        case 1:
            return [
                "type": "detail", "id": id, "title": generator.word(),
                "price": Double(generator.next(9999)) / 10,
            ]
        case 2:
            return [
                "type": "profile", "id": id, "name": generator.word(), "age": generator.next(90),
                "verified": true,
            ]
        case 3:
            return [
                "type": "search", "id": id, "query": generator.word(), "page": generator.next(20),
                "limit": 50,
                "exact": false,
            ]
        default:
            return [
                "type": "settings", "id": id, "section": generator.word(), "anchor": generator.word(),
                "version": generator.next(9), "beta": true, "zoom": 1.5,
            ]
        }
    }
}
