import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// Registered in `TypeRegistry.shared` by this test only.
private protocol StressRoute: Codable {}
extension HomeScreenRoute: StressRoute {}
extension DetailScreenRoute: StressRoute {}
extension ProfileScreenRoute: StressRoute {}
extension LegacyRoute: StressRoute {}

private typealias StressScreen = Screen<any StressRoute>

struct ConcurrencyTests {
    private static let workers = 8
    private static let iterations = 200

    /// Decoders read the shared registry while aliases are added to it, and other tasks
    /// build, freeze and decode with registries of their own. Every decode must give
    /// the same screen, and every registration must land.
    @Test func registriesAreSafeUnderConcurrentRegistrationAndDecoding() async throws {
        try registerRoutes(in: .shared, for: (any StressRoute).self)
        let payload = Data(homeScreenJSON.utf8)
        let decodes = try await withThrowingTaskGroup(of: Int.self) { group in
            for worker in 0..<Self.workers {
                group.addTask { try Self.decodeThroughShared(payload) }
                group.addTask { try Self.decodeThroughOwnRegistries(payload) }
                group.addTask { try Self.registerAliasesInShared(worker: worker) }
            }
            return try await group.reduce(0, +)
        }
        expectEqual(decodes, 2 * Self.workers * Self.iterations)
        let aliases = (0..<Self.workers).flatMap { worker in
            (0..<Self.iterations).map { "alias-\(worker)-\($0)" }
        }
        expectEqual(
            Set(TypeRegistry.shared.typeIdentifiers(for: (any StressRoute).self)),
            Set(aliases + routeIdentifiers))
        try expectEqual(
            decode(StressScreen.self, from: homeScreenJSON), expectedHomeScreen((any StressRoute).self))
    }

    /// Decodes the screen through `TypeRegistry.shared`; returns how many decodes gave the expected screen.
    private static func decodeThroughShared(_ payload: Data) throws -> Int {
        let expected = expectedHomeScreen((any StressRoute).self)
        let decoder = JSONDecoder()
        return try (0..<iterations).count { _ in
            try decoder.decode(StressScreen.self, from: payload) == expected
        }
    }

    /// Builds, fills, freezes and decodes with a new registry per iteration.
    private static func decodeThroughOwnRegistries(_ payload: Data) throws -> Int {
        let expected = expectedHomeScreen((any StressRoute).self)
        return try (0..<iterations).count { _ in
            let registry = TypeRegistry()
            try registerRoutes(in: registry, for: (any StressRoute).self)
            registry.freeze()
            let refused: Bool
            do {
                try registry.register(HomeScreenRoute.self, for: (any Route).self)
                refused = false
            } catch RegistrationError.frozen(rejected: "HomeScreenRoute", base: "Route") {
                refused = true
            }
            let decoded = try makeDecoder(registry: registry).decode(StressScreen.self, from: payload)
            return refused && decoded == expected
        }
    }

    /// Adds aliases of `DetailScreenRoute` to the shared registry; returns no decodes.
    private static func registerAliasesInShared(worker: Int) throws -> Int {
        for iteration in 0..<iterations {
            try TypeRegistry.shared.register(
                DetailScreenRoute.self, for: (any StressRoute).self,
                typeIdentifier: "alias-\(worker)-\(iteration)")
        }
        return 0
    }
}
