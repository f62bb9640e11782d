import DynamicCoding
import Foundation
import Testing

@Suite struct SeedExampleTests {
    @Test func decodesEveryPropertyOfTheSeedExample() throws {
        let report = DecodingReport()
        let stub = try decode(BackedStub.self, from: backedStubJSON, report: report)
        #expect(stub.someString == nil)
        #expect(stub.someArray == nil)
        #expect(stub.someDate == nil)
        #expect(stub.someDateSince1970 == nil)
        #expect(stub.name == "Steve")
        #expect(stub.startDate == Date(timeIntervalSinceReferenceDate: 1_613_984_296_000))
        #expect(stub.endDate == Date(timeIntervalSince1970: 1_613_984_996))
        #expect(
            stub.dates == [
                Date(timeIntervalSince1970: 1_613_984_296), Date(timeIntervalSince1970: 1_613_984_996),
            ])
        #expect(stub.values == ["34", "78"])
        #expect(stub.nestedValues == ["12", "56"])
        #expect(stub.nestedInteger == 34)
        #expect(stub.fruits == [.apples, .oranges])
        #expect(stub.counts == [12, 6, 9])
        #expect(stub.bestFruit == "apples")
        #expect(stub.lastCount == 9)
        #expect(stub.smallCountFruits == ["bananas", "oranges"])
        #expect(stub.firstSmallCountFruit == "bananas")
        #expect(
            stub.foregroundColor
                == HSBAColorStrategy.color(hue: 1, saturation: 128 / 255, brightness: 128 / 255, alpha: 1))
        #expect(stub.backgroundColor == Color(red: 1, green: 128 / 255, blue: 128 / 255))
        #expect(
            stub.birthdays == [
                Date(timeIntervalSince1970: -468_691_200), Date(timeIntervalSince1970: -289_238_400),
            ])
        #expect(stub.timCookBirthday == Date(timeIntervalSince1970: -289_238_400))
        #expect(
            report.recordedLines == [
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
