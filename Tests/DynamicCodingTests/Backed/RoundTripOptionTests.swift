import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// `.explicitNull`, `.otherKeys` and the keys a model writes twice, one rule per test.

private struct Nulls: BackedCodable, Equatable {
    @Backed(Path("meta", "count"), options: .explicitNull) var count: Int?
    @Backed(options: [.lossy, .explicitNull]) var tags: [String]?
    @Backed var note: String?
}

private struct Manifest: BackedCodable, Equatable {
    @Backed var kind: String
    @Backed(Path("spec", "replicas")) var replicas: Int
    @Backed(.otherKeys) var extra: [String: CodableValue]
}

private struct Item: BackedCodable, Equatable {
    @Backed var id: Int
    @Backed(.otherKeys) var extra: [String: CodableValue]?
}

private struct Catalog: BackedCodable, Equatable {
    @Backed(options: .lossy) var items: [Item]
}

private struct WrongBucket: BackedDecodable {
    @Backed(.otherKeys) var extra: [String: Int]
}

/// A `.flat` catch-all beside nested paths: the declared values are written over it.
private struct FlatManifest: BackedCodable {
    @Backed(Path("spec", "replicas")) var replicas: Int
    @Backed(Path("spec", "paused")) var paused: Bool?
    @Backed(.flat) var everything: CodableValue
}

private struct TwoViews: BackedCodable {
    @Backed("date") var raw: String?
    @Backed("date", strategy: .secondsSince1970) var date: Date?
}

struct RoundTripOptionTests {
    @Test func explicitNullWritesNullAtTheWholePath() throws {
        let decoded = try decode(Nulls.self, from: "{}")
        expectEqual(decoded, Nulls())
        // Absent keys stay absent while the model is unchanged; a model made in code writes `null`.
        try expectEncodes(decoded, to: "{}")
        try expectEncodes(Nulls(), to: #"{"meta":{"count":null},"tags":null}"#)
        try expectEncodes(
            try decode(Nulls.self, from: #"{"meta":{"count":2},"tags":["a",1],"note":"n"}"#),
            to: #"{"meta":{"count":2},"note":"n","tags":["a"]}"#)
    }

    @Test func otherKeysKeepsWhatDeclaredPathsLeaveAtEveryLevel() throws {
        let json = #"{"kind":"Deployment","spec":{"replicas":1,"strategy":{"type":"Recreate"}},"status":{}}"#
        var manifest = try decode(Manifest.self, from: json)
        expectEqual(
            manifest.extra,
            [
                "spec": .object(["strategy": .object(["type": .string("Recreate")])]), "status": .object([:]),
            ])
        manifest.replicas = 3
        try expectEncodes(
            manifest,
            to: #"{"kind":"Deployment","spec":{"replicas":3,"strategy":{"type":"Recreate"}},"status":{}}"#)
        manifest.extra["kind"] = .string("Stale")
        manifest.extra["spec"] = .object(["replicas": .int(1), "paused": .bool(true)])
        try expectEncodes(
            manifest, to: #"{"kind":"Deployment","spec":{"paused":true,"replicas":3},"status":{}}"#)
    }

    @Test func otherKeysInLossyElements() throws {
        let report = DecodingReport()
        let catalog = try decode(
            Catalog.self, from: #"{"items":[{"id":1,"x":true},{"id":"two"},{"id":3}]}"#, report: report)
        expectEqual(catalog.items.map(\.id), [1, 3])
        expectEqual(catalog.items.map(\.extra), [["x": .bool(true)], [:]])
        expectEqual(
            report.entries.map(\.description),
            [
                "items[1]: dropped: items[1].id: Expected to decode Int but found a string instead."
            ])
        try expectEncodes(catalog, to: #"{"items":[{"id":1,"x":true},{"id":3}]}"#)
    }

    @Test func anOtherKeysPropertyMustHoldCodableValues() {
        expectDecodingFailure(
            WrongBucket.self, from: "{}", .dataCorrupted, at: "",
            message: "Invalid @Backed declaration of WrongBucket.extra: an .otherKeys property holds "
                + "[String: CodableValue] or CodableValue.Object (or an optional of either), not "
                + "Dictionary<String, Int>.",
            failure: .invalidDeclaration(
                property: "WrongBucket.extra",
                problem: "an .otherKeys property holds [String: CodableValue] or CodableValue.Object (or an "
                    + "optional of either), not Dictionary<String, Int>."))
    }

    @Test func twoDeclarationsOfOneKeyMayNotBothWriteIt() throws {
        var views = TwoViews()
        views.raw = "x"
        try expectEncodes(views, to: #"{"date":"x"}"#)
        views.date = Date(timeIntervalSince1970: 5)
        expectKeyWrittenTwice(views, key: "date", first: "TwoViews.raw", second: "TwoViews.date")
    }

    @Test func aFlatCatchAllKeepsEverythingDeclaredPropertiesDoNotWrite() throws {
        var manifest = try decode(
            FlatManifest.self,
            from: #"{"spec":{"replicas":1,"paused":false,"strategy":"Recreate"},"kind":"D"}"#)
        manifest.replicas = 3
        try expectEncodes(
            manifest, to: #"{"kind":"D","spec":{"paused":false,"replicas":3,"strategy":"Recreate"}}"#)
        manifest.paused = nil
        try expectEncodes(manifest, to: #"{"kind":"D","spec":{"replicas":3,"strategy":"Recreate"}}"#)
        manifest.everything = .object(["spec": .string("gone")])
        manifest.paused = true
        try expectEncodes(manifest, to: #"{"spec":{"paused":true,"replicas":3}}"#)
    }
}

/// A catch-all beside dates: the encoder's own date strategy still applies.
private struct Stamped: BackedCodable {
    @Backed(.flat) var everything: CodableValue
    @Backed var at: Date
    @Backed(Path("meta", "seen"), strategy: .secondsSince1970) var seen: Date
}

struct CatchAllEncodingTests {
    @Test func valuesWrittenOverACatchAllKeepTheEncodersStrategies() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        var stamped = try decoder.decode(
            Stamped.self, from: Data(#"{"at":"2021-02-22T08:58:16Z","meta":{"seen":5,"by":"ci"}}"#.utf8))
        stamped.at = Date(timeIntervalSince1970: 60)
        stamped.seen = Date(timeIntervalSince1970: 7)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        expectEqual(
            String(decoding: try encoder.encode(stamped), as: UTF8.self),
            #"{"at":"1970-01-01T00:01:00Z","meta":{"by":"ci","seen":7}}"#)
    }

    @Test func twoDeclaredPropertiesWritingOneKeyAreStillRefusedBesideACatchAll() throws {
        var views = try decode(FlatTwoViews.self, from: #"{"other":1}"#)
        views.raw = "x"
        try expectEncodes(views, to: #"{"date":"x","other":1}"#)
        views.date = Date(timeIntervalSince1970: 5)
        expectKeyWrittenTwice(views, key: "date", first: "FlatTwoViews.raw", second: "FlatTwoViews.date")
    }
}

private struct FlatTwoViews: BackedCodable {
    @Backed(.flat) var everything: CodableValue
    @Backed("date") var raw: String?
    @Backed("date", strategy: .secondsSince1970) var date: Date?
}
