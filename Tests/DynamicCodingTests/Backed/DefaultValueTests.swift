import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// The three default policies.
private struct Settings: BackedCodable, Equatable {
    @Backed(defaultValue: 7) var retries: Int
    @Backed(defaultValue: 30, replacing: .missing) var timeout: Int
    @Backed(defaultValue: "en", replacing: .missingOrNull) var language: String
}

/// KeyedCodable's `Point`, made zero-valued.
private struct Point: Codable, Equatable, ZeroValueProviding {
    var x: Double
    var y: Double

    static var zeroValue: Point { Point(x: 0, y: 0) }
}

/// KeyedCodable's `@Zero` example.
private struct ZeroTest: BackedCodable, Equatable {
    @Backed() var name: String
    @Backed(defaultValue: .zeroValue) var secondName: String
    @Backed(defaultValue: .zeroValue) var numberOfChildren: Int
    @Backed(defaultValue: .zeroValue) var isMarried: Bool
    @Backed(defaultValue: .zeroValue) var children: [String]
    @Backed(defaultValue: .zeroValue) var point: Point
}

/// Defaults at a nested path and for an optional.
private struct Nested: BackedCodable, Equatable {
    @Backed(Path("limits", "max"), defaultValue: 100, replacing: .missing) var max: Int
    @Backed("label", defaultValue: "none", replacing: .missing) var label: String?
}

struct DefaultValueTests {
    @Test(arguments: ["{}", #"{"retries":null}"#])
    func defaultReplacesMissingAndNull(json: String) throws {
        let report = DecodingReport()
        let settings = try decode(Settings.self, from: json, report: report)
        expectEqual(settings.retries, 7)
        expectEqual(settings.timeout, 30)
        expectEqual(settings.language, "en")
        #expect(report.entries.isEmpty)
    }

    @Test func defaultReplacesAnInvalidValueAndRecordsIt() throws {
        let report = DecodingReport()
        let settings = try decode(Settings.self, from: #"{"retries":"many","timeout":5}"#, report: report)
        expectEqual(settings.retries, 7)
        expectEqual(settings.timeout, 5)
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "retries", .replacedByDefault, .typeMismatch,
                    "retries: Expected to decode Int but found a string instead.")
            ])
        expectEqual(
            report.description,
            "retries: replaced by default: retries: Expected to decode Int but found a string instead."
        )
    }

    @Test func presentValuesWin() throws {
        let json = #"{"retries":1,"timeout":2,"language":"fr"}"#
        let settings = try decode(Settings.self, from: json)
        expectEqual(settings.retries, 1)
        expectEqual(settings.timeout, 2)
        expectEqual(settings.language, "fr")
        try expectEncodes(settings, to: json)
        try expectRoundTrip(Settings.self, from: json)
    }

    @Test func missingOnlyPolicyLeavesNullAndInvalidValuesAsErrors() {
        expectDecodingFailure(
            Settings.self, from: #"{"timeout":null}"#, .valueNotFound, at: "timeout",
            message: "Expected Int value but found null instead.")
        expectDecodingFailure(
            Settings.self, from: #"{"timeout":"soon"}"#, .typeMismatch, at: "timeout",
            message: "Expected to decode Int but found a string instead.")
    }

    @Test func missingOrNullPolicyLeavesInvalidValuesAsErrors() throws {
        try expectEqual(decode(Settings.self, from: #"{"language":null}"#).language, "en")
        expectDecodingFailure(
            Settings.self, from: #"{"language":5}"#, .typeMismatch, at: "language",
            message: "Expected to decode String but found number instead.")
    }

    @Test func missingPolicyCoversAMissingIntermediateAndLeavesNullToAnOptional() throws {
        try expectEqual(decode(Nested.self, from: "{}").max, 100)
        try expectEqual(decode(Nested.self, from: #"{"limits":{}}"#).max, 100)
        try expectEqual(decode(Nested.self, from: "{}").label, "none")
        #expect(try decode(Nested.self, from: #"{"label":null}"#).label == nil)
        expectDecodingFailure(
            Nested.self, from: #"{"limits":{"max":null}}"#, .valueNotFound, at: "limits.max",
            message: "Expected Int value but found null instead.")
    }

    @Test(arguments: [#"{"name":"Jan"}"#, #"{"name":"Jan","secondName":null,"numberOfChildren":null}"#])
    func zeroValuesForTheKeyedCodableExample(json: String) throws {
        let zero = try decode(ZeroTest.self, from: json)
        expectEqual(zero.name, "Jan")
        expectEqual(zero.secondName, "")
        expectEqual(zero.numberOfChildren, 0)
        expectEqual(zero.isMarried, false)
        expectEqual(zero.children, [])
        expectEqual(zero.point, Point(x: 0, y: 0))
        // Defaults chosen for missing keys are written; one that replaced `null` writes `null` back.
        let replaced = json.contains("null") ? "null" : nil
        try expectEncodes(
            zero,
            to: #"{"name":"Jan","secondName":\#(replaced ?? #""""#),"numberOfChildren":\#(replaced ?? "0"),"#
                + #""isMarried":false,"children":[],"point":{"x":0,"y":0}}"#)
    }

    @Test func zeroValuesOfTheLibrary() {
        expectEqual(Int.zeroValue, 0)
        expectEqual(Double.zeroValue, 0)
        expectEqual(String.zeroValue, "")
        expectEqual(Bool.zeroValue, false)
        expectEqual([Int].zeroValue, [])
        expectEqual(Set<Int>.zeroValue, [])
        expectEqual([String: Int].zeroValue, [:])
        expectEqual(Data.zeroValue, Data())
    }

    @Test func aNeverSetPropertyReadsAndEncodesItsDefault() throws {
        let settings = Settings()
        expectEqual(settings.retries, 7)
        expectEqual(settings.timeout, 30)
        expectEqual(settings.language, "en")
        try expectEncodes(settings, to: #"{"retries":7,"timeout":30,"language":"en"}"#)
        let decoded = try decode(Settings.self, from: "{}")
        expectEqual(decoded, settings)
    }
}
