import DynamicCoding
import Foundation

/// The polymorphic decode of ``RouteScenarios`` in the other layouts: the same routes
/// adjacent (`{"type": …, "data": {…}}`), external (`{"detail": {…}}`) and deduced (no
/// identifier; the profile, search and settings routes, whose keys tell them apart).
enum LayoutScenarios {
    private static func registry(_ layout: TypeLayout, _ types: [any BenchRoute.Type]) -> TypeRegistry {
        let registry = TypeRegistry()
        try? registry.setLayout(layout, for: (any BenchRoute).self)
        for type in types {
            try? registry.register(type, for: (any BenchRoute).self, typeIdentifier: type.typeIdentifier)
        }
        registry.freeze()
        return registry
    }

    private static func decoder(_ registry: TypeRegistry) -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[.typeRegistry] = registry
        return decoder
    }

    private static let allTypes: [any BenchRoute.Type] = [
        HomeRoute.self, DetailRoute.self, ProfileRoute.self, SearchRoute.self, SettingsRoute.self,
    ]

    /// Each route's identifier and its other members.
    private static var split: [(type: String, content: [String: Any])] {
        RouteScenarios.routes.map { route in
            var content = route
            let type = content.removeValue(forKey: "type") as? String ?? ""
            return (type, content)
        }
    }

    static func adjacent() -> Scenario {
        let data = Corpus.json(split.map { ["type": $0.type, "data": $0.content] })
        let decoder = decoder(registry(.adjacent(tag: "type", content: "data"), allTypes))
        return Scenario(
            name: "adjacent decode", target: 1.05,
            ours: {
                try decoder.decode(DynamicDecodable<[any BenchRoute]>.self, from: data).wrappedValue.checksum
                { $0 }
            },
            baseline: { try decoder.decode([HandAdjacentRoute].self, from: data).checksum(\.route) })
    }

    static func external() -> Scenario {
        let data = Corpus.json(split.map { [$0.type: $0.content] })
        let decoder = decoder(registry(.external, allTypes))
        return Scenario(
            name: "external decode", target: 1.05,
            ours: {
                try decoder.decode(DynamicDecodable<[any BenchRoute]>.self, from: data).wrappedValue.checksum
                { $0 }
            },
            baseline: { try decoder.decode([HandExternalRoute].self, from: data).checksum(\.route) })
    }

    static func deduced() -> Scenario {
        let deducible: Set = [
            ProfileRoute.typeIdentifier, SearchRoute.typeIdentifier, SettingsRoute.typeIdentifier,
        ]
        let data = Corpus.json(split.filter { deducible.contains($0.type) }.map(\.content))
        let decoder = decoder(registry(.deduced, [ProfileRoute.self, SearchRoute.self, SettingsRoute.self]))
        return Scenario(
            name: "deduced decode", target: 3,
            ours: {
                try decoder.decode(DynamicDecodable<[any BenchRoute]>.self, from: data).wrappedValue.checksum
                { $0 }
            },
            baseline: { try decoder.decode([HandDeducedRoute].self, from: data).checksum(\.route) })
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
