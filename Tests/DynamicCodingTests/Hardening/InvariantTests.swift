import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

private struct Place: Codable, Equatable {
    var latitude: Double
    var longitude: Double
}

private struct Info: Codable, Equatable {
    var label: String?
}

/// A model with every writable feature: paths and fallbacks, optionals, lossy
/// collections, defaults, strategies, polymorphic values, `.flat` and merged paths.
private struct Sample: BackedCodable, Equatable {
    @Backed("id") var id: Int
    @Backed(Path("meta", "title") ?? "title") var title: String
    @Backed(Path("meta", "note")) var note: String?
    @Backed(Path("meta", "tags")) var tags: [String]
    @Backed("ratio") var ratio: Double?
    @Backed("numbers", options: .lossy) var numbers: [Int]
    @Backed("scores", options: .lossy) var scores: [String: Int]?
    @Backed("levels") var levels: Set<Int>?
    @Backed("count", defaultValue: 0) var count: Int
    @Backed("created", strategy: .secondsSince1970) var created: Date?
    @Backed("updated", strategy: .iso8601) var updated: Date?
    @Backed("history", strategy: .millisecondsSince1970) var history: [Date]?
    @Backed("blob", strategy: .base64) var blob: Data?
    @Backed("lead") var lead: (any Piece)?
    @Backed(Path("layout", "pieces"), options: .lossy) var pieces: [any Piece]
    @Backed(Path("layout", "named")) var named: [String: any Piece]?
    @Backed(.flat) var place: Place?
    @Backed("info") var info: Info?
    @Backed(Path("info", "extra")) var extra: Int?

    static func == (lhs: Sample, rhs: Sample) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.note == rhs.note && lhs.tags == rhs.tags
            && lhs.ratio == rhs.ratio && lhs.numbers == rhs.numbers && lhs.scores == rhs.scores
            && lhs.levels == rhs.levels && lhs.count == rhs.count && lhs.created == rhs.created
            && lhs.updated == rhs.updated && lhs.history == rhs.history && lhs.blob == rhs.blob
            && same(lhs.lead, rhs.lead) && sameElements(lhs.pieces, rhs.pieces)
            && sameEntries(lhs.named ?? [:], rhs.named ?? [:]) && (lhs.named == nil) == (rhs.named == nil)
            && lhs.place == rhs.place && lhs.info == rhs.info && lhs.extra == rhs.extra
    }
}

/// One generated case: the payload, the model it must decode to, and what the report
/// must list.
private struct GeneratedCase {
    var payload: [String: CodableValue] = [:]
    var expected = Sample()
    var dropped: [ReportLine] = []
}

extension PayloadGenerator {
    /// Sets `key` to `value`, or leaves it out or writes `null` when `value` is `nil`.
    fileprivate mutating func put(
        _ value: CodableValue?, _ key: String, in object: inout [String: CodableValue]
    ) {
        if let value {
            object[key] = value
        } else if chance(0.5) {
            object[key] = .null
        }
    }

    fileprivate mutating func sample() -> GeneratedCase {
        var generated = GeneratedCase()
        var model = Sample()
        var payload: [String: CodableValue] = [:]
        var meta: [String: CodableValue] = [:]

        model.id = anyInt()
        payload["id"] = .int(Int64(model.id))
        model.title = string()
        if chance(0.5) {
            meta["title"] = .string(model.title)
        } else {
            payload["title"] = .string(model.title)
        }
        model.note = chance(0.5) ? string() : nil
        put(model.note.map(CodableValue.string), "note", in: &meta)
        model.tags = (0..<int(0...4)).map { _ in string() }
        meta["tags"] = .array(model.tags.map(CodableValue.string))
        payload["meta"] = .object(.init(meta))
        model.ratio = chance(0.7) ? anyDouble() : nil
        put(model.ratio.map(CodableValue.double), "ratio", in: &payload)

        var numbers: [CodableValue] = []
        model.numbers = []
        for index in 0..<int(0...12) {
            if chance(0.3) {
                let (invalid, dropped) = invalidInt()
                numbers.append(invalid)
                generated.dropped.append(dropped.line(at: "numbers[\(index)]"))
            } else {
                let number = anyInt()
                numbers.append(.int(Int64(number)))
                model.numbers.append(number)
            }
        }
        payload["numbers"] = .array(numbers)

        if chance(0.7) {
            var scores: [String: CodableValue] = [:]
            var kept: [String: Int] = [:]
            for index in 0..<int(0...6) {
                let key = "k\(index)" + string()
                if chance(0.3) {
                    let (invalid, dropped) = invalidInt()
                    scores[key] = invalid
                    generated.dropped.append(dropped.line(at: "scores.\(key)"))
                } else {
                    let score = anyInt()
                    scores[key] = .int(Int64(score))
                    kept[key] = score
                }
            }
            payload["scores"] = .object(.init(scores))
            model.scores = kept
        } else {
            model.scores = nil
        }

        let levels = (0..<int(0...5)).map { _ in int(-3...3) }
        model.levels = chance(0.6) ? Set(levels) : nil
        put(model.levels.map { _ in .array(levels.map { .int(Int64($0)) }) }, "levels", in: &payload)
        model.count = chance(0.5) ? anyInt() : 0
        if model.count != 0 || chance(0.5) { payload["count"] = .int(Int64(model.count)) }

        let created = Double(int(-4_000_000_000...4_000_000_000)) + Double(int(0...3)) / 4
        model.created = chance(0.6) ? Date(timeIntervalSince1970: created) : nil
        put(model.created.map { _ in .double(created) }, "created", in: &payload)
        model.updated = chance(0.6) ? wholeSecondsDate() : nil
        put(model.updated.map { .string($0.formatted(.iso8601)) }, "updated", in: &payload)
        let history = (0..<int(0...3)).map { _ in int(-100_000_000_000_000...100_000_000_000_000) }
        model.history = chance(0.6) ? history.map { Date(timeIntervalSince1970: Double($0) / 1000) } : nil
        put(model.history.map { _ in .array(history.map { .int(Int64($0)) }) }, "history", in: &payload)
        let blob = Data((0..<int(0...12)).map { _ in UInt8(int(0...255)) })
        model.blob = chance(0.5) ? blob : nil
        put(model.blob.map { .string($0.base64EncodedString()) }, "blob", in: &payload)

        if chance(0.6) {
            let (lead, json) = piece()
            model.lead = lead
            payload["lead"] = json
        } else {
            model.lead = nil
            put(nil, "lead", in: &payload)
        }

        var layout: [String: CodableValue] = [:]
        var pieces: [CodableValue] = []
        model.pieces = []
        for index in 0..<int(0...6) {
            if chance(0.3) {
                let (invalid, dropped) = invalidPiece()
                pieces.append(invalid)
                generated.dropped.append(dropped.line(at: "layout.pieces[\(index)]"))
            } else {
                let (piece, json) = piece()
                pieces.append(json)
                model.pieces.append(piece)
            }
        }
        layout["pieces"] = .array(pieces)
        if chance(0.5) {
            let named = (0..<int(0...3)).map { _ in (string(), piece(depth: 1)) }
            let unique = Dictionary(named.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
            model.named = unique.mapValues(\.0)
            layout["named"] = .object(.init(unique.mapValues(\.1)))
        } else {
            model.named = nil
        }
        payload["layout"] = .object(.init(layout))

        model.place = chance(0.5) ? Place(latitude: anyDouble(), longitude: anyDouble()) : nil
        if let place = model.place {
            payload["latitude"] = .double(place.latitude)
            payload["longitude"] = .double(place.longitude)
        }
        model.info = chance(0.5) ? Info(label: chance(0.5) ? string() : nil) : nil
        model.extra = chance(0.5) ? anyInt() : nil
        if model.info != nil || model.extra != nil {
            var info: [String: CodableValue] = [:]
            if let label = model.info?.label { info["label"] = .string(label) }
            if let extra = model.extra { info["extra"] = .int(Int64(extra)) }
            payload["info"] = .object(.init(info))
            if model.info == nil { model.info = Info(label: nil) }
        }
        payload[unknownKey()] = .string(string())

        generated.payload = payload
        generated.expected = model
        return generated
    }
}

struct InvariantTests {
    private static let cases = 400

    /// Decoding a generated payload gives exactly the model it was generated from, and
    /// decode → encode → decode gives it again.
    @Test func decodeEncodeDecodeIsIdentity() throws {
        let registry = try makePieceRegistry()
        var generator = PayloadGenerator(seed: 0x00C0_FFEE)
        for index in 0..<Self.cases {
            let generated = generator.sample()
            let json = try jsonText(.object(.init(generated.payload)))
            let first = try decode(Sample.self, from: json, registry: registry)
            expectEqual(first, generated.expected, "case \(index): \(json)")
            let encoded = try encodeJSON(first, registry: registry)
            let second = try decode(Sample.self, from: encoded, registry: registry)
            expectEqual(second, first, "case \(index): \(encoded)")
        }
    }

    /// Lossy collections keep exactly the valid elements, in order, and the report lists
    /// exactly the dropped ones, each with its error case and message.
    @Test func lossyKeepsTheValidElementsAndReportsExactlyTheDroppedOnes() throws {
        let registry = try makePieceRegistry()
        var generator = PayloadGenerator(seed: 0x5EED)
        var dropped = 0
        for index in 0..<Self.cases {
            let generated = generator.sample()
            let report = DecodingReport()
            let json = try jsonText(.object(.init(generated.payload)))
            let sample = try decode(Sample.self, from: json, registry: registry, report: report)
            expectEqual(sample.numbers, generated.expected.numbers, "case \(index)")
            expectEqual(sample.scores, generated.expected.scores, "case \(index)")
            #expect(sameElements(sample.pieces, generated.expected.pieces), "case \(index)")
            expectEqual(
                report.lines, generated.dropped.sorted { $0.path < $1.path }, "case \(index): \(json)")
            dropped += report.entries.count
        }
        #expect(dropped > Self.cases)
    }

    /// The same payloads through a property list.
    @Test func propertyListRoundTripIsIdentity() throws {
        let registry = try makePieceRegistry()
        var generator = PayloadGenerator(seed: 0xB1157)
        let encoder = PropertyListEncoder()
        encoder.userInfo[.typeRegistry] = registry
        for index in 0..<Self.cases / 4 {
            let generated = generator.sample()
            let plist = try encoder.encode(generated.expected)
            let decoded = try makePropertyListDecoder(registry: registry).decode(Sample.self, from: plist)
            expectEqual(decoded, generated.expected, "case \(index)")
        }
    }
}
