import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// The Swift example of Documentation.docc/ThreadSafety.md, with the `HomeScreen` payload of
// Polymorphism.md (PolymorphismExamplesTests).

enum ThreadSafetyExamples {
    typealias HomeScreen = PolymorphismExamples.HomeScreen
    static let json = PolymorphismExamples.json

    struct Tests {
        init() throws {
            try PolymorphismExamples.registerRoutes()
        }

        @Test func decodingFromEightTasks() async throws {
            let payload = Data(json.utf8)  // the HomeScreen payload
            let routeCount = await withTaskGroup(of: Int.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        (try? JSONDecoder().decode(HomeScreen.self, from: payload))?.routes.count ?? 0
                    }
                }
                return await group.reduce(0, +)
            }
            expectEqual(routeCount, 16)
        }
    }
}
