import DynamicCoding
import Foundation
import Testing

// Every Swift example of README.md, with only the scaffolding it needs to run: types go in
// one namespace per README section (so that they keep the README's names), statements go
// in tests, and each `// result` comment of the README is an expectation here.

// MARK: - Polymorphic values

enum ReadmePolymorphism {
    protocol Route: Codable, TypeIdentifiable {}

    struct HomeScreenRoute: Route {
        static let typeIdentifier = "homescreen"
    }

    struct DetailScreenRoute: Route {
        static let typeIdentifier = "detailscreen"
        let id: UUID
    }

    struct ProfileScreenRoute: Route {
        static let typeIdentifier = "profilescreen"
        let id: UUID
        let tracking: [String: [String: String]]
    }

    /// The README's launch-time registration (harmless when repeated).
    static func registerRoutes() throws {
        try TypeRegistry.shared.register(HomeScreenRoute.self, for: (any Route).self)
        try TypeRegistry.shared.register(DetailScreenRoute.self, for: (any Route).self)
        try TypeRegistry.shared.register(ProfileScreenRoute.self, for: (any Route).self)
    }

    struct HomeScreen: Codable {
        @DynamicCodable var `self`: any Route
        @DynamicCodable var routes: [any Route]
        @DynamicCodable var someRouteDict: [String: any Route]
        @DynamicCodable var someOptionalRoute: (any Route)?
    }

    static let json = """
        {
            "self": {"type": "homescreen"},
            "routes": [
                {"type": "detailscreen", "id": "550121C5-3D8F-4AC8-AB14-BDF7E6D11626"},
                {"type": "detailscreen", "id": "697167E5-90EE-4CD2-879D-EAF49064F400"}
            ],
            "someRouteDict": {
                "profilescreen": {
                    "type": "profilescreen",
                    "id": "84874B0F-1F41-4380-B3C6-CC53A0DE5453",
                    "tracking": {"some_tracking_service": {"some_tracking_property": "some_tracking_value"}}
                }
            }
        }
        """

    struct Inbox: Decodable {
        let title: String
        @DynamicDecodable var next: (any Route)?
    }

    protocol Component: Codable {}

    struct TextComponent: Component {
        let text: String
    }

    struct PlainComponent: Component {
        let title: String
    }

    struct UnknownComponent: Component, UnknownTypeFallback {
        let typeIdentifier: String
        let payload: CodableValue
    }

    struct Page: Codable {
        @DynamicCodable var components: [any Component]
    }

    struct Navigation: BackedCodable {
        @Backed(Path("data", "start")) var start: any Route
        @Backed(options: .lossy) var featured: [any Route]
        @Backed var next: (any Route)?
        @Backed(defaultValue: HomeScreenRoute()) var fallback: any Route
    }

    struct Named: BackedDecodable {
        @Backed("full_name" ?? "name") var name: String
    }

    @Suite struct Tests {
        init() throws {
            try registerRoutes()
        }

        @Test func dynamicCodableDecodesAndEncodes() throws {
            let screen = try JSONDecoder().decode(HomeScreen.self, from: Data(json.utf8))
            #expect(screen.routes.map { type(of: $0).typeIdentifier } == ["detailscreen", "detailscreen"])
            #expect(
                (screen.routes[1] as? DetailScreenRoute)?.id.uuidString
                    == "697167E5-90EE-4CD2-879D-EAF49064F400")
            #expect(
                (screen.someRouteDict["profilescreen"] as? ProfileScreenRoute)?.tracking.keys.first
                    == "some_tracking_service")
            #expect(screen.someOptionalRoute == nil)

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let home = HomeScreen(
                self: HomeScreenRoute(), routes: [], someRouteDict: [:], someOptionalRoute: nil)
            #expect(
                String(decoding: try encoder.encode(home), as: UTF8.self)
                    == #"{"routes":[],"self":{"type":"homescreen"},"someRouteDict":{}}"#)

            let inbox = try JSONDecoder().decode(Inbox.self, from: Data(#"{"title": "Mail"}"#.utf8))
            #expect(inbox.next == nil)
        }

        @Test func registryOfYourOwn() throws {
            let registry = TypeRegistry()
            try registry.setDiscriminatorKey("kind", for: (any Component).self)
            try registry.register(TextComponent.self, for: (any Component).self, typeIdentifier: "text")
            try registry.register(TextComponent.self, for: (any Component).self, typeIdentifier: "label")
            try registry.setFallback(UnknownComponent.self, for: (any Component).self)
            try registry.setDefault(PlainComponent.self, for: (any Component).self)
            registry.freeze()

            let decoder = JSONDecoder()
            decoder.userInfo[.typeRegistry] = registry
            let page = try decoder.decode(
                Page.self,
                from: Data(
                    """
                    {"components": [
                        {"kind": "label", "text": "Hi"},
                        {"kind": "video", "url": "v.mp4"},
                        {"title": "Plain"}
                    ]}
                    """.utf8))
            #expect(
                page.components.map { "\(type(of: $0))" } == [
                    "TextComponent", "UnknownComponent", "PlainComponent",
                ])
            #expect((page.components[1] as? UnknownComponent)?.typeIdentifier == "video")

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            encoder.userInfo[.typeRegistry] = registry
            #expect(
                String(decoding: try encoder.encode(page), as: UTF8.self)
                    == #"{"components":[{"kind":"text","text":"Hi"},{"kind":"video","url":"v.mp4"},"#
                    + #"{"title":"Plain"}]}"#)

            #expect(registry.typeIdentifiers(for: (any Component).self) == ["label", "text"])
            do {
                try registry.register(PlainComponent.self, for: (any Component).self, typeIdentifier: "plain")
                Issue.record("Expected the frozen registry to refuse the registration")
            } catch {
                #expect("\(error)" == "Cannot register PlainComponent for Component: the registry is frozen.")
            }
        }

        @Test func polymorphicValuesInBacked() throws {
            let navigation = try JSONDecoder().decode(
                Navigation.self,
                from: Data(
                    """
                    {
                        "data": {"start": {"type": "detailscreen", "id": "550121C5-3D8F-4AC8-AB14-BDF7E6D11626"}},
                        "featured": [{"type": "homescreen"}, {"type": "settings"}],
                        "fallback": {"type": "settings"}
                    }
                    """.utf8))
            #expect(type(of: navigation.start).typeIdentifier == "detailscreen")
            #expect(navigation.featured.map { type(of: $0).typeIdentifier } == ["homescreen"])
            #expect(navigation.next == nil)
            #expect(type(of: navigation.fallback).typeIdentifier == "homescreen")
        }

        @Test func errorsTellTheThreeDiscriminatorFailuresApart() throws {
            func message(decoding json: String) -> String {
                do {
                    _ = try JSONDecoder().decode(HomeScreen.self, from: Data(json.utf8))
                    return "decoded"
                } catch {
                    return DecodingErrorDescription.message(of: error)
                }
            }

            #expect(
                message(decoding: #"{"self": {"type": "settings"}}"#)
                    == #"self.type: Unknown type identifier "settings" for Route; registered identifiers: "#
                    + #""detailscreen", "homescreen", "profilescreen"."#)
            #expect(
                message(decoding: #"{"self": {"type": "homescreen"}, "routes": [{"id": 4}]}"#)
                    == #"routes[0].type: Missing discriminator "type" needed to choose a type for Route."#)
            #expect(
                message(
                    decoding:
                        #"{"self": {"type": "homescreen"}, "routes": [{"type": "detailscreen", "id": 4}]}"#)
                    == "routes[0].id: Expected to decode String but found number instead.")

            do {
                _ = try JSONDecoder().decode(HomeScreen.self, from: Data(#"{"self": {"name": "home"}}"#.utf8))
                Issue.record("Expected a DecodingError")
            } catch let DecodingError.keyNotFound(key, context) {
                #expect(key.stringValue == "type")
                #expect(
                    context.debugDescription
                        == #"Missing discriminator "type" needed to choose a type for Route."#)
                #expect(
                    context.underlyingError as? DynamicCodingFailure
                        == .missingDiscriminator(key: "type", base: "Route"))
            }
        }

        @Test func fallbacksNameEveryAttempt() throws {
            do {
                _ = try JSONDecoder().decode(Named.self, from: Data(#"{"name": 7}"#.utf8))
                Issue.record("Expected a DecodingError")
            } catch let DecodingError.typeMismatch(_, context) {
                #expect(
                    context.debugDescription
                        == """
                        No path matched:
                        - full_name: full_name: No value found for key "full_name".
                        - name: name: Expected to decode String but found number instead.
                        """)
            }
        }

        @Test func decodersRunConcurrently() async throws {
            let payload = Data(json.utf8)  // the HomeScreen payload above
            let routeCount = await withTaskGroup(of: Int.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        (try? JSONDecoder().decode(HomeScreen.self, from: payload))?.routes.count ?? 0
                    }
                }
                return await group.reduce(0, +)
            }
            #expect(routeCount == 16)
        }
    }
}

// MARK: - Keys and paths

enum ReadmeKeys {
    struct User: BackedDecodable {
        @Backed var email: String  // the property's name
        @Backed("uuid") var id: String  // a key
        @Backed("meta.version") var version: Int  // one key, dot included
        @Backed(Path("attributes", "first_name")) var firstName: String  // nested keys
        @Backed(Path(dotted: "attributes.last_name")) var lastName: String  // the same, dotted
        @Backed(Path("emails", 1)) var backupEmail: String?  // an array index
        @Backed(Path("attributes", "nickname") ?? "nickname") var nickname: String  // fallbacks
    }

    struct Account: BackedDecodable {
        @Backed var homeAddress: String
        @Backed(Path("contactInfo", "phoneNumber")) var phone: String
    }

    struct Inventory: BackedDecodable {
        @Backed(Path("counts", .allKeys)) var fruits: [String]
        @Backed(Path("counts", .allValues)) var counts: [Int]
        @Backed(Path("counts", .allKeys, 0)) var firstFruit: String
        @Backed(Path("counts", .keys(where: { (_, count: Int) in count < 10 }))) var scarce: [String]
        @Backed(Path("counts", .values(where: { (_, count: Int) in count >= 9 }))) var large: [Int]
    }

    @Suite struct Tests {
        @Test func keysAndPaths() throws {
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
            #expect(user.email == "ada@example.com")
            #expect(user.id == "42")
            #expect(user.version == 3)
            #expect(user.firstName == "Ada")
            #expect(user.lastName == "Lovelace")
            #expect(user.backupEmail == "countess@example.org")
            #expect(user.nickname == "Countess")
        }

        @Test func inferredKeysFollowTheKeyDecodingStrategy() throws {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            let account = try decoder.decode(
                Account.self,
                from: Data(
                    """
                    {"home_address": "Marylebone", "contact_info": {"phone_number": "0207"}}
                    """.utf8))
            #expect(account.homeAddress == "Marylebone")
            #expect(account.phone == "0207")
        }

        @Test func fanOutComponents() throws {
            let inventory = try JSONDecoder().decode(
                Inventory.self,
                from: Data(
                    """
                    {"counts": {"apples": 12, "oranges": 9, "bananas": 6}}
                    """.utf8))
            #expect(inventory.fruits == ["apples", "bananas", "oranges"])
            #expect(inventory.counts == [12, 6, 9])
            #expect(inventory.firstFruit == "apples")
            #expect(inventory.scarce == ["bananas", "oranges"])
            #expect(inventory.large == [12, 9])
        }
    }
}

// MARK: - Flat grouping

enum ReadmeFlat {
    struct Location: Codable {
        let latitude: Double
        let longitude: Double
    }

    struct Greeting: BackedCodable {
        @Backed(.flat) var location: Location?
        @Backed var greeting: String
    }

    @Suite struct Tests {
        @Test func flatGrouping() throws {
            let greeting = try JSONDecoder().decode(
                Greeting.self,
                from: Data(
                    """
                    {"latitude": 3.4, "longitude": 3.2, "greeting": "hallo"}
                    """.utf8))
            #expect(greeting.location?.latitude == 3.4)
            let alone = try JSONDecoder().decode(Greeting.self, from: Data(#"{"greeting": "hallo"}"#.utf8))
            #expect(alone.location == nil)

            // "Encoding writes the flat value's keys beside the others."
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            #expect(
                String(decoding: try encoder.encode(greeting), as: UTF8.self)
                    == #"{"greeting":"hallo","latitude":3.4,"longitude":3.2}"#)
        }
    }
}

// MARK: - Lossy collections

enum ReadmeLossy {
    struct Feed: BackedDecodable {
        @Backed(options: .lossy) var numbers: [Int]
        @Backed(options: .lossy) var tags: Set<String>
        @Backed(options: .lossy) var scores: [String: Int]
    }

    @Suite struct Tests {
        @Test func lossyCollectionsAndTheReport() throws {
            let report = DecodingReport()
            let decoder = JSONDecoder()
            decoder.userInfo[.decodingReport] = report
            let feed = try decoder.decode(
                Feed.self,
                from: Data(
                    """
                    {"numbers": [1, "two", null, 4], "tags": ["a", 1, "b"], "scores": {"x": 1, "y": "high"}}
                    """.utf8))
            #expect(feed.numbers == [1, 4])
            #expect(feed.tags == ["a", "b"])
            #expect(feed.scores == ["x": 1])
            #expect(
                report.description
                    == """
                    numbers[1]: dropped: numbers[1]: Expected to decode Int but found a string instead.
                    numbers[2]: dropped: numbers[2]: Expected Int value but found null instead.
                    tags[1]: dropped: tags[1]: Expected to decode String but found number instead.
                    scores.y: dropped: scores.y: Expected to decode Int but found a string instead.
                    """)
            #expect(report.entries.allSatisfy { $0.resolution == .dropped })
        }
    }
}

// MARK: - Defaults

enum ReadmeDefaults {
    struct Settings: BackedCodable {
        @Backed(defaultValue: 3) var retries: Int  // missing, null or invalid
        @Backed(defaultValue: 30, replacing: .missing) var timeout: Int  // only when missing
        @Backed(defaultValue: "en", replacing: .missingOrNull) var language: String
        @Backed(defaultValue: .zeroValue) var children: Int  // 0
        @Backed(defaultValue: nil) var nickname: String?  // invalid → nil
    }

    @Suite struct Tests {
        @Test func defaults() throws {
            let report = DecodingReport()
            let decoder = JSONDecoder()
            decoder.userInfo[.decodingReport] = report
            let settings = try decoder.decode(
                Settings.self,
                from: Data(
                    """
                    {"retries": "many", "timeout": 5, "nickname": 7}
                    """.utf8))
            #expect(settings.retries == 3)
            #expect(settings.timeout == 5)
            #expect(settings.language == "en")
            #expect(settings.children == 0)
            #expect(settings.nickname == nil)
            #expect(
                report.description
                    == """
                    retries: replaced by default: retries: Expected to decode Int but found a string instead.
                    nickname: replaced by default: nickname: Expected to decode String but found number instead.
                    """)

            do {
                _ = try JSONDecoder().decode(Settings.self, from: Data(#"{"timeout": null}"#.utf8))
                Issue.record("Expected a DecodingError")
            } catch {
                #expect(
                    DecodingErrorDescription.message(of: error)
                        == "timeout: Expected Int value but found null instead.")
            }

            #expect(Settings().retries == 3)
        }
    }
}

// MARK: - Date and data strategies, custom strategies

enum ReadmeStrategies {
    struct Event: BackedCodable {
        @Backed("start", strategy: .secondsSince1970) var start: Date
        @Backed("end", strategy: .millisecondsSince1970) var end: Date
        @Backed("updated_at", strategy: .iso8601) var updatedAt: Date?
        @Backed("day", strategy: .formatted(dayFormatter())) var day: Date
        @Backed("created", strategy: .deferredToDecoder) var created: Date  // the coder's own
        @Backed("dates", options: .lossy, strategy: .secondsSince1970) var dates: [Date]
        @Backed("thumbnail", strategy: .base64) var thumbnail: Data
    }

    static func dayFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }

    struct Color: Equatable {
        var red: Double
        var green: Double
        var blue: Double
    }

    struct RGBColorStrategy: ValueCodingStrategy {
        private enum Keys: String, CodingKey { case red, green, blue }

        func decode(from decoder: any Decoder) throws -> Color {
            let container = try decoder.container(keyedBy: Keys.self)
            return Color(
                red: try container.decode(Double.self, forKey: .red) / 255,
                green: try container.decode(Double.self, forKey: .green) / 255,
                blue: try container.decode(Double.self, forKey: .blue) / 255)
        }

        func encode(_ color: Color, to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(color.red * 255, forKey: .red)
            try container.encode(color.green * 255, forKey: .green)
            try container.encode(color.blue * 255, forKey: .blue)
        }
    }

    struct Theme: BackedCodable {
        @Backed("background_color", strategy: .rgbColor) var background: Color
        @Backed("accents", strategy: .rgbColor) var accents: [Color]
    }

    @Suite struct Tests {
        @Test func dateAndDataStrategies() throws {
            let event = try JSONDecoder().decode(
                Event.self,
                from: Data(
                    """
                    {
                        "start": 1613984296, "end": 1613984996000, "updated_at": "2021-02-22T08:58:16Z",
                        "day": "2021-02-22", "created": 635677096, "dates": [1613984296, "N/A"],
                        "thumbnail": "AQID"
                    }
                    """.utf8))
            #expect(event.start.timeIntervalSince1970 == 1_613_984_296)
            #expect(event.end.timeIntervalSince1970 == 1_613_984_996)
            #expect(event.updatedAt == event.start)
            #expect(event.day.timeIntervalSince1970 == 1_613_952_000)
            #expect(event.created == event.start)
            #expect(event.dates.count == 1)
            #expect(event.thumbnail == Data([1, 2, 3]))

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            #expect(
                String(decoding: try encoder.encode(event), as: UTF8.self)
                    == #"{"created":635677096,"dates":[1613984296],"day":"2021-02-22","end":1613984996000,"#
                    + #""start":1613984296,"thumbnail":"AQID","updated_at":"2021-02-22T08:58:16Z"}"#)
        }

        @Test func customStrategy() throws {
            let theme = try JSONDecoder().decode(
                Theme.self,
                from: Data(
                    """
                    {"background_color": {"red": 255, "green": 0, "blue": 0},
                     "accents": [{"red": 0, "green": 255, "blue": 0}]}
                    """.utf8))
            #expect(theme.background == Color(red: 1.0, green: 0.0, blue: 0.0))
            #expect(theme.accents == [Color(red: 0.0, green: 1.0, blue: 0.0)])
            #expect("\(theme.background)" == "Color(red: 1.0, green: 0.0, blue: 0.0)")

            // "A strategy's errors keep their full path (`accents[1].red`), and encoding uses
            // the same strategy, so decode → encode → decode gives equal values."
            do {
                _ = try JSONDecoder().decode(
                    Theme.self,
                    from: Data(
                        """
                        {"background_color": {"red": 0, "green": 0, "blue": 0},
                         "accents": [{"red": 0, "green": 0, "blue": 0}, {"red": "0", "green": 0, "blue": 0}]}
                        """.utf8))
                Issue.record("Expected a DecodingError")
            } catch {
                #expect(
                    DecodingErrorDescription.message(of: error)
                        == "accents[1].red: Expected to decode Double but found a string instead.")
            }
            let again = try JSONDecoder().decode(Theme.self, from: try JSONEncoder().encode(theme))
            #expect(again.background == theme.background)
            #expect(again.accents == theme.accents)
        }
    }
}

extension ValueCodingStrategy where Self == ReadmeStrategies.RGBColorStrategy {
    static var rgbColor: ReadmeStrategies.RGBColorStrategy { ReadmeStrategies.RGBColorStrategy() }
}

// MARK: - Memberwise initializers, any Decoder

enum ReadmeInitializers {
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

    @Suite struct Tests {
        @Test func memberwiseInitializer() throws {
            let ada = Profile(id: "42", firstName: "Ada")
            #expect(ada.nickname == nil)
            #expect(ada.visits == 0)

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            #expect(
                String(decoding: try encoder.encode(ada), as: UTF8.self)
                    == #"{"attributes":{"first_name":"Ada"},"uuid":"42","visits":0}"#)
        }

        @Test func propertyListCoders() throws {
            let ada = Profile(id: "42", firstName: "Ada")
            let plist = try PropertyListEncoder().encode(ada)  // the Profile above
            let copy = try PropertyListDecoder().decode(Profile.self, from: plist)
            #expect(copy.firstName == "Ada")
            #expect(copy.visits == 0)
        }
    }
}

/// The README's text about a forgotten property (no README code: a model whose
/// initializer forgets `firstName`).
enum ReadmeUnset {
    struct Profile: BackedCodable {
        @Backed("uuid") var id: String
        @Backed(Path("attributes", "first_name")) var firstName: String

        init() {}

        init(id: String) {
            self.id = id
        }
    }

    @Suite struct Tests {
        @Test func encodingAForgottenPropertyIsAnEncodingError() {
            do {
                _ = try JSONEncoder().encode(Profile(id: "42"))
                Issue.record("Expected an EncodingError")
            } catch {
                #expect(
                    DecodingErrorDescription.message(of: error)
                        == "<root>: Profile.firstName was never set and has no default value.")
            }
        }

        @Test func readingAForgottenPropertyStopsWithItsName() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = try? JSONDecoder().decode(Profile.self, from: Data("{}".utf8))
                _ = Profile(id: "42").firstName
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(
                message.contains(
                    "Fatal error: The @Backed property 'Profile.firstName' of type String declared at "
                        + "DynamicCodingTests/ReadmeExamplesTests.swift:"))
            #expect(
                message.contains(
                    " was read before it was set. Set it in every initializer (self.name = value), "
                        + "or give it a defaultValue:."))
        }

        @Test func beforeTheModelIsUsedTheMessageGivesTheDeclarationsPlace() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = Profile(id: "42").firstName
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(
                message.contains(
                    "Fatal error: The @Backed property of type String declared at "
                        + "DynamicCodingTests/ReadmeExamplesTests.swift:"))
        }
    }
}

// MARK: - Paths in hand-written Codable

enum ReadmeHandWritten {
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

    @Suite struct Tests {
        @Test func decoderAndEncoderHelpers() throws {
            let article = try JSONDecoder().decode(
                Article.self,
                from: Data(
                    """
                    {"uuid": "a1", "attributes": {"title": "Hello", "tags": ["x", 1, "y"]},
                     "meta": {"created": "2021-02-22T08:58:16Z"}}
                    """.utf8))
            #expect(article.tags == ["x", "y"])

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            #expect(
                String(decoding: try encoder.encode(article), as: UTF8.self)
                    == #"{"attributes":{"tags":["x","y"],"title":"Hello"},"#
                    + #""meta":{"created":"2021-02-22T08:58:16Z"},"uuid":"a1"}"#)
        }
    }
}

// MARK: - Encoding back along paths

enum ReadmeEncoding {
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

    @Suite struct Tests {
        @Test func encodingBackAlongPaths() throws {
            var contact = try JSONDecoder().decode(
                Contact.self,
                from: Data(
                    """
                    {"uuid": "42", "attributes": {"first_name": "Ada"}}
                    """.utf8))
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            #expect(
                String(decoding: try encoder.encode(contact), as: UTF8.self)
                    == #"{"attributes":{"first_name":"Ada"},"uuid":"42"}"#)
            contact.source = "import"
            #expect(
                String(decoding: try encoder.encode(contact), as: UTF8.self)
                    == #"{"attributes":{"first_name":"Ada"},"meta":{"source":{"name":"import"}},"#
                    + #""uuid":"42"}"#)

            var overlap = Overlap()
            overlap.inner = Inner(name: "n")
            overlap.greeting = "hi"
            #expect(
                String(decoding: try encoder.encode(overlap), as: UTF8.self)
                    == #"{"inner":{"greeting":"hi","name":"n"}}"#)
        }

        @Test func unwritablePathsAreEncodingErrors() throws {
            var basket = Basket()
            basket.fruits = ["apples"]
            do {
                _ = try JSONEncoder().encode(basket)
                Issue.record("Expected an EncodingError")
            } catch {
                #expect(
                    DecodingErrorDescription.message(of: error)
                        == "<root>: Cannot encode Basket.fruits: its path component *keys can only be read.")
            }
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

    struct Pages: BackedDecodable {
        @Backed(Path("pages", .allKeys)) var numbers: [Int]
    }

    @Suite struct Tests {
        @Test func aClassIsAnInvalidDeclaration() {
            do {
                _ = try JSONDecoder().decode(ClassModel.self, from: Data(#"{"name":"n"}"#.utf8))
                Issue.record("Expected a DecodingError")
            } catch DecodingError.dataCorrupted(let context) {
                #expect(
                    context.underlyingError as? DynamicCodingFailure
                        == .invalidDeclaration(
                            property: "ClassModel",
                            problem: "only structs can be BackedDecodable or BackedEncodable."))
            } catch {
                Issue.record("Expected dataCorrupted, got \(error)")
            }
        }

        @Test func propertiesThatAreNotBackedKeepTheirInitialValue() throws {
            let mixed = try JSONDecoder().decode(Mixed.self, from: Data(#"{"name":"n","plain":9}"#.utf8))
            #expect(mixed.name == "n")
            #expect(mixed.plain == 5)
        }

        @Test func aPolymorphicTypeThatIsNotAnObjectFailsToDecode() throws {
            let registry = TypeRegistry()
            try registry.register(Status.self, for: (any Route).self)
            let decoder = JSONDecoder()
            decoder.userInfo[.typeRegistry] = registry
            do {
                _ = try decoder.decode(StatusHolder.self, from: Data(#"{"status":{"type":"status"}}"#.utf8))
                Issue.record("Expected a DecodingError")
            } catch DecodingError.typeMismatch {
            } catch {
                Issue.record("Expected typeMismatch, got \(error)")
            }
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

        @Test func keyStrategiesAndDictionaryKeys() throws {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            let keys = try decoder.decode(
                Keys.self, from: Data(#"{"whole":{"first_key":1},"lossy":{"first_key":1}}"#.utf8))
            #expect(keys.whole == ["first_key": 1])
            #expect(keys.lossy == ["first_key": 1])
            #expect(keys.listed == ["firstKey"])
        }

        @Test func allKeysAreSortedAsStrings() throws {
            let pages = try JSONDecoder().decode(
                Pages.self, from: Data(#"{"pages":{"2":"b","10":"j","1":"a"}}"#.utf8))
            #expect(pages.numbers == [1, 10, 2])
        }
    }
}
