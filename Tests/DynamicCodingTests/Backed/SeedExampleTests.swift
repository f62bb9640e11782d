import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

struct SeedExampleTests {
    @Test func decodesEveryPropertyOfTheSeedExample() throws {
        let report = DecodingReport()
        let stub = try decode(BackedStub.self, from: backedStubJSON, report: report)
        #expect(stub.someString == nil)
        #expect(stub.someArray == nil)
        #expect(stub.someDate == nil)
        #expect(stub.someDateSince1970 == nil)
        expectEqual(stub.name, "Steve")
        expectEqual(stub.startDate, Date(timeIntervalSinceReferenceDate: 1_613_984_296_000))
        expectEqual(stub.endDate, Date(timeIntervalSince1970: 1_613_984_996))
        expectEqual(
            stub.dates,
            [
                Date(timeIntervalSince1970: 1_613_984_296), Date(timeIntervalSince1970: 1_613_984_996),
            ])
        expectEqual(stub.values, ["34", "78"])
        expectEqual(stub.nestedValues, ["12", "56"])
        expectEqual(stub.nestedInteger, 34)
        expectEqual(stub.fruits, [.apples, .oranges])
        expectEqual(stub.counts, [12, 6, 9])
        expectEqual(stub.bestFruit, "apples")
        expectEqual(stub.lastCount, 9)
        expectEqual(stub.smallCountFruits, ["bananas", "oranges"])
        expectEqual(stub.firstSmallCountFruit, "bananas")
        expectEqual(
            stub.foregroundColor,
            HSBAColorStrategy.color(hue: 1, saturation: 128 / 255, brightness: 128 / 255, alpha: 1))
        expectEqual(stub.backgroundColor, Color(red: 1, green: 128 / 255, blue: 128 / 255))
        expectEqual(
            stub.birthdays,
            [
                Date(timeIntervalSince1970: -468_691_200), Date(timeIntervalSince1970: -289_238_400),
            ])
        expectEqual(stub.timCookBirthday, Date(timeIntervalSince1970: -289_238_400))
        expectEqual(
            report.recordedLines,
            [
                ReportLine(
                    "dates[1]", .dropped, .typeMismatch,
                    "dates[1]: Expected to decode Double but found a string instead."),
                ReportLine(
                    "values[0]", .dropped, .typeMismatch,
                    "values[0]: Expected to decode String but found number instead."),
                ReportLine(
                    "values[2]", .dropped, .typeMismatch,
                    "values[2]: Expected to decode String but found number instead."),
                ReportLine(
                    "attributes.values[1]", .dropped, .typeMismatch,
                    "attributes.values[1]: Expected to decode String but found number instead."),
                ReportLine(
                    "attributes.values[3]", .dropped, .typeMismatch,
                    "attributes.values[3]: Expected to decode String but found number instead."),
                ReportLine(
                    "counts.bananas", .dropped, .dataCorrupted,
                    "counts.bananas: Cannot initialize Fruits from invalid String value bananas"),
            ])
    }
}
