import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Every Swift example of Documentation.docc/Encoding.md. Types keep the article's names
// inside the namespace; statements go in tests; each `// result` comment is an exact
// expectation.

enum EncodingExamples {
    struct Contact: BackedCodable {
        @Backed("uuid") var id: String
        @Backed(Path("attributes", "first_name")) var firstName: String
        @Backed(Path("attributes", "nickname")) var nickname: String?
        @Backed(Path("meta", "source", "name")) var source: String?
    }

    struct Inner: Codable {
        var name: String
    }

    struct Overlap: BackedCodable {
        @Backed var inner: Inner
        @Backed(Path("inner", "greeting")) var greeting: String
    }

    struct Basket: BackedCodable {
        @Backed(Path("counts", .allKeys)) var fruits: [String]
    }

    struct Profile: BackedCodable {
        @Backed("uuid") var id: String
        @Backed(Path("attributes", "first_name")) var firstName: String
        @Backed(Path("attributes", "nickname")) var nickname: String?
        @Backed(defaultValue: 0) var visits: Int

        init() {}

        init(id: String, firstName: String) {
            self.$id = id
            self.firstName = firstName
        }
    }

    /// The line of `Draft.firstName`'s declaration, which the unset-property message names.
    static let draftFirstNameLine = #line + 3
    struct Draft: BackedCodable {
        @Backed("uuid") var id: String
        @Backed(Path("attributes", "first_name")) var firstName: String

        init() {}

        init(id: String) {
            self.id = id
        }
    }

    struct Article: Codable {
        var id: String
        var title: String
        var tags: [String]
        var created: Date

        init(from decoder: any Decoder) throws {
            id = try decoder.decode(String.self, at: "uuid")
            title = try decoder.decode(String.self, at: Path("attributes", "title"))
            tags = try decoder.decode([String].self, at: Path("attributes", "tags"), options: .lossy)
            created = try decoder.decode(Date.self, at: Path("meta", "created"), strategy: .iso8601)
        }

        func encode(to encoder: any Encoder) throws {
            try encoder.encode(id, at: "uuid")
            try encoder.encode(title, at: Path("attributes", "title"))
            try encoder.encode(tags, at: Path("attributes", "tags"))
            try encoder.encode(created, at: Path("meta", "created"), strategy: .iso8601)
        }
    }

    struct Visitor: Decodable {
        var name: String
        var visits: Int

        init(from decoder: any Decoder) throws {
            name = try decoder.decode(String.self, at: "full_name" ?? "name")
            visits = try decoder.decode(Int.self, at: "visits", defaultValue: 0, replacing: .missing)
        }
    }

    /// The message that stops a program reading `Draft.firstName` unset, after "Fatal error: ".
    static func unsetMessage(naming name: Bool) -> String {
        "The @Backed property \(name ? "'Draft.firstName' " : "")of type String declared at "
            + "DynamicCodingTests/EncodingExamplesTests.swift:\(draftFirstNameLine) was read before it was set. "
            + "Set it in every initializer (self.name = value), or give it a defaultValue:."
    }

    struct Setting: BackedDecodable, Encodable {
        @Backed(Path("top", "second", "third")) var key: String
    }

    struct Tests {
        @Test func synthesizedConformances() throws {
            let setting = try JSONDecoder().decode(
                Setting.self, from: Data(#"{"top":{"second":{"third":"v"}}}"#.utf8))
            expectEqual(String(decoding: try JSONEncoder().encode(setting), as: UTF8.self), #"{"key":"v"}"#)
        }

        @Test func encodingBackAlongPaths() throws {
            var contact = try JSONDecoder().decode(
                Contact.self,
                from: Data(
                    """
                    {"uuid": "42", "attributes": {"first_name": "Ada"}}
                    """.utf8))
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            expectEqual(
                String(decoding: try encoder.encode(contact), as: UTF8.self),
                #"{"attributes":{"first_name":"Ada"},"uuid":"42"}"#)
            contact.source = "import"
            expectEqual(
                String(decoding: try encoder.encode(contact), as: UTF8.self),
                #"{"attributes":{"first_name":"Ada"},"meta":{"source":{"name":"import"}},"#
                    + #""uuid":"42"}"#)
        }

        @Test func overlappingPaths() throws {
            var overlap = Overlap()
            overlap.inner = Inner(name: "n")
            overlap.greeting = "hi"
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            expectEqual(
                String(decoding: try encoder.encode(overlap), as: UTF8.self),
                #"{"inner":{"greeting":"hi","name":"n"}}"#)
        }

        @Test func unwritablePathsAreEncodingErrors() {
            var basket = Basket()
            basket.fruits = ["apples"]
            do {
                _ = try JSONEncoder().encode(basket)
                Issue.record("Expected an EncodingError")
            } catch {
                expectEqual(
                    DecodingErrorDescription.message(of: error),
                    "<root>: Cannot encode Basket.fruits: its path component *keys can only be read.")
            }
            expectEncodingFailure(
                basket, at: "",
                message: "Cannot encode Basket.fruits: its path component *keys can only be read.",
                failure: .unwritablePath(property: "Basket.fruits", component: "*keys"))
        }

        @Test func memberwiseInitializer() throws {
            let ada = Profile(id: "42", firstName: "Ada")
            #expect(ada.nickname == nil)
            expectEqual(ada.visits, 0)

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            expectEqual(
                String(decoding: try encoder.encode(ada), as: UTF8.self),
                #"{"attributes":{"first_name":"Ada"},"uuid":"42","visits":0}"#)
        }

        @Test func encodingAnUnsetPropertyIsAnEncodingError() {
            do {
                _ = try JSONEncoder().encode(Draft(id: "42"))
                Issue.record("Expected an EncodingError")
            } catch {
                expectEqual(
                    DecodingErrorDescription.message(of: error),
                    "<root>: Draft.firstName was never set and has no default value.")
            }
            expectEncodingFailure(
                Draft(id: "42"), at: "", message: "Draft.firstName was never set and has no default value.",
                failure: .unsetProperty(property: "Draft.firstName"))
        }

        @Test func readingAnUnsetPropertyStopsWithItsName() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = try? JSONDecoder().decode(Draft.self, from: Data("{}".utf8))
                _ = Draft(id: "42").firstName
            }
            expectEqual(fatalErrorMessage(result?.standardErrorContent), unsetMessage(naming: true))
        }

        @Test func beforeTheModelIsUsedTheMessageGivesTheDeclarationsPlace() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = Draft(id: "42").firstName
            }
            expectEqual(fatalErrorMessage(result?.standardErrorContent), unsetMessage(naming: false))
        }

        @Test func pathsInHandWrittenCodable() throws {
            let article = try JSONDecoder().decode(
                Article.self,
                from: Data(
                    """
                    {"uuid": "a1", "attributes": {"title": "Hello", "tags": ["x", 1, "y"]},
                     "meta": {"created": "2021-02-22T08:58:16Z"}}
                    """.utf8))
            expectEqual(article.tags, ["x", "y"])

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            expectEqual(
                String(decoding: try encoder.encode(article), as: UTF8.self),
                #"{"attributes":{"tags":["x","y"],"title":"Hello"},"#
                    + #""meta":{"created":"2021-02-22T08:58:16Z"},"uuid":"a1"}"#)
        }

        @Test func handWrittenDefaultsAndFallbacks() throws {
            let visitor = try JSONDecoder().decode(Visitor.self, from: Data(#"{"name": "Ada"}"#.utf8))
            expectEqual(visitor.name, "Ada")
            expectEqual(visitor.visits, 0)
        }

        @Test func propertyListCoders() throws {
            let ada = Profile(id: "42", firstName: "Ada")
            let plist = try PropertyListEncoder().encode(ada)  // the Profile above
            let copy = try PropertyListDecoder().decode(Profile.self, from: plist)
            expectEqual(copy.firstName, "Ada")
            expectEqual(copy.visits, 0)
            expectEqual(copy.id, "42")
            #expect(copy.nickname == nil)
        }
    }
}
