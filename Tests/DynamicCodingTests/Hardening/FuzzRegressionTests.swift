import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

private struct Spot: Codable, Equatable {
    var latitude: Double
    var longitude: Double
}

private struct Note: Codable, Equatable {
    var label: String?
}

/// An optional `.flat` value written after the model's object exists and before other keys.
private struct FlatBetween: BackedCodable, Equatable {
    @Backed() var before: String
    @Backed(.flat) var spot: Spot?
    @Backed() var after: String
}

/// The fuzzer's first find, reduced: a merged object ("info" and "info.note") that is
/// still being written when an optional `.flat` value is encoded.
private struct MergedThenFlat: BackedCodable, Equatable {
    @Backed("info") var info: Note?
    @Backed(Path("info", "note")) var note: String?
    @Backed(.flat) var spot: Spot?
}

/// An optional value at a merged key, with properties nested under it on both sides.
private struct MergedOptional: BackedCodable, Equatable {
    @Backed(Path("info", "first")) var first: String?
    @Backed("info") var info: Note?
    @Backed(Path("info", "last")) var last: String?
}

/// An ISO 8601 date, required and in a list.
private struct Stamped: BackedCodable, Equatable {
    @Backed("at", strategy: .iso8601) var at: Date
    @Backed("log", strategy: .iso8601) var log: [Date]
}

/// A default under an object a catch-all also keeps entries of.
private struct Counted: BackedCodable, Equatable {
    @Backed(Path("meta", "count"), defaultValue: 0) var count: Int
    @Backed(.otherKeys) var others: CodableValue.Object
}

/// Inputs the fuzzer (Fuzz/run.sh) found, each reduced to the model and payload that
/// show the problem.
struct FuzzRegressionTests {
    /// An optional's own `encode(to:)` writes through a single value container; the JSON
    /// and property-list encoders then keep a copy of the object, and whatever was
    /// written into the object afterwards was silently dropped.
    @Test func optionalFlatValueKeepsTheKeysWrittenAfterIt() throws {
        let json = #"{"before":"b","latitude":1.5,"longitude":-2,"after":"a"}"#
        let model = try decode(FlatBetween.self, from: json)
        expectEqual(model.spot, Spot(latitude: 1.5, longitude: -2))
        try expectEncodes(model, to: json)
        try expectRoundTrip(FlatBetween.self, from: json)
        let plist = try PropertyListEncoder().encode(model)
        try expectEqual(PropertyListDecoder().decode(FlatBetween.self, from: plist), model)
    }

    @Test func mergedObjectSurvivesAnOptionalFlatValue() throws {
        let json = #"{"info":{"label":"inner","note":"merged"},"latitude":1,"longitude":2}"#
        let model = try decode(MergedThenFlat.self, from: json)
        expectEqual(model.info, Note(label: "inner"))
        expectEqual(model.note, "merged")
        try expectEncodes(model, to: json)
        try expectRoundTrip(MergedThenFlat.self, from: json)
        let plist = try PropertyListEncoder().encode(model)
        try expectEqual(PropertyListDecoder().decode(MergedThenFlat.self, from: plist), model)
    }

    /// The ISO 8601 parser accepts fractions of a second of any length, and the encoder
    /// wrote whole seconds: "08:58:1.06Z" came back as "08:58:01Z". It now writes the
    /// shortest fraction that reads back as the same date, in milliseconds, microseconds or
    /// nanoseconds (see `ISO8601FractionTests`).
    @Test(arguments: [
        ("2021-02-22T08:58:1.06Z", "2021-02-22T08:58:01.060Z"),
        ("2021-02-22T08:58:16.5Z", "2021-02-22T08:58:16.500Z"),
        ("2021-02-22T08:58:16.123Z", "2021-02-22T08:58:16.123Z"),
        ("2021-02-22T08:58:16.123456789Z", "2021-02-22T08:58:16.123456800Z"),
        ("1969-12-31T23:59:59.25Z", "1969-12-31T23:59:59.250Z"),
        ("2021-02-22T08:58:16Z", "2021-02-22T08:58:16Z"),
    ])
    func iso8601KeepsFractionsOfASecond(text: String, written: String) throws {
        let json = #"{"at":"\#(text)","log":["\#(text)"]}"#
        let stamped = try decode(Stamped.self, from: json)
        expectEqual(stamped.at, (try Date(text, strategy: .iso8601)))
        try expectEncodes(stamped, to: #"{"at":"\#(written)","log":["\#(written)"]}"#)
        try expectRoundTrip(Stamped.self, from: json)
    }

    @Test func optionalValueAtAMergedKeyKeepsTheKeysAroundIt() throws {
        let json = #"{"info":{"first":"f","label":"l","last":"z"}}"#
        let model = try decode(MergedOptional.self, from: json)
        expectEqual(model, MergedOptional(first: "f", info: Note(label: "l"), last: "z"))
        try expectEncodes(model, to: json)
        try expectRoundTrip(MergedOptional.self, from: json)
    }
}

extension MergedOptional {
    init(first: String?, info: Note?, last: String?) {
        self.first = first
        self.info = info
        self.last = last
    }

    /// A key a declared path goes through, holding a number: the catch-all kept it, the
    /// default replaced the path's value and wrote `{"count": 0}` there, and the number was
    /// gone on the next decode. The key is the declared path's, not an unknown key.
    @Test func aKeyDeclaredPathsGoThroughIsNotAnUnknownKeyWhateverItHolds() throws {
        let report = DecodingReport()
        let counted = try decode(Counted.self, from: #"{"meta": 984296, "added": false}"#, report: report)
        expectEqual(counted.count, 0)
        expectEqual(counted.others, ["added": false])
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "meta", .replacedByDefault, .typeMismatch,
                    "meta: Expected to decode Dictionary<String, Any> but found number instead.")
            ])
        try expectRoundTrip(
            Counted.self, from: #"{"meta": 984296, "added": false}"#,
            writes: #"{"meta":{"count":0},"added":false}"#)
        let kept = try expectRoundTrip(
            Counted.self, from: #"{"meta": {"count": 2, "unit": "kg"}}"#,
            writes: #"{"meta": {"count": 2, "unit": "kg"}}"#)
        expectEqual(kept.others, ["meta": ["unit": "kg"]])
    }
}
