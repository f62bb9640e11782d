import DynamicCoding
import Foundation

/// The polymorphic decode of ``RouteScenarios`` in the other layouts: the same routes
/// adjacent (`{"type": …, "data": {…}}`), external (`{"detail": {…}}`) and deduced (no
/// identifier; the profile, search and settings routes, whose keys tell them apart).
enum LayoutScenarios {
    /// A scenario decoding `data` as `[any BenchRoute]` in `layout`, against `Baseline`.
    private static func scenario<Baseline: Decodable>(
        _ name: String, target: Double, _ layout: TypeLayout, types: [RouteRegistration], data: Data,
        baseline: Baseline.Type, route: @escaping (Baseline) -> any BenchRoute, fast: Bool = false
    ) -> Scenario {
        let decoder = JSONDecoder()
        decoder.userInfo[.typeRegistry] = RouteRegistration.registry(types, layout: layout)
        let dynamicDecoder = DynamicJSONDecoder()
        dynamicDecoder.userInfo = decoder.userInfo
        return Scenario(
            name: name, target: target,
            ours: {
                let type = DynamicDecodable<[any BenchRoute]>.self
                let routes =
                    try fast ? dynamicDecoder.decode(type, from: data) : decoder.decode(type, from: data)
                return routes.wrappedValue.checksum { $0 }
            },
            baseline: { try decoder.decode([Baseline].self, from: data).checksum(route) })
    }

    private static var allTypes: [RouteRegistration] {
        [
            .of(HomeRoute.self), .of(DetailRoute.self), .of(ProfileRoute.self), .of(SearchRoute.self),
            .of(SettingsRoute.self),
        ]
    }

    /// Each route's identifier and its other members.
    private static var split: [(type: String, content: [String: Any])] {
        RouteScenarios.routes.map { route in
            var content = route
            let type = content.removeValue(forKey: "type") as? String ?? ""
            return (type, content)
        }
    }

    static func adjacent() -> Scenario {
        scenario(
            "adjacent decode", target: 1.05, .adjacent(tag: "type", content: "data"), types: allTypes,
            data: Corpus.json(split.map { ["type": $0.type, "data": $0.content] }),
            baseline: HandAdjacentRoute.self, route: \.route)
    }

    static func external() -> Scenario {
        scenario(
            "external decode", target: 1.05, .external, types: allTypes,
            data: Corpus.json(split.map { [$0.type: $0.content] }), baseline: HandExternalRoute.self,
            route: \.route)
    }

    static func deduced() -> Scenario { deduced(fast: false) }

    /// Scenario 20: the deduced decode through ``DynamicJSONDecoder``.
    static func fastDeduced() -> Scenario { deduced(fast: true) }

    private static func deduced(fast: Bool) -> Scenario {
        let deducible: Set = [
            ProfileRoute.typeIdentifier, SearchRoute.typeIdentifier, SettingsRoute.typeIdentifier,
        ]
        return scenario(
            fast ? "deduced decode, DynamicJSONDecoder" : "deduced decode", target: fast ? 0.5 : 3, .deduced,
            types: [.of(ProfileRoute.self), .of(SearchRoute.self), .of(SettingsRoute.self)],
            data: Corpus.json(split.filter { deducible.contains($0.type) }.map(\.content)),
            baseline: HandDeducedRoute.self, route: \.route, fast: fast)
    }
}

/// The hand-written adjacent decoder: read `type`, `switch`, decode `data`.
struct HandAdjacentRoute: Decodable {
    let route: any BenchRoute

    private enum Keys: String, CodingKey { case type, data }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let type = try container.decode(String.self, forKey: .type)
        route = try HandRoute.route(type, from: container.superDecoder(forKey: .data))
    }
}

/// The hand-written external decoder: the one key is the identifier.
struct HandExternalRoute: Decodable {
    let route: any BenchRoute

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "Expected one key."))
        }
        route = try HandRoute.route(key.stringValue, from: container.superDecoder(forKey: key))
    }
}

/// The hand-written deduced decoder: the first type that decodes.
struct HandDeducedRoute: Decodable {
    let route: any BenchRoute

    init(from decoder: any Decoder) throws {
        if let route = try? ProfileRoute(from: decoder) {
            self.route = route
        } else if let route = try? SearchRoute(from: decoder) {
            self.route = route
        } else {
            route = try SettingsRoute(from: decoder)
        }
    }
}
