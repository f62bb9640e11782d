import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// A model with ordered maps of every kind of value: plain, polymorphic, lossy.
private struct Board: BackedCodable {
    @Backed var counts: OrderedMap<Int>
    @Backed var shapes: OrderedMap<any Shape>
    @Backed(options: .lossy) var scores: OrderedMap<Int>
    @Backed var tags: OrderedMap<String>?
}

/// Ordered maps with a strategy for each value, and a default.
private struct Schedule: BackedCodable {
    @Backed(strategy: .secondsSince1970) var runs: OrderedMap<Date>
    @Backed(defaultValue: .zeroValue) var labels: OrderedMap<String>
}

/// The same polymorphic map in a plain `Codable` type.
private struct Sketch: Codable {
    @DynamicCodable var shapes: OrderedMap<any Shape>
}

struct OrderedMapTests {
    @Test func keepsTheOrderItIsGivenAndAddsNewKeysAtTheEnd() {
        var jobs: OrderedMap<Int> = ["lint": 1, "test": 2]
        jobs["build"] = 3
        jobs["lint"] = 10
        expectEqual(jobs.keys, ["lint", "test", "build"])
        expectEqual(jobs.values, [10, 2, 3])
        expectEqual(jobs.removeValue(forKey: "test"), 2)
        #expect(jobs.removeValue(forKey: "test") == nil)
        jobs["lint"] = nil
        expectEqual(Array(jobs.map(\.key)), ["build"])
        #expect(jobs.count == 1 && !jobs.isEmpty)
        expectEqual(OrderedMap(["b": 1, "a": 2]).keys, ["a", "b"])
        expectEqual((["b": 1, "a": 2] as OrderedMap<Int>).mapValues { $0 * 10 }.keys, ["b", "a"])
    }

    @Test func equalMapsHaveTheSameKeysInTheSameOrder() {
        let first: OrderedMap<Int> = ["a": 1, "b": 2]
        let second: OrderedMap<Int> = ["b": 2, "a": 1]
        #expect(first != second)
        #expect(first != ["a": 1, "b": 3])
        #expect(first != ["a": 1])
        expectEqual(first, ["a": 1, "b": 2])
        expectEqual(first.dictionary, second.dictionary)
        expectEqual(second.description, #"["b": 2, "a": 1]"#)
        expectEqual(OrderedMap<Int>().description, "[:]")
    }

    @Test func equalMapsHashEqually() {
        var edited: OrderedMap<Int> = ["a": 1, "b": 0, "c": 3]
        edited["b"] = 2
        edited["c"] = nil
        let written: OrderedMap<Int> = ["a": 1, "b": 2]
        expectEqual(edited, written)
        expectEqual(edited.hashValue, written.hashValue)
        expectEqual(Set([edited, written, ["b": 2, "a": 1]]).count, 2)
        expectEqual(OrderedMap(["b": 2, "a": 1]), written)
    }

    @Test func aDecoderThatKeepsOrderGivesTheDocumentsOrder() throws {
        let tree: CodableValue = ["zeta": 1, "alpha": 2, "mid": 3]
        let map = try OrderedMap<Int>(from: ValueTreeDecoder(tree))
        expectEqual(map.keys, ["zeta", "alpha", "mid"])
    }

    @Test func foundationsDecodersGiveSortedKeysSpelledAsInThePayload() throws {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let map = try decoder.decode(OrderedMap<Int>.self, from: Data(#"{"zeta_one":1,"alpha":2}"#.utf8))
        expectEqual(map.keys, ["alpha", "zeta_one"])
        try expectEqual(encodeJSON(map), #"{"alpha":2,"zeta_one":1}"#)
    }

    @Test func aValueThatIsNotAnObjectIsATypeMismatch() {
        expectDecodingFailure(
            [String: OrderedMap<Int>].self, from: #"{"jobs":[1]}"#, .typeMismatch, at: "jobs",
            message: "Expected an object but found an array instead.")
    }

    @Test func polymorphicAndLossyMapsDecodeInTheDocumentsOrder() throws {
        let registry = try makeShapeRegistry(.internal("type"))
        let tree: CodableValue = [
            "counts": ["b": 1, "a": 2],
            "shapes": ["first": ["type": "square", "side": 3], "second": ["type": "circle", "radius": 1]],
            "scores": ["x": 1, "bad": "two", "y": 3],
        ]
        let report = DecodingReport()
        let board = try Board(
            from: ValueTreeDecoder(tree, userInfo: [.typeRegistry: registry, .decodingReport: report]))
        expectEqual(board.counts.keys, ["b", "a"])
        expectEqual(board.shapes.keys, ["first", "second"])
        expectEqual(board.shapes["first"] as? Square, Square(side: 3))
        expectEqual(board.scores.keys, ["x", "y"])
        expectEqual(board.scores.values, [1, 3])
        #expect(board.tags == nil)
        expectEqual(report.lines.map(\.path), ["scores.bad"])
    }

    @Test func polymorphicMapsRoundTripThroughJSON() throws {
        let registry = try makeShapeRegistry(.internal("type"))
        let json = #"{"shapes":{"b":{"radius":1,"type":"circle"},"a":{"side":2,"type":"square"}}}"#
        let sketch = try decode(Sketch.self, from: json, registry: registry)
        expectEqual(sketch.shapes.keys, ["a", "b"])
        expectEqual(sketch.shapes["b"] as? Circle, Circle(radius: 1))
        try expectEncodes(sketch, to: json, registry: registry)
        expectDecodingFailure(
            Sketch.self, from: #"{"shapes":{"a":{"type":"hexagon"}}}"#, registry: registry, .dataCorrupted,
            at: "shapes.a.type",
            message:
                #"Unknown type identifier "hexagon" for Shape; registered identifiers: "#
                + #""caption", "circle", "group", "square"."#,
            failure: .unknownTypeIdentifier("hexagon", base: "Shape", registered: shapeIdentifiers))
    }

    @Test func eachValueTakesTheStrategyAndAMissingMapTheDefault() throws {
        let json = #"{"runs":{"nightly":86400,"weekly":0}}"#
        let schedule = try decode(Schedule.self, from: json)
        expectEqual(schedule.runs.keys, ["nightly", "weekly"])
        expectEqual(schedule.runs["nightly"], Date(timeIntervalSince1970: 86_400))
        #expect(schedule.labels.isEmpty)
        try expectEncodes(schedule, to: #"{"labels":{},"runs":{"nightly":86400,"weekly":0}}"#)
        expectDecodingFailure(
            Schedule.self, from: #"{"runs":{"nightly":"soon"}}"#, .typeMismatch, at: "runs.nightly",
            message: "Expected to decode Double but found a string instead.")
    }
}
