import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// The seed's JSON as a property list, built with `PropertyListEncoder`. The start date,
/// which the seed reads with the decoder's own strategy, is a property-list date.
private struct StubPropertyList: Encodable {
    struct Attributes: Encodable {
        var values: [CodableValue] = [.string("12"), .int(34), .string("56"), .int(78)]
        var allDates = AllDates()

        enum CodingKeys: String, CodingKey {
            case values
            case allDates = "all dates"
        }
    }

    struct AllDates: Encodable {
        var startDate = Date(timeIntervalSinceReferenceDate: 1_613_984_296_000)
        var endDate = 1_613_984_996

        enum CodingKeys: String, CodingKey {
            case startDate = "start_date"
            case endDate = "end_date"
        }
    }

    var name = "Steve"
    var dates: [CodableValue] = [.int(1_613_984_296), .string("N/A"), .int(1_613_984_996)]
    var values: [CodableValue] = [.int(12), .string("34"), .int(56), .string("78")]
    var attributes = Attributes()
    var counts = ["apples": 12, "oranges": 9, "bananas": 6]
    var foregroundColor = ["hue": 255, "saturation": 128, "brightness": 128]
    var backgroundColor = ["red": 255, "green": 128, "blue": 128]
    var birthdays = ["Steve Jobs": -468_691_200, "Tim Cook": -289_238_400]

    enum CodingKeys: String, CodingKey {
        case name, dates, values, attributes, counts, birthdays
        case foregroundColor = "foreground_color"
        case backgroundColor = "background_color"
    }
}

/// Paths, an optional, lossy, a strategy and a default, to round-trip through a property list.
private struct Trip: BackedCodable, Equatable {
    @Backed(Path("meta", "id")) var id: Int
    @Backed(Path("meta", "title")) var title: String
    @Backed(Path("meta", "note")) var note: String?
    @Backed("legs", options: .lossy) var legs: [String]
    @Backed("start", strategy: .secondsSince1970) var start: Date
    @Backed("scores", defaultValue: [:]) var scores: [String: Double]
    @Backed("stops" ?? "waypoints") var stops: [String]
}

private let tripJSON = """
    {"meta":{"id":7,"title":"Alps"},"legs":["Geneva",3,"Zermatt"],"start":1613984296,"waypoints":["Sion"]}
    """

struct PropertyListTests {
    @Test func seedExampleDecodesFromAPropertyListAsFromJSON() throws {
        let jsonReport = DecodingReport()
        let fromJSON = try decode(BackedStub.self, from: backedStubJSON, report: jsonReport)
        let plistReport = DecodingReport()
        let plist = try PropertyListEncoder().encode(StubPropertyList())
        let fromPlist = try makePropertyListDecoder(report: plistReport).decode(BackedStub.self, from: plist)
        expectEqual(fromPlist, fromJSON)
        expectEqual(fromPlist.name, "Steve")
        expectEqual(fromPlist.startDate, Date(timeIntervalSinceReferenceDate: 1_613_984_296_000))
        expectEqual(fromPlist.counts, [12, 6, 9])
        expectEqual(fromPlist.values, ["34", "78"])
        // The same entries as from JSON; the property-list decoder calls a number an integer.
        let integer = "Expected to decode String but found an integer instead."
        expectEqual(
            plistReport.recordedLines,
            [
                ReportLine(
                    "dates[1]", .dropped, .typeMismatch,
                    "dates[1]: Expected to decode Double but found a string instead."),
                ReportLine("values[0]", .dropped, .typeMismatch, "values[0]: \(integer)"),
                ReportLine("values[2]", .dropped, .typeMismatch, "values[2]: \(integer)"),
                ReportLine(
                    "attributes.values[1]", .dropped, .typeMismatch, "attributes.values[1]: \(integer)"),
                ReportLine(
                    "attributes.values[3]", .dropped, .typeMismatch, "attributes.values[3]: \(integer)"),
                ReportLine(
                    "counts.bananas", .dropped, .dataCorrupted,
                    "counts.bananas: Cannot initialize Fruits from invalid String value bananas"),
            ])
        expectEqual(plistReport.recordedLines.map(\.path), jsonReport.recordedLines.map(\.path))
    }

    @Test func propertyListRoundTrip() throws {
        let fromJSON = try decode(Trip.self, from: tripJSON)
        expectEqual(fromJSON.legs, ["Geneva", "Zermatt"])
        expectEqual(fromJSON.scores, [:])
        expectEqual(fromJSON.stops, ["Sion"])
        let plist = try PropertyListEncoder().encode(fromJSON)
        let fromPlist = try PropertyListDecoder().decode(Trip.self, from: plist)
        expectEqual(fromPlist, fromJSON)
        try expectEncodes(
            fromPlist,
            to: """
                {"meta":{"id":7,"title":"Alps"},"legs":["Geneva","Zermatt"],"start":1613984296,"scores":{},
                 "waypoints":["Sion"]}
                """)
    }

    @Test func propertyListErrorsHaveTheSamePaths() throws {
        let missing = try propertyList(fromJSON: #"{"meta":{"title":"Alps"},"legs":[],"start":0,"stops":[]}"#)
        expectDecodingFailure(
            .keyNotFound, at: "meta.id", message: #"No value associated with key "id" ("id")."#
        ) {
            try PropertyListDecoder().decode(Trip.self, from: missing)
        }
        let wrong = try propertyList(
            fromJSON: #"{"meta":{"id":7,"title":"Alps","note":3},"legs":[],"start":0,"stops":[]}"#)
        expectDecodingFailure(
            .typeMismatch, at: "meta.note", message: "Expected to decode String but found an integer instead."
        ) {
            try PropertyListDecoder().decode(Trip.self, from: wrong)
        }
    }
}
