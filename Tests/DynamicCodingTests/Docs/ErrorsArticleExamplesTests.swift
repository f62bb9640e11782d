import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// The examples of the Errors article's sections on where an error is in the payload and
// on errors that are not decoding errors (Documentation.docc/Errors.md), with only the
// scaffolding they need to run; each printed block and `// result` comment is an
// expectation here.

enum ErrorsArticle {
    protocol Route: Codable, TypeIdentifiable {}

    struct HomeScreenRoute: Route {
        static let typeIdentifier = "homescreen"
    }

    struct DetailScreenRoute: Route {
        static let typeIdentifier = "detailscreen"
        let id: UUID
    }

    /// The HomeScreen of the Polymorphism article.
    struct HomeScreen: Codable {
        @DynamicCodable var `self`: any Route
        @DynamicCodable var routes: [any Route]
        @DynamicCodable var someRouteDict: [String: any Route]
        @DynamicCodable var someOptionalRoute: (any Route)?
    }

    /// The launch-time registration (harmless when repeated).
    static func registerRoutes() throws {
        try TypeRegistry.shared.register(HomeScreenRoute.self, for: (any Route).self)
        try TypeRegistry.shared.register(DetailScreenRoute.self, for: (any Route).self)
    }

    struct Counts: BackedDecodable {
        @Backed var items: [Int]
    }

    struct Examples {
        init() throws {
            try registerRoutes()
        }

        @Test func renderedShowsWhereTheErrorIs() throws {
            let json = """
                {
                  "self": {"type": "homescreen"},
                  "routes": [{"type": "detailscreen", "id": 42}],
                  "someRouteDict": {}
                }
                """
            let data = Data(json.utf8)
            var printed: [String] = []
            do {
                _ = try JSONDecoder().decode(HomeScreen.self, from: data)
            } catch {
                printed.append(DecodingErrorDescription.rendered(error, in: data))
            }
            expectEqual(
                printed,
                [
                    """
                    error: routes[0].id: Expected to decode String but found number instead.
                     --> line 3, column 45
                      |
                    3 |   "routes": [{"type": "detailscreen", "id": 42}],
                      |                                             ^^
                    """
                ])

            do {
                _ = try JSONDecoder().decode(HomeScreen.self, from: data)
                Issue.record("Expected a DecodingError")
            } catch DecodingError.typeMismatch(_, let context) {
                let location = JSONLocation(of: context.codingPath, in: data)
                expectEqual(location?.description, "line 3, column 45")
                expectEqual(location.map { String(decoding: data[$0.byteRange], as: UTF8.self) }, "42")
            }
        }

        @Test func aSyntaxErrorIsShownWhereTheDataStopsBeingJSON() {
            let json = """
                {
                  "self": {"type": "homescreen"}
                  "routes": []
                }
                """
            let data = Data(json.utf8)
            do {
                _ = try JSONDecoder().decode(HomeScreen.self, from: data)
                Issue.record("Expected a DecodingError")
            } catch {
                expectEqual(
                    DecodingErrorDescription.rendered(error, in: data),
                    """
                    error: <root>: The given data was not valid JSON.
                     --> line 3, column 3
                      |
                    3 |   "routes": []
                      |   ^ expected ',' or '}'
                    """)
            }
        }

        @Test func aNumberTheTypeCannotRepresentIsADecodingErrorAtItsPath() {
            do {
                _ = try JSONDecoder().decode(Counts.self, from: Data(#"{"items": [1, 4.5]}"#.utf8))
                Issue.record("Expected a DecodingError")
            } catch let error as DecodingError {
                guard case .typeMismatch(_, let context) = error else {
                    Issue.record("Expected a typeMismatch, got \(error)")
                    return
                }
                expectEqual(
                    DecodingErrorDescription.message(of: error),
                    "items[1]: Expected to decode Int but found the number 4.5, which Int cannot represent."
                )
                #expect(context.underlyingError != nil)
            } catch {
                Issue.record("Expected a DecodingError, got \(error)")
            }
        }
    }
}
