import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Every Swift example of Documentation.docc/Defaults.md. Types keep the article's names
// inside the namespace; statements go in tests; each `// result` comment is an exact
// expectation.

enum DefaultsExamples {
    struct Settings: BackedCodable {
        @Backed(defaultValue: 3) var retries: Int  // missing, null or invalid
        @Backed(defaultValue: 30, replacing: .missing) var timeout: Int  // only when missing
        @Backed(defaultValue: "en", replacing: .missingOrNull) var language: String
        @Backed(defaultValue: .zeroValue) var children: Int  // 0
        @Backed(defaultValue: nil) var nickname: String?  // invalid → nil
    }

    struct Point: Codable, Equatable, ZeroValueProviding {
        var x: Double
        var y: Double

        static var zeroValue: Point { Point(x: 0, y: 0) }
    }

    struct Marker: BackedDecodable {
        @Backed(defaultValue: .zeroValue) var origin: Point
        @Backed(defaultValue: .zeroValue) var labels: [String]
    }

    struct Size: Codable, Equatable {
        var width: Double
        var height: Double
        var unit: String
        var note: String?
    }

    struct Frame: BackedDecodable {
        @Backed(defaultValue: .zeroValue) var size: Size
        @Backed(defaultValue: .zeroValue) var rotation: Int?
    }

    /// "Without a default, a missing key is `keyNotFound`, `null` is `valueNotFound` and a
    /// wrong type is `typeMismatch`, each with the full coding path."
    struct Plain: BackedDecodable {
        @Backed(Path("meta", "count")) var count: Int
    }

    struct Tests {
        @Test func defaults() throws {
            let report = DecodingReport()
            let decoder = JSONDecoder()
            decoder.userInfo[.decodingReport] = report
            let settings = try decoder.decode(
                Settings.self,
                from: Data(
                    """
                    {"retries": "many", "timeout": 5, "nickname": 7}
                    """.utf8))
            expectEqual(settings.retries, 3)
            expectEqual(settings.timeout, 5)
            expectEqual(settings.language, "en")
            expectEqual(settings.children, 0)
            #expect(settings.nickname == nil)
            expectEqual(
                report.description,
                """
                retries: replaced by default: retries: Expected to decode Int but found a string instead.
                nickname: replaced by default: nickname: Expected to decode String but found number instead.
                """)
            expectEqual(
                report.lines,
                [
                    ReportLine(
                        "nickname", .replacedByDefault, .typeMismatch,
                        "nickname: Expected to decode String but found number instead."),
                    ReportLine(
                        "retries", .replacedByDefault, .typeMismatch,
                        "retries: Expected to decode Int but found a string instead."),
                ])
        }

        @Test func anyDecodableTypeHasAZero() throws {
            let frame = try JSONDecoder().decode(Frame.self, from: Data("{}".utf8))
            expectEqual(frame.size, Size(width: 0.0, height: 0.0, unit: "", note: nil))
            #expect(frame.rotation == nil)
        }

        @Test func replacingMissingKeepsNullAnError() {
            do {
                _ = try JSONDecoder().decode(Settings.self, from: Data(#"{"timeout": null}"#.utf8))
                Issue.record("Expected a DecodingError")
            } catch {
                expectEqual(
                    DecodingErrorDescription.message(of: error),
                    "timeout: Expected Int value but found null instead.")
            }
        }

        @Test func withoutADefaultEachCaseIsItsOwnError() {
            expectMessage(
                decoding: Plain.self, from: #"{"meta": {}}"#, .keyNotFound,
                #"meta.count: No value found for key "count"."#)
            expectMessage(
                decoding: Plain.self, from: #"{"meta": {"count": null}}"#, .valueNotFound,
                "meta.count: Cannot get value of type Int -- found null value instead")
            expectMessage(
                decoding: Plain.self, from: #"{"meta": {"count": "3"}}"#, .typeMismatch,
                "meta.count: Expected to decode Int but found a string instead.")
        }

        @Test func zeroValues() throws {
            let marker = try JSONDecoder().decode(Marker.self, from: Data("{}".utf8))
            expectEqual(marker.origin, Point(x: 0, y: 0))
            expectEqual("\(marker.origin)", "Point(x: 0.0, y: 0.0)")
            expectEqual(marker.labels, [])
        }

        @Test func propertiesThatWereNeverSet() throws {
            expectEqual(Settings().retries, 3)
            #expect(Settings().nickname == nil)
        }
    }
}
