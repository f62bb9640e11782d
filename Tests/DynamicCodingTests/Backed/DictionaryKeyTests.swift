import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// Dictionaries decoded entry by entry: lossy, and with a strategy for their values.
private struct Ledger: BackedCodable, Equatable {
    @Backed("scores", options: .lossy) var scores: [String: Int]
    @Backed("stamps", strategy: .secondsSince1970) var stamps: [String: Date]
    @Backed var ownerName: String
}

/// A lossy dictionary whose entries sit beside the other keys of the object.
private struct Extras: BackedCodable, Equatable {
    @Backed() var name: String
    @Backed(.flat, options: .lossy) var numbers: [String: Int]
}

struct DictionaryKeyTests {
    private let json = #"""
        {"owner_name":"Ann","scores":{"first_key":1,"firstKey":2,"bad_key":"x"},"stamps":{"last_seen":60}}
        """#

    @Test func keyStrategiesLeaveEntryByEntryDictionaryKeysUnchanged() throws {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let report = DecodingReport()
        decoder.userInfo[.decodingReport] = report
        let ledger = try decoder.decode(Ledger.self, from: Data(json.utf8))
        expectEqual(ledger.scores, ["first_key": 1, "firstKey": 2])
        expectEqual(ledger.stamps, ["last_seen": Date(timeIntervalSince1970: 60)])
        expectEqual(ledger.ownerName, "Ann")
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "scores.bad_key", .dropped, .typeMismatch,
                    "scores.bad_key: Expected to decode Int but found a string instead.")
            ])

        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = .sortedKeys
        let written = String(decoding: try encoder.encode(ledger), as: UTF8.self)
        expectEqual(
            written, #"{"owner_name":"Ann","scores":{"firstKey":2,"first_key":1},"stamps":{"last_seen":60}}"#)
    }

    @Test func strictStrategyDictionaryFailsAtTheRawKey() {
        let json = json.replacingOccurrences(of: "owner_name", with: "ownerName")
        expectDecodingFailure(
            Ledger.self, from: json.replacingOccurrences(of: "60", with: #""noon""#), .typeMismatch,
            at: "stamps.last_seen", message: "Expected to decode Double but found a string instead.")
    }

    @Test func entryByEntryDictionaryErrorsAreTheUsualOnes() {
        expectDecodingFailure(
            Ledger.self, from: #"{"ownerName":"Ann","scores":[],"stamps":{}}"#, .typeMismatch, at: "scores",
            message: "Expected to decode Dictionary<String, Any> but found an array instead.")
        expectDecodingFailure(
            Ledger.self, from: #"{"ownerName":"Ann","scores":{},"stamps":null}"#, .valueNotFound,
            at: "stamps",
            message: "Cannot get keyed decoding container -- found null value instead")
        expectDecodingFailure(
            Ledger.self, from: #"{"ownerName":"Ann","scores":{}}"#, .keyNotFound, at: "stamps",
            message: #"No value associated with key "stamps"."#)
    }

    @Test func aFlatLossyDictionaryIsWrittenBesideTheOtherKeys() throws {
        let report = DecodingReport()
        let extras = try decode(Extras.self, from: #"{"name":"n","one":1,"two":2}"#, report: report)
        expectEqual(extras.numbers, ["one": 1, "two": 2])
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "name", .dropped, .typeMismatch,
                    "name: Expected to decode Int but found a string instead.")
            ])
        try expectEncodes(extras, to: #"{"name":"n","one":1,"two":2}"#)
        try expectEqual(
            PropertyListDecoder().decode(Extras.self, from: PropertyListEncoder().encode(extras)), extras)
    }
}
