import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// The Swift examples of README.md, with only the scaffolding they need to run: types go in
// one namespace per README section (so that they keep the README's names), statements go
// in tests, and each `// result` comment of the README is an exact expectation here. The
// examples of the DocC articles have a file each beside this one (<Article>ExamplesTests).
// The README's one other Swift block is the `Package.swift` excerpt of its installation
// section, which is not code a test target can compile.

// MARK: - Quick start: a @Backed model

enum ReadmeBackedQuickStart {
    struct User: BackedCodable {
        @Backed("uuid") var id: String
        @Backed(Path("attributes", "first_name") ?? "first_name") var firstName: String
        @Backed(options: .lossy) var tags: [String]
        @Backed(defaultValue: 0) var visits: Int
    }

    struct Tests {
        @Test func aBackedModel() throws {
            let json = #"{"uuid": "42", "first_name": "Ada", "tags": ["math", 7, "poetry"]}"#
            let user = try JSONDecoder().decode(User.self, from: Data(json.utf8))
            expectEqual(user.firstName, "Ada")
            expectEqual(user.tags, ["math", "poetry"])
            expectEqual(user.visits, 0)
            expectEqual(user.id, "42")
        }
    }
}

// MARK: - Quick start: a registry and @DynamicCodable

enum ReadmeDynamicQuickStart {
    protocol Route: Codable, TypeIdentifiable {}

    struct DetailScreenRoute: Route {
        static let typeIdentifier = "detailscreen"
        let id: Int
    }

    struct HomeScreen: Codable {
        @DynamicCodable var routes: [any Route]
    }

    struct Tests {
        @Test func aRegistryAndDynamicCodable() throws {
            try TypeRegistry.shared.register(DetailScreenRoute.self, for: (any Route).self)
            let screen = try JSONDecoder().decode(
                HomeScreen.self, from: Data(#"{"routes": [{"type": "detailscreen", "id": 7}]}"#.utf8))
            expectEqual((screen.routes[0] as? DetailScreenRoute)?.id, 7)
            expectEqual(screen.routes.count, 1)
        }
    }
}

// MARK: - FAQ

/// The FAQ's statements about limits, pinned so that the README changes when they do.
enum ReadmeFAQ {
    final class ClassModel: BackedDecodable {
        @Backed var name: String

        required init() {}
    }

    struct Mixed: BackedDecodable {
        @Backed var name: String
        var plain = 5
    }

    struct Renamed: BackedDecodable {
        @Backed var name: String

        init() {
            name = "set in init()"
        }
    }

    struct Bare: BackedDecodable {
        @Backed var first: String
        @Backed() var second: String

        init() {}

        init(first: String) {
            self.first = first
        }
    }

    protocol Route: Codable, TypeIdentifiable {}

    enum Status: String, Route {
        case on

        static let typeIdentifier = "status"
    }

    struct StatusHolder: Codable {
        @DynamicCodable var status: any Route
    }

    struct Keys: BackedDecodable {
        @Backed var whole: [String: Int]
        @Backed(options: .lossy) var lossy: [String: Int]
        @Backed(Path("whole", .allKeys)) var listed: [String]
    }

    struct Encoded: BackedEncodable {
        @Backed var whole: [String: Int]
    }

    struct Pages: BackedDecodable {
        @Backed(Path("pages", .allKeys)) var numbers: [Int]
    }

    struct Named: BackedDecodable {
        @Backed("full_name" ?? "name") var name: String
    }

    struct Strict: BackedDecodable {
        @Backed var name: String
    }

    struct Tests {
        @Test func aClassIsAnInvalidDeclaration() {
            expectDecodingFailure(
                ClassModel.self, from: #"{"name":"n"}"#, .dataCorrupted, at: "",
                message:
                    "Invalid @Backed declaration of ClassModel: only structs can be BackedDecodable or BackedEncodable.",
                failure: .invalidDeclaration(
                    property: "ClassModel", problem: "only structs can be BackedDecodable or BackedEncodable."
                ))
        }

        @Test func anInitThatAssignsABackedPropertyIsAnInvalidDeclaration() {
            expectDecodingFailure(
                Renamed.self, from: #"{"name":"n"}"#, .dataCorrupted, at: "",
                message: RenamedFailure.message, failure: RenamedFailure.failure)
        }

        @Test func anUnsetBarePropertyIsNamedWithItsPlace() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = try? JSONDecoder().decode(Bare.self, from: Data("{}".utf8))
                _ = Bare(first: "x").second
            }
            expectEqual(
                fatalErrorMessage(result?.standardErrorContent),
                "The @Backed property 'Bare.second' of type String declared at "
                    + "DynamicCodingTests/ReadmeExamplesTests.swift:85 was read before it was set. Set it in every "
                    + "initializer (self.name = value), or give it a defaultValue:.")
        }

        @Test func propertiesThatAreNotBackedKeepTheirInitialValue() throws {
            let mixed = try JSONDecoder().decode(Mixed.self, from: Data(#"{"name":"n","plain":9}"#.utf8))
            expectEqual(mixed.name, "n")
            expectEqual(mixed.plain, 5)
        }

        @Test func aPolymorphicTypeThatIsNotAnObjectFailsToDecode() throws {
            let registry = TypeRegistry()
            try registry.register(Status.self, for: (any Route).self)
            expectDecodingFailure(
                StatusHolder.self, from: #"{"status":{"type":"status"}}"#, registry: registry,
                .typeMismatch, at: "status",
                message: "Expected to decode String but found a dictionary instead.")
        }

        @Test func aPolymorphicTypeThatIsNotAnObjectIsAnEncodingError() throws {
            let registry = TypeRegistry()
            try registry.register(Status.self, for: (any Route).self)
            expectEncodingFailure(
                StatusHolder(status: Status.on), registry: registry, at: "status",
                message:
                    "Cannot encode Status as Route: it encodes as a single value, not an object, so the "
                    + #"discriminator "type" cannot be written beside it."#,
                failure: .notEncodedAsObject(
                    type: "Status", base: "Route", found: "a single value", discriminatorKey: "type"))
        }

        /// "Any, in every layout but the internal one".
        @Test(arguments: [
            (TypeLayout.external, #"{"status":{"status":"on"}}"#),
            (.adjacent(tag: "type", content: "value"), #"{"status":{"type":"status","value":"on"}}"#),
            (.deduced, #"{"status":"on"}"#),
            (.selected { _ in "status" }, #"{"status":"on"}"#),
        ])
        func aPolymorphicTypeThatIsNotAnObjectWorksInTheOtherLayouts(layout: TypeLayout, json: String) throws
        {
            let registry = TypeRegistry()
            try registry.setLayout(layout, for: (any Route).self)
            try registry.register(Status.self, for: (any Route).self)
            let holder = try decode(StatusHolder.self, from: json, registry: registry)
            expectEqual(holder.status as? Status, .on)
            try expectEncodes(holder, to: json, registry: registry)
        }

        @Test func messageOfShowsTheLibrarysReasonAndPlainMissingKeys() {
            do {
                _ = try JSONDecoder().decode(Named.self, from: Data(#"{"name": 7}"#.utf8))
                Issue.record("Expected a DecodingError")
            } catch {
                expectEqual(
                    DecodingErrorDescription.message(of: error),
                    """
                    name: No path matched:
                    - full_name: full_name: No value found for key "full_name".
                    - name: name: Expected to decode String but found number instead.
                    """)
            }
            do {
                _ = try JSONDecoder().decode(Strict.self, from: Data("{}".utf8))
                Issue.record("Expected a DecodingError")
            } catch {
                expectEqual(
                    DecodingErrorDescription.message(of: error), #"name: No value found for key "name"."#)
            }
        }

        @Test func unknownKeysAreIgnored() throws {
            let strict = try JSONDecoder().decode(
                Strict.self, from: Data(#"{"name": "n", "extra": [1, {"deep": null}]}"#.utf8))
            expectEqual(strict.name, "n")
        }

        @Test func keyStrategiesAndDictionaryKeys() throws {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            let keys = try decoder.decode(
                Keys.self, from: Data(#"{"whole":{"first_key":1},"lossy":{"first_key":1}}"#.utf8))
            expectEqual(keys.whole, ["first_key": 1])
            expectEqual(keys.lossy, ["first_key": 1])
            expectEqual(keys.listed, ["firstKey"])

            let both = try decoder.decode(
                Keys.self,
                from: Data(
                    #"{"whole":{"first_key":1,"firstKey":2},"lossy":{"first_key":1,"firstKey":2}}"#.utf8))
            expectEqual(both.whole, ["first_key": 1, "firstKey": 2])
            expectEqual(both.lossy, ["first_key": 1, "firstKey": 2])

            var encoded = Encoded()
            encoded.whole = ["first_key": 1]
            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCase
            expectEqual(
                String(decoding: try encoder.encode(encoded), as: UTF8.self), #"{"whole":{"first_key":1}}"#)
        }

        @Test func allKeysAreSortedAsStrings() throws {
            let pages = try JSONDecoder().decode(
                Pages.self, from: Data(#"{"pages":{"2":"b","10":"j","1":"a"}}"#.utf8))
            expectEqual(pages.numbers, [1, 10, 2])
        }
    }

    /// What the FAQ's "an `init()` that assigns a `@Backed` property" is reported as.
    enum RenamedFailure {
        static let problem =
            "init() assigned it a value, which hides its @Backed configuration; leave it to the declaration "
            + "and assign values in other initializers."
        static let message = "Invalid @Backed declaration of Renamed.name: \(problem)"
        static let failure = DynamicCodingFailure.invalidDeclaration(
            property: "Renamed.name", problem: problem)
    }
}
