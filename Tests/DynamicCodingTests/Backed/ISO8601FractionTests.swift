import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// An ISO 8601 date.
private struct Stamp: BackedCodable, Equatable {
    @Backed("at", strategy: .iso8601) var at: Date
}

/// How `.iso8601` writes fractions of a second: the shortest that reads back as the same
/// date, in whole milliseconds, microseconds or nanoseconds (3, 6 or 9 digits), as
/// java.time's `ISO_INSTANT` writes them; whole seconds without a fraction.
struct ISO8601FractionTests {
    @Test(arguments: [
        ("2021-02-22T08:58:16.770Z", "2021-02-22T08:58:16.770Z"),
        ("2021-02-22T08:58:16.77Z", "2021-02-22T08:58:16.770Z"),
        ("2021-02-22T08:58:16.7Z", "2021-02-22T08:58:16.700Z"),
        ("2021-02-22T08:58:16.000Z", "2021-02-22T08:58:16Z"),
        ("2021-02-22T08:58:16Z", "2021-02-22T08:58:16Z"),
        ("2021-02-22T08:58:16.001Z", "2021-02-22T08:58:16.001Z"),
        ("2021-02-22T08:58:16.1234Z", "2021-02-22T08:58:16.123400Z"),
        ("2021-02-22T08:58:16.000001Z", "2021-02-22T08:58:16.000001Z"),
        ("2021-02-22T08:58:16.123456Z", "2021-02-22T08:58:16.123456Z"),
        ("1969-12-31T23:59:59.5Z", "1969-12-31T23:59:59.500Z"),
    ])
    func writesMillisecondsMicrosecondsOrNanoseconds(read: String, written: String) throws {
        let stamp = try decode(Stamp.self, from: #"{"at":"\#(read)"}"#)
        expectEqual(try encodeJSON(stamp), #"{"at":"\#(written)"}"#)
        expectEqual(try decode(Stamp.self, from: #"{"at":"\#(written)"}"#), stamp)
    }

    @Test func aDateMadeInCodeIsWrittenInMilliseconds() throws {
        var stamp = try decode(Stamp.self, from: #"{"at":"2021-02-22T08:58:16Z"}"#)
        stamp.at = Date(timeIntervalSince1970: 1_613_984_296.77)
        expectEqual(try encodeJSON(stamp), #"{"at":"2021-02-22T08:58:16.770Z"}"#)
        stamp.at = Date(timeIntervalSince1970: 1_613_984_297)
        expectEqual(try encodeJSON(stamp), #"{"at":"2021-02-22T08:58:17Z"}"#)
    }
}
