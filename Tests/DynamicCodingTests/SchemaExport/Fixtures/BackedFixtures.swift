import DynamicCoding
import Foundation

// Models with one @Backed feature each (or a few that go together), for the schema
// agreement tests: a payload is valid exactly when the model decodes it.

struct KeysAndPaths: BackedDecodable {
    @Backed() var name: String
    @Backed(Path("meta", "title")) var title: String
    @Backed(Path("meta", "subtitle")) var subtitle: String?
    @Backed(Path("meta", "stats", "views")) var views: Int
    @Backed(Path("meta", "stats", "likes")) var likes: Int?
    @Backed("foo.bar") var dotted: String
    @Backed() var score: Double
    @Backed() var flag: Bool
}

struct Defaults: BackedDecodable {
    @Backed(defaultValue: 3) var retries: Int
    @Backed(defaultValue: "none", replacing: .missing) var label: String
    @Backed(defaultValue: 0, replacing: .missingOrNull) var count: Int
    @Backed(defaultValue: 1, replacing: .invalid) var level: Int
    @Backed(Path("limits", "max"), defaultValue: 10) var maximum: Int
    @Backed(Path("limits", "min"), defaultValue: 0, replacing: .missing) var minimum: Int
    @Backed(defaultValue: .zeroValue, replacing: .missingOrNull) var zero: Double
    @Backed(defaultValue: [], replacing: .missing) var names: [String]
}

struct Optionals: BackedDecodable {
    @Backed() var note: String?
    @Backed("execution_count", options: .explicitNull) var executionCount: Int?
    @Backed() var raw: CodableValue
    @Backed() var maybeRaw: CodableValue?
    @Backed() var items: [Int]?
}

struct Alternatives: BackedDecodable {
    @Backed("full_name" ?? "name" ?? Path("profile", "name")) var name: String
    @Backed("nickname" ?? Path("profile", "nickname")) var nickname: String?
    @Backed("stops" ?? "waypoints") var stops: [String]
    @Backed("age" ?? Path("profile", "age"), defaultValue: 0, replacing: .missing) var age: Int
}

struct Walks: BackedDecodable {
    @Backed(Path("values", 1)) var second: Int
    @Backed(Path("values", 5)) var sixth: Int?
    @Backed(Path("matrix", 0, 1)) var corner: String
    @Backed(Path("counts", .allKeys)) var fruits: [String]
    @Backed(Path("counts", .allValues)) var amounts: [Int]
    @Backed(Path("people", .allValues, "name")) var names: [String]
    @Backed(Path("scores", .values(where: { (score: Int) in score > 0 }))) var positive: [Int]
    @Backed(Path("flags", .keys(where: { (key: String) in key.hasPrefix("x-") }))) var custom: [String]
}

struct Collections: BackedDecodable {
    @Backed(options: .lossy) var tags: [String]
    @Backed(options: .lossy) var scores: [String: Int]
    @Backed() var unique: Set<String>
    @Backed() var ordered: OrderedMap<Int>
    @Backed(options: .lossy) var optionalList: [Int]?
    @Backed() var nested: [[Double]]
}

struct Strategies: BackedDecodable {
    @Backed(strategy: .iso8601) var created: Date
    @Backed(strategy: .secondsSince1970) var updated: Date
    @Backed(strategy: .millisecondsSince1970) var logged: Date?
    @Backed(strategy: .base64) var blob: Data
    @Backed(strategy: .secondsSince1970) var stamps: [String: Date]
    @Backed(strategy: .iso8601) var history: [Date]
    @Backed() var plain: Date
    @Backed(strategy: .celsius) var temperature: Double
}

/// Reads a temperature written as "21.5C".
struct CelsiusStrategy: ValueCodingStrategy {
    func decode(from decoder: any Decoder) throws -> Double {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard text.hasSuffix("C"), let value = Double(text.dropLast()) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "Not °C."))
        }
        return value
    }

    func encode(_ value: Double, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode("\(value)C")
    }
}

extension ValueCodingStrategy where Self == CelsiusStrategy {
    static var celsius: CelsiusStrategy { CelsiusStrategy() }
}

struct FixtureLocation: Codable, Equatable {
    var latitude: Double
    var longitude: Double
}

struct FlatAndOthers: BackedDecodable {
    @Backed() var id: Int
    @Backed(.flat) var location: FixtureLocation
    @Backed(.otherKeys) var extra: [String: CodableValue]
}

struct FixtureCorner: Codable {
    var row: Int
    var column: Int
}

struct OptionalFlats: BackedDecodable {
    @Backed() var id: Int
    @Backed(.flat) var location: FixtureLocation?
    @Backed(.flat, defaultValue: FixtureCorner(row: 0, column: 0), replacing: .missing) var corner:
        FixtureCorner
}

struct OneOfs: BackedDecodable {
    @Backed() var value: OneOf<Int, String>
    @Backed() var list: OneOf<[String], String>
    @Backed() var maybe: OneOf<Bool, Double>?
}

enum FixtureMood: String, Codable, CaseIterable {
    case happy, sad
}

struct Enumerations: BackedDecodable {
    @Backed() var mood: FixtureMood
    @Backed() var moods: [FixtureMood]
    @Backed() var url: URL
    @Backed() var id: UUID
    @Backed() var amount: Decimal
    @Backed() var small: Int8
}

/// A key read whole by one property and into by another.
struct Overlaps: BackedDecodable {
    @Backed("box") var box: [String: Int]
    @Backed(Path("box", "label")) var label: String
    @Backed(Path("box", "size")) var size: Int
    @Backed("same") var first: String
    @Backed("same") var second: String?
}

enum FirstModule {
    struct Item: Codable {
        var name: String
    }
}

enum SecondModule {
    struct Item: Codable {
        var count: Int
    }
}

/// Two types that share a name.
struct SameNames: Codable {
    var first: FirstModule.Item
    var second: SecondModule.Item
}

/// Numbers and booleans that may be written as strings.
struct LaxValues: BackedDecodable {
    @Backed("MemorySize", options: .lax) var memorySize: Int?
    @Backed("Timeout", options: .lax) var timeout: Int
    @Backed("Ratio", options: .lax) var ratio: Double?
    @Backed("Enabled", defaultValue: false, options: .lax) var enabled: Bool
    @Backed("Count", options: .lax) var count: UInt8?
}

/// A model that is a string.
struct WholeString: BackedDecodable {
    @Backed(.flat) var text: String
}

/// A model that is an array: a required element, an optional one, a gap, a defaulted one.
struct ElementArray: BackedDecodable {
    @Backed(Path(0)) var name: String
    @Backed(Path(1)) var size: Int?
    @Backed(Path(3), defaultValue: true) var enabled: Bool
}
