import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// One date strategy, with two sample dates and how the strategy writes them.
private protocol DateFormat {
    static var strategy: DateCodingStrategy { get }
    static var samples: [(date: Date, json: String)] { get }
}

/// Every shape a date strategy applies to, for one strategy.
private struct Dates<Format: DateFormat>: BackedCodable, Equatable {
    @Backed(strategy: Format.strategy) var date: Date
    @Backed(strategy: Format.strategy) var optional: Date?
    @Backed(strategy: Format.strategy) var absent: Date?
    @Backed(strategy: Format.strategy) var list: [Date]
    @Backed(strategy: Format.strategy) var set: Set<Date>
    @Backed(strategy: Format.strategy) var map: [String: Date]
}

/// 2021-02-22T08:58:16Z and 2021-02-22T09:09:56Z.
private let first = Date(timeIntervalSince1970: 1_613_984_296)
private let second = Date(timeIntervalSince1970: 1_613_984_996)

private enum SecondsFormat: DateFormat {
    static var strategy: DateCodingStrategy { .secondsSince1970 }
    static var samples: [(date: Date, json: String)] { [(first, "1613984296"), (second, "1613984996")] }
}

private enum MillisecondsFormat: DateFormat {
    static var strategy: DateCodingStrategy { .millisecondsSince1970 }
    static var samples: [(date: Date, json: String)] {
        [
            (Date(timeIntervalSince1970: 1_613_984_296.5), "1613984296500"),
            (Date(timeIntervalSince1970: 1_613_984_996.25), "1613984996250"),
        ]
    }
}

private enum ISO8601Format: DateFormat {
    static var strategy: DateCodingStrategy { .iso8601 }
    static var samples: [(date: Date, json: String)] {
        [(first, #""2021-02-22T08:58:16Z""#), (second, #""2021-02-22T09:09:56Z""#)]
    }
}

private enum DayFormat: DateFormat {
    static var strategy: DateCodingStrategy { .formatted(dayFormatter()) }
    static var samples: [(date: Date, json: String)] {
        [
            (Date(timeIntervalSince1970: 1_613_952_000), #""2021-02-22""#),
            (Date(timeIntervalSince1970: 1_614_038_400), #""2021-02-23""#),
        ]
    }
}

/// What the decoder's own strategy reads: `JSONDecoder`'s default is seconds since 2001.
private enum DeferredFormat: DateFormat {
    static var strategy: DateCodingStrategy { .deferredToDecoder }
    static var samples: [(date: Date, json: String)] { [(first, "635677096"), (second, "635677796")] }
}

/// The same strategy, with a decoder and an encoder set to ISO 8601.
private enum DeferredISO8601Format: DateFormat {
    static var strategy: DateCodingStrategy { .deferredToDecoder }
    static var samples: [(date: Date, json: String)] { ISO8601Format.samples }
}

/// `yyyy-MM-dd`, in UTC.
private func dayFormatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter
}

/// The payload of ``Dates`` with `format`'s samples.
private func datesJSON<Format: DateFormat>(_ format: Format.Type) -> String {
    let (a, b) = (Format.samples[0].json, Format.samples[1].json)
    return #"{"date":\#(a),"optional":\#(b),"list":[\#(a),\#(b)],"set":[\#(b)],"map":{"x":\#(a),"y":\#(b)}}"#
}

/// Decodes the sample payload, checks every value, and checks that it encodes back to
/// the same payload and decodes again to an equal value.
private func expectDates<Format: DateFormat>(
    _ format: Format.Type, decoder: JSONDecoder = JSONDecoder(), encoder: JSONEncoder = JSONEncoder(),
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let (a, b) = (Format.samples[0].date, Format.samples[1].date)
    let json = datesJSON(format)
    let dates = try expectRoundTrip(
        Dates<Format>.self, from: json, writes: json, decoder: decoder, encoder: encoder,
        sourceLocation: sourceLocation)
    expectEqual(dates.date, a, sourceLocation: sourceLocation)
    expectEqual(dates.optional, b, sourceLocation: sourceLocation)
    #expect(dates.absent == nil, sourceLocation: sourceLocation)
    expectEqual(dates.list, [a, b], sourceLocation: sourceLocation)
    expectEqual(dates.set, [b], sourceLocation: sourceLocation)
    expectEqual(dates.map, ["x": a, "y": b], sourceLocation: sourceLocation)
}

/// Data as Base64 and as the decoder's own strategy reads it.
private struct Blobs: BackedCodable, Equatable {
    @Backed(strategy: .base64) var avatar: Data
    @Backed(strategy: .base64) var thumbnails: [Data]?
    @Backed(strategy: .deferredToDecoder) var raw: Data
}

struct StrategyTests {
    @Test func secondsSince1970() throws {
        try expectDates(SecondsFormat.self)
    }

    @Test func millisecondsSince1970() throws {
        try expectDates(MillisecondsFormat.self)
    }

    @Test func iso8601() throws {
        try expectDates(ISO8601Format.self)
    }

    @Test func formattedWithAUTCFormatter() throws {
        try expectDates(DayFormat.self)
    }

    @Test func deferredToTheDecodersDefaultStrategy() throws {
        try expectDates(DeferredFormat.self)
    }

    @Test func deferredToTheDecodersOwnStrategy() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        try expectDates(DeferredISO8601Format.self, decoder: decoder, encoder: encoder)
    }

    @Test func badDateStringIsDataCorrupted() {
        let iso = datesJSON(ISO8601Format.self)
        expectDecodingFailure(
            Dates<ISO8601Format>.self,
            from: iso.replacingOccurrences(
                of: #""date":"2021-02-22T08:58:16Z""#, with: #""date":"yesterday""#),
            .dataCorrupted, at: "date",
            message: #"Expected a date in the ISO 8601 format but found "yesterday"."#)
        expectDecodingFailure(
            Dates<ISO8601Format>.self,
            from: iso.replacingOccurrences(of: #""y":"2021-02-22T09:09:56Z""#, with: #""y":"soon""#),
            .dataCorrupted, at: "map.y", message: #"Expected a date in the ISO 8601 format but found "soon"."#
        )
        let day = datesJSON(DayFormat.self)
        expectDecodingFailure(
            Dates<DayFormat>.self,
            from: day.replacingOccurrences(of: #""list":["2021-02-22""#, with: #""list":["22/02/2021""#),
            .dataCorrupted, at: "list[0]",
            message: #"Expected a date in the "yyyy-MM-dd" format but found "22/02/2021"."#)
    }

    @Test func numberStrategiesRejectStrings() {
        let seconds = datesJSON(SecondsFormat.self)
        expectDecodingFailure(
            Dates<SecondsFormat>.self,
            from: seconds.replacingOccurrences(
                of: #""optional":1613984996"#, with: #""optional":"1613984996""#),
            .typeMismatch, at: "optional", message: "Expected to decode Double but found a string instead.")
    }

    @Test func base64Data() throws {
        let json = #"{"avatar":"AQID","thumbnails":["BAU=",""],"raw":"Bgc="}"#
        let blobs = try decode(Blobs.self, from: json)
        expectEqual(blobs.avatar, Data([1, 2, 3]))
        expectEqual(blobs.thumbnails, [Data([4, 5]), Data()])
        expectEqual(blobs.raw, Data([6, 7]))
        try expectEncodes(blobs, to: json)
        try expectRoundTrip(Blobs.self, from: json)
    }

    @Test func dataDeferredToTheDecodersOwnStrategy() throws {
        let decoder = JSONDecoder()
        decoder.dataDecodingStrategy = .deferredToData
        let encoder = JSONEncoder()
        encoder.dataEncodingStrategy = .deferredToData
        let json = #"{"avatar":"AQID","raw":[6,7]}"#
        let blobs = try expectRoundTrip(
            Blobs.self, from: json, writes: json, decoder: decoder, encoder: encoder)
        expectEqual(blobs.avatar, Data([1, 2, 3]))
        #expect(blobs.thumbnails == nil)
        expectEqual(blobs.raw, Data([6, 7]))
    }

    @Test func badBase64IsDataCorrupted() {
        expectDecodingFailure(
            Blobs.self, from: #"{"avatar":"%%%","raw":""}"#, .dataCorrupted, at: "avatar",
            message: #"Expected Base64-encoded data but found "%%%"."#)
        expectDecodingFailure(
            Blobs.self, from: #"{"avatar":"","thumbnails":["AQID","*"],"raw":""}"#, .dataCorrupted,
            at: "thumbnails[1]", message: #"Expected Base64-encoded data but found "*"."#)
    }
}
