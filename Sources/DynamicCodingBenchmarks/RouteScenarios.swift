import DynamicCoding
import Foundation

/// Scenarios 3, 5 (dictionary) and the polymorphic half of 6.
enum RouteScenarios {
    static let registry: TypeRegistry = {
        let registry = TypeRegistry()
        try? registry.register(HomeRoute.self, for: (any BenchRoute).self)
        try? registry.register(DetailRoute.self, for: (any BenchRoute).self)
        try? registry.register(ProfileRoute.self, for: (any BenchRoute).self)
        try? registry.register(SearchRoute.self, for: (any BenchRoute).self)
        try? registry.register(SettingsRoute.self, for: (any BenchRoute).self)
        registry.freeze()
        return registry
    }()

    static var decoder: JSONDecoder {
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

    static func polymorphic() -> Scenario {
        let data = Corpus.json(routes)
        return Scenario(
            name: "polymorphic decode", target: 1.05,
            ours: {
                try decoder.decode(DynamicDecodable<[any BenchRoute]>.self, from: data).wrappedValue.checksum
                { $0 }
            },
            baseline: { try decoder.decode([HandRoute].self, from: data).checksum(\.route) })
    }

    static func polymorphicEncoding() -> Scenario {
        let data = Corpus.json(routes)
        let ours =
            (try? decoder.decode(DynamicDecodable<[any BenchRoute]>.self, from: data).wrappedValue) ?? []
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
                try decoder.decode(DynamicDecodable<[String: any BenchRoute]>.self, from: data).wrappedValue
                    .values
                    .checksum { $0 }
            },
            baseline: { try decoder.decode([String: HandRoute].self, from: data).values.checksum(\.route) })
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
