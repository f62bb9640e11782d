import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Every Swift example of Documentation.docc/GettingStarted.md (apart from the
// `Package.swift` excerpt, which a test target cannot compile). Types keep the article's
// names inside the namespace; statements go in tests; each `// result` comment is an exact
// expectation.

enum GettingStartedExamples {
    struct User: BackedDecodable {
        @Backed var email: String  // the property's name
        @Backed("uuid") var id: String  // a key
        @Backed("meta.version") var version: Int  // one key, dot included
        @Backed(Path("attributes", "first_name")) var firstName: String  // nested keys
        @Backed(Path(dotted: "attributes.last_name")) var lastName: String  // the same, dotted
        @Backed(Path("emails", 1)) var backupEmail: String?  // an array index
        @Backed(Path("attributes", "nickname") ?? "nickname") var nickname: String  // fallbacks
    }

    protocol Route: Codable, TypeIdentifiable {}

    struct HomeScreenRoute: Route {
        static let typeIdentifier = "homescreen"
    }

    struct DetailScreenRoute: Route {
        static let typeIdentifier = "detailscreen"
        let id: UUID
    }

    static func registerRoutes() throws {
        try TypeRegistry.shared.register(HomeScreenRoute.self, for: (any Route).self)
        try TypeRegistry.shared.register(DetailScreenRoute.self, for: (any Route).self)
    }

    struct Navigation: BackedCodable {
        @Backed(Path("data", "start")) var start: any Route
        @Backed(options: .lossy) var featured: [any Route]
        @Backed var next: (any Route)?
        @Backed(defaultValue: HomeScreenRoute()) var fallback: any Route
    }

    struct Tests {
        init() throws {
            try registerRoutes()
        }

        @Test func mapAModel() throws {
            let user = try JSONDecoder().decode(
                User.self,
                from: Data(
                    """
                    {
                        "email": "ada@example.com",
                        "uuid": "42",
                        "meta.version": 3,
                        "attributes": {"first_name": "Ada", "last_name": "Lovelace"},
                        "emails": ["ada@example.com", "countess@example.org"],
                        "nickname": "Countess"
                    }
                    """.utf8))
            expectEqual(user.firstName, "Ada")
            expectEqual(user.backupEmail, "countess@example.org")
            expectEqual(user.nickname, "Countess")
        }

        @Test func registerAndReadWhatWasDropped() throws {
            let data = Data(
                """
                {
                    "data": {"start": {"type": "homescreen"}},
                    "featured": [{"type": "homescreen"}, {"type": "settings"}]
                }
                """.utf8)
            let report = DecodingReport()
            let decoder = JSONDecoder()
            decoder.userInfo[.decodingReport] = report
            let navigation = try decoder.decode(Navigation.self, from: data)
            expectEqual(navigation.featured.count, 1)
            expectEqual(navigation.featured.map { type(of: $0).typeIdentifier }, ["homescreen"])
            expectEqual(
                report.entries.map { "\($0)" },
                [
                    #"featured[1]: dropped: featured[1].type: Unknown type identifier "settings" for Route; "#
                        + #"registered identifiers: "detailscreen", "homescreen"."#
                ])
        }
    }
}
