import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Every Swift example of Documentation.docc/FasterJSON.md. Types keep the article's names
// inside the namespace; statements go in tests; each `// result` comment is an exact
// expectation.

enum FasterJSONExamples {
    protocol Route: Codable, TypeIdentifiable {}

    struct DetailScreenRoute: Route {
        static let typeIdentifier = "detailscreen"
        let id: Int
    }

    struct HomeScreen: BackedDecodable {
        @Backed var routes: [any Route]
        @Backed var updatedAt: Date
    }

    struct Server: Encodable {
        var name: String
        var port: Int
    }
}

struct FasterJSONExamplesTests {
    typealias Examples = FasterJSONExamples

    @Test func theDecoderIsADropIn() throws {
        let registry = TypeRegistry()
        try registry.register(Examples.DetailScreenRoute.self, for: (any Examples.Route).self)
        let data = Data(
            #"{"routes": [{"type": "detailscreen", "id": 7}], "updated_at": "2026-11-28T10:00:00Z"}"#.utf8)

        let decoder = DynamicJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        decoder.userInfo[.typeRegistry] = registry
        let screen = try decoder.decode(Examples.HomeScreen.self, from: data)

        expectEqual((screen.routes.first as? Examples.DetailScreenRoute)?.id, 7)
        expectEqual(screen.updatedAt, Date(timeIntervalSince1970: 1_795_860_000))
    }

    @Test func theEncoderKeepsTheOrderTheValueEncoded() throws {
        let data = try DynamicJSONEncoder().encode(Examples.Server(name: "api", port: 8080))
        expectEqual(String(decoding: data, as: UTF8.self), #"{"name":"api","port":8080}"#)
    }
}
