import DynamicCoding
import Foundation

@testable import FuzzModels

/// A `Codable` value at a key that another property nests under (merged on encode).
struct Info: Codable, Equatable {
    var label: String?
}

/// Every writable `@Backed` feature: keys, nested paths and fallbacks, lossy arrays,
/// sets and dictionaries, defaults under each policy, date and data strategies,
/// polymorphic values of both bases, `.flat` and overlapping paths. Whatever decodes
/// must encode, and decode again to an equal value.
struct Document: BackedCodable, Equatable {
    @Backed("id") var id: Int?
    @Backed(Path("meta", "title") ?? "title" ?? Path("legacy", "name")) var title: String?
    @Backed(Path("meta", "tags"), options: .lossy) var tags: [String]?
    @Backed(Path("meta", "extra")) var extra: CodableValue?
    @Backed("scores", options: .lossy) var scores: [String: Double]?
    @Backed("levels", options: .lossy) var levels: Set<Int>?
    @Backed("count", defaultValue: 0) var count: Int
    @Backed("enabled", defaultValue: false, replacing: .missing) var enabled: Bool
    @Backed("ratio", defaultValue: 1, replacing: .missingOrNull) var ratio: Double
    @Backed("nickname", defaultValue: nil) var nickname: String?
    @Backed("created", strategy: .secondsSince1970) var created: Date?
    @Backed("updated", strategy: .iso8601) var updated: Date?
    @Backed("history", options: .lossy, strategy: .millisecondsSince1970) var history: [Date]?
    @Backed("day", strategy: .formatted(Formats.day)) var day: Date?
    @Backed("deferred", strategy: .deferredToDecoder) var deferred: Date?
    @Backed("blob", strategy: .base64) var blob: Data?
    @Backed("shape") var shape: (any Shape)?
    @Backed(Path("layout", "shapes"), options: .lossy) var shapes: [any Shape]?
    @Backed(Path("layout", "named"), options: .lossy) var named: [String: any Shape]?
    @Backed(Path("layout", "main"), defaultValue: Circle(radius: 1)) var main: any Shape
    @Backed("widgets", options: .lossy) var widgets: [any Widget]?
    @Backed("info") var info: Info?
    @Backed(Path("info", "note")) var note: String?
    @Backed(.flat) var point: Point?
    @Backed("execution_count" ?? "executionCount", options: .explicitNull) var executionCount: Int?
    @Backed(.otherKeys) var others: [String: CodableValue]

    static func == (lhs: Document, rhs: Document) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.tags == rhs.tags
            && sameNumbers(lhs.extra, rhs.extra)
            && lhs.scores == rhs.scores && lhs.levels == rhs.levels && lhs.count == rhs.count
            && lhs.enabled == rhs.enabled && lhs.ratio == rhs.ratio && lhs.nickname == rhs.nickname
            && lhs.created == rhs.created && lhs.updated == rhs.updated && lhs.history == rhs.history
            && lhs.day == rhs.day && lhs.deferred == rhs.deferred && lhs.blob == rhs.blob
            && same(lhs.shape, rhs.shape) && same(lhs.shapes, rhs.shapes) && same(lhs.named, rhs.named)
            && same(lhs.main, rhs.main) && same(lhs.widgets, rhs.widgets) && lhs.info == rhs.info
            && lhs.note == rhs.note && lhs.point == rhs.point && lhs.executionCount == rhs.executionCount
            && Set(lhs.others.keys) == Set(rhs.others.keys)
            && lhs.others.keys.allSatisfy { sameNumbers(lhs.others[$0], rhs.others[$0]) }
    }
}

@Sendable func isShort(_ key: String, _ count: Int) -> Bool {
    key.count < 4 && count < 10
}

/// The read-only path components: `.allKeys`, `.allValues`, filters and indices, with
/// lossy, strategies and polymorphic values after them. Encoding a value at such a
/// path must fail with an `EncodingError`.
struct Lookup: BackedCodable {
    @Backed(Path("counts", .allKeys)) var keys: [String]?
    @Backed(Path("counts", .allKeys), options: .lossy) var numericKeys: [Int]?
    @Backed(Path("counts", .allValues), options: .lossy) var values: [Int]?
    @Backed(Path("counts", .keys(where: isShort))) var shortKeys: [String]?
    @Backed(Path("counts", .values(where: { (_: String, value: Double) in value > 0 })), options: .lossy)
    var positive: [Double]?
    @Backed(Path("counts", .allValues, 1)) var second: Int?
    @Backed(Path("list", 2, "name") ?? Path("list", 0)) var third: String?
    @Backed(Path("matrix", 0, 1), defaultValue: -1) var corner: Double
    @Backed(Path("dates", .allValues), options: .lossy, strategy: .secondsSince1970) var dates: [Date]?
    @Backed(Path("shapes", .allValues), options: .lossy) var shapes: [any Shape]?
    @Backed(Path("shapes", .allValues, 0)) var firstShape: (any Shape)?
}

/// The dynamic wrappers inside a plain synthesized `Codable` type.
struct Board: Codable, Equatable {
    @DynamicCodable var first: any Shape
    @DynamicCodable var list: [any Shape]
    @DynamicCodable var map: [String: any Widget]
    @DynamicCodable var maybe: (any Shape)?

    static func == (lhs: Board, rhs: Board) -> Bool {
        same(lhs.first, rhs.first) && same(lhs.list, rhs.list) && same(lhs.map, rhs.map)
            && same(lhs.maybe, rhs.maybe)
    }
}

/// Compares payloads as JSON sees them: an integer and a double are the same number when
/// the double is that integer. (`JSONEncoder` writes a double such as 2.6e17 in a form
/// that `JSONDecoder` reads as an integer, the nearest decimal one.)
func sameNumbers(_ lhs: CodableValue?, _ rhs: CodableValue?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (.int(let int)?, .double(let double)?), (.double(let double)?, .int(let int)?):
        return Double(int) == double
    case (.array(let lhs)?, .array(let rhs)?):
        return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { sameNumbers($0, $1) }
    case (.object(let lhs)?, .object(let rhs)?):
        return lhs.count == rhs.count && lhs.allSatisfy { key, value in sameNumbers(value, rhs[key]) }
    default:
        return lhs == rhs
    }
}

/// Compares values that may hold existentials by their concrete types and values.
func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil):
        return true
    case (let lhs as [Any], let rhs as [Any]):
        return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { same($0, $1) }
    case (let lhs as [String: Any], let rhs as [String: Any]):
        return lhs.count == rhs.count && lhs.allSatisfy { key, value in same(value, rhs[key]) }
    case (let lhs as OrderedMap<any Shape>, let rhs as OrderedMap<any Shape>):
        return same(lhs.dictionary, rhs.dictionary)
    case (let lhs as any Equatable, let rhs?):
        return lhs.isEqual(to: rhs)
    default:
        return false
    }
}

extension Equatable {
    func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
