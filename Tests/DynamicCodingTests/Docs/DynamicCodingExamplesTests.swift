import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// The Swift examples of the catalog's landing page, Documentation.docc/DynamicCoding.md.
// The page only declares; the tests decode with the declarations.

enum DynamicCodingExamples {
    struct User: BackedCodable {
        @Backed("uuid") var id: String
        @Backed(Path("attributes", "first_name") ?? "first_name") var firstName: String
        @Backed("tags", options: .lossy) var tags: [String]
        @Backed("born", strategy: .secondsSince1970) var birthday: Date?
        @Backed(defaultValue: 0) var visits: Int
    }

    protocol Route: Codable, TypeIdentifiable {}

    struct DetailScreenRoute: Route {
        static let typeIdentifier = "detailscreen"
        let id: Int
    }

    struct HomeScreen: Codable {
        @DynamicCodable var routes: [any Route]
    }

    struct Tests {
        @Test func aBackedModel() throws {
            let user = try JSONDecoder().decode(
                User.self,
                from: Data(
                    """
                    {"uuid": "42", "first_name": "Ada", "tags": ["a", 1, "b"], "born": -4855075200}
                    """.utf8))
            expectEqual(user.id, "42")
            expectEqual(user.firstName, "Ada")
            expectEqual(user.tags, ["a", "b"])
            expectEqual(user.birthday, Date(timeIntervalSince1970: -4_855_075_200))
            expectEqual(user.visits, 0)

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            expectEqual(
                String(decoding: try encoder.encode(user), as: UTF8.self),
                #"{"born":-4855075200,"first_name":"Ada","tags":["a","b"],"#
                    + #""uuid":"42","visits":0}"#)
        }

        @Test func aRegisteredRoute() throws {
            try TypeRegistry.shared.register(DetailScreenRoute.self, for: (any Route).self)
            let screen = try JSONDecoder().decode(
                HomeScreen.self, from: Data(#"{"routes": [{"type": "detailscreen", "id": 3}]}"#.utf8))
            expectEqual(screen.routes.map { ($0 as? DetailScreenRoute)?.id }, [3])
        }
    }
}
