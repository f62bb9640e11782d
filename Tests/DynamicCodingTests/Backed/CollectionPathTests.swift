import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

@Sendable private func isSmall(_ fruit: String, _ count: Int) -> Bool {
    count < 10
}

/// Fan-out components, and indices after them.
private struct Inventory: BackedDecodable, Equatable {
    @Backed(Path("counts", .allKeys)) var fruits: [String]
    @Backed(Path("counts", .allValues)) var counts: [Int]
    @Backed(Path("counts", .keys(where: isSmall))) var smallFruits: [String]
    @Backed(Path("counts", .values(where: { (_: String, count: Int) in count >= 9 }))) var largeCounts: [Int]
    @Backed(Path("counts", .allKeys, 0)) var firstFruit: String
    @Backed(Path("counts", .allValues, 2)) var lastCount: Int
    @Backed(Path("counts", .keys(where: isSmall), 1)) var secondSmallFruit: String
    @Backed(Path("counts", .allKeys)) var fruitSet: Set<String>
}

/// Keys that decode to numbers, as dictionary keys do.
private struct Pages: BackedDecodable, Equatable {
    @Backed(Path("pages", .allKeys)) var numbers: [Int]
    @Backed(Path("pages", .allValues)) var titles: [String]
    @Backed(Path("pages", .allKeys), options: .lossy) var lossyNumbers: [Int]?
}

/// Keys that are not all numbers, read lossily.
private struct LossyPages: BackedDecodable, Equatable {
    @Backed(Path("pages", .allKeys), options: .lossy) var numbers: [Int]
}

private let launch = Date(timeIntervalSince1970: 1_600_000_000)

/// A filter on dates read with the property's strategy.
private struct Schedule: BackedDecodable, Equatable {
    @Backed(
        Path("events", .values(where: { (_: String, date: Date) in date > launch })),
        strategy: .secondsSince1970)
    var upcoming: [Date]
    @Backed(Path("events", .allValues, 0), strategy: .secondsSince1970) var firstEvent: Date
}

/// A dictionary can't hold the list `.allValues` yields.
private struct WrongShape: BackedDecodable {
    @Backed(Path("counts", .allValues)) var counts: [String: Int]
}

/// Nor can a single value.
private struct Scalar: BackedDecodable {
    @Backed(Path("counts", .allValues)) var count: Int
}

private struct Lossy: BackedDecodable, Equatable {
    @Backed(Path("counts", .allValues), options: .lossy) var counts: [Int]
}

private struct OptionalFruits: BackedDecodable, Equatable {
    @Backed(Path("counts", .allKeys)) var fruits: [String]?
}

private struct WritesKeys: BackedCodable {
    @Backed(Path("counts", .allKeys)) var fruits: [String]
}

private struct WritesValues: BackedCodable {
    @Backed(Path("counts", .allValues)) var counts: [Int]
}

private struct WritesIndex: BackedCodable {
    @Backed(Path("values", 1)) var second: Int
}

private struct WritesFilter: BackedCodable {
    @Backed(Path("counts", .keys(where: isSmall))) var small: [String]
}

/// Only a fallback path fans out, so encoding writes the first.
private struct FallbackFanOut: BackedCodable, Equatable {
    @Backed("fruits" ?? Path("counts", .allKeys)) var fruits: [String]
}

private let countsJSON = #"{"counts":{"apples":12,"oranges":9,"bananas":6}}"#

struct CollectionPathTests {
    @Test func fanOutComponentsListEntriesInSortedKeyOrder() throws {
        let inventory = try decode(Inventory.self, from: countsJSON)
        expectEqual(inventory.fruits, ["apples", "bananas", "oranges"])
        expectEqual(inventory.counts, [12, 6, 9])
        expectEqual(inventory.smallFruits, ["bananas", "oranges"])
        expectEqual(inventory.largeCounts, [12, 9])
        expectEqual(inventory.firstFruit, "apples")
        expectEqual(inventory.lastCount, 9)
        expectEqual(inventory.secondSmallFruit, "oranges")
        expectEqual(inventory.fruitSet, ["apples", "bananas", "oranges"])
    }

    @Test func keysDecodeToTheElementTypeInSortedKeyStringOrder() throws {
        let pages = try decode(Pages.self, from: #"{"pages":{"10":"ten","2":"two","1":"one"}}"#)
        expectEqual(pages.numbers, [1, 10, 2])
        expectEqual(pages.titles, ["one", "ten", "two"])
        expectEqual(pages.lossyNumbers, [1, 10, 2])
    }

    @Test func aKeyThatIsNotANumberIsATypeMismatch() throws {
        expectDecodingFailure(
            Pages.self, from: #"{"pages":{"1":"one","intro":"hello"}}"#, .typeMismatch, at: "pages.intro",
            message: #"Expected Int but found the key "intro"."#)
        let report = DecodingReport()
        let pages = try decode(
            LossyPages.self, from: #"{"pages":{"1":"one","intro":"hello"}}"#, report: report)
        expectEqual(pages.numbers, [1])
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "pages.intro", .dropped, .typeMismatch,
                    #"pages.intro: Expected Int but found the key "intro"."#)
            ])
    }

    @Test func lossyFanOutDropsWhatFails() throws {
        let report = DecodingReport()
        let lossy = try decode(
            Lossy.self, from: #"{"counts":{"a":1,"b":"two","c":null,"d":4}}"#, report: report)
        expectEqual(lossy.counts, [1, 4])
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "counts.b", .dropped, .typeMismatch,
                    "counts.b: Expected to decode Int but found a string instead."),
                ReportLine(
                    "counts.c", .dropped, .valueNotFound,
                    "counts.c: Expected Int value but found null instead."),
            ])
    }

    @Test func filtersSeeValuesDecodedWithThePropertysStrategy() throws {
        let json = #"{"events":{"a":1500000000,"b":1613984296,"c":1700000000}}"#
        let schedule = try decode(Schedule.self, from: json)
        expectEqual(
            schedule.upcoming,
            [
                Date(timeIntervalSince1970: 1_613_984_296), Date(timeIntervalSince1970: 1_700_000_000),
            ])
        expectEqual(schedule.firstEvent, Date(timeIntervalSince1970: 1_500_000_000))
    }

    @Test func aValueAFilterCannotReadIsAnErrorAtItsPath() {
        expectDecodingFailure(
            Inventory.self, from: #"{"counts":{"apples":"many","bananas":6}}"#, .typeMismatch,
            at: "counts.apples",
            message: "Expected to decode Int but found a string instead.")
    }

    @Test func anIndexPastTheListIsKeyNotFound() {
        expectDecodingFailure(
            Inventory.self, from: #"{"counts":{"apples":12,"bananas":6}}"#, .keyNotFound, at: "counts[2]",
            message: #"No value associated with key "Index 2"."#)
    }

    @Test func aDictionaryFromAFanOutIsATypeMismatchNotATrap() {
        expectDecodingFailure(
            WrongShape.self, from: countsJSON, .typeMismatch, at: "counts",
            message:
                "Expected Dictionary<String, Int> but the path yields a list of 3 values; use an array or set type."
        )
        expectDecodingFailure(
            Scalar.self, from: countsJSON, .typeMismatch, at: "counts",
            message: "Expected Int but the path yields a list of 3 values; use an array or set type.")
    }

    @Test func fanOutOverSomethingThatIsNotAnObject() throws {
        expectDecodingFailure(
            OptionalFruits.self, from: #"{"counts":[1,2]}"#, .typeMismatch, at: "counts",
            message: "Expected to decode Dictionary<String, Any> but found an array instead.")
        #expect(try decode(OptionalFruits.self, from: "{}").fruits == nil)
        #expect(try decode(OptionalFruits.self, from: #"{"counts":null}"#).fruits == nil)
        try expectEqual(decode(OptionalFruits.self, from: #"{"counts":{}}"#).fruits, [])
    }

    @Test func encodingAFanOutOrIndexPathIsAnEncodingErrorNamingTheProperty() {
        var keys = WritesKeys()
        keys.fruits = ["apples"]
        expectEncodingFailure(
            keys, at: "",
            message: "Cannot encode WritesKeys.fruits: its path component *keys can only be read.",
            failure: .unwritablePath(property: "WritesKeys.fruits", component: "*keys"))
        var values = WritesValues()
        values.counts = [1]
        expectEncodingFailure(
            values, at: "",
            message: "Cannot encode WritesValues.counts: its path component *values can only be read.",
            failure: .unwritablePath(property: "WritesValues.counts", component: "*values"))
        var index = WritesIndex()
        index.second = 2
        expectEncodingFailure(
            index, at: "",
            message: "Cannot encode WritesIndex.second: its path component [1] can only be read.",
            failure: .unwritablePath(property: "WritesIndex.second", component: "[1]"))
        var filter = WritesFilter()
        filter.small = []
        expectEncodingFailure(
            filter, at: "",
            message: "Cannot encode WritesFilter.small: its path component *keys(where:) can only be read.",
            failure: .unwritablePath(property: "WritesFilter.small", component: "*keys(where:)"))
    }

    @Test func onlyTheFirstPathHasToBeWritable() throws {
        let fallback = try decode(FallbackFanOut.self, from: countsJSON)
        expectEqual(fallback.fruits, ["apples", "bananas", "oranges"])
        try expectEncodes(fallback, to: #"{"fruits":["apples","bananas","oranges"]}"#)
        try expectRoundTrip(FallbackFanOut.self, from: countsJSON)
    }
}
