import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Every Swift example of Documentation.docc/Strategies.md. Types keep the article's names
// inside the namespace; statements go in tests; each `// result` comment is an exact
// expectation.

enum StrategiesExamples {
    struct Event: BackedCodable {
        @Backed("start", strategy: .secondsSince1970) var start: Date
        @Backed("end", strategy: .millisecondsSince1970) var end: Date
        @Backed("updated_at", strategy: .iso8601) var updatedAt: Date?
        @Backed("day", strategy: .formatted(dayFormatter())) var day: Date
        @Backed("created", strategy: .deferredToDecoder) var created: Date  // the coder's own
        @Backed("dates", options: .lossy, strategy: .secondsSince1970) var dates: [Date]
        @Backed("thumbnail", strategy: .base64) var thumbnail: Data
    }

    static func dayFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }

    struct Color: Equatable {
        var red: Double
        var green: Double
        var blue: Double
    }

    struct RGBColorStrategy: ValueCodingStrategy {
        private enum Keys: String, CodingKey { case red, green, blue }

        func decode(from decoder: any Decoder) throws -> Color {
            let container = try decoder.container(keyedBy: Keys.self)
            return Color(
                red: try container.decode(Double.self, forKey: .red) / 255,
                green: try container.decode(Double.self, forKey: .green) / 255,
                blue: try container.decode(Double.self, forKey: .blue) / 255)
        }

        func encode(_ color: Color, to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(color.red * 255, forKey: .red)
            try container.encode(color.green * 255, forKey: .green)
            try container.encode(color.blue * 255, forKey: .blue)
        }
    }

    struct Theme: BackedCodable {
        @Backed("background_color", strategy: .rgbColor) var background: Color
        @Backed("accents", strategy: .rgbColor) var accents: [Color]
    }

    struct Function: BackedCodable {
        @Backed("MemorySize", options: .lax) var memorySize: Int?
        @Backed("Enabled", options: .lax) var enabled: Bool
        @Backed("Timeout") var timeout: Int
    }

    struct Account: BackedCodable, LaxScalars {
        @Backed var discoverable: Bool?
        @Backed var followers: Int
    }

    /// "a type of your own conforms with `init(laxText:)`".
    struct Port: LaxScalar, Codable, Equatable {
        let number: Int

        init?(laxText text: String) {
            guard let number = Int(laxText: text) else { return nil }
            self.number = number
        }

        init(from decoder: any Decoder) throws {
            number = try decoder.singleValueContainer().decode(Int.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(number)
        }
    }

    struct Service: BackedCodable {
        @Backed(options: .lax) var port: Port
    }

    /// The article's two lines for hand-written code, in a type of their own.
    struct Stamp: Codable {
        var created: Date

        init(from decoder: any Decoder) throws {
            created = try decoder.decode(Date.self, at: Path("meta", "created"), strategy: .iso8601)
        }

        func encode(to encoder: any Encoder) throws {
            try encoder.encode(created, at: Path("meta", "created"), strategy: .iso8601)
        }
    }

    struct Tests {
        @Test func dateAndDataStrategies() throws {
            let event = try JSONDecoder().decode(
                Event.self,
                from: Data(
                    """
                    {
                        "start": 1613984296, "end": 1613984996000, "updated_at": "2021-02-22T08:58:16Z",
                        "day": "2021-02-22", "created": 635677096, "dates": [1613984296, "N/A"],
                        "thumbnail": "AQID"
                    }
                    """.utf8))
            expectEqual(event.start.timeIntervalSince1970, 1_613_984_296)
            expectEqual(event.end.timeIntervalSince1970, 1_613_984_996)
            expectEqual(event.updatedAt, event.start)
            expectEqual(event.day.timeIntervalSince1970, 1_613_952_000)
            expectEqual(event.created, event.start)
            expectEqual(event.dates.map(\.timeIntervalSince1970), [1_613_984_296])
            expectEqual(event.dates, [Date(timeIntervalSince1970: 1_613_984_296)])
            expectEqual(event.thumbnail, Data([1, 2, 3]))

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            expectEqual(
                String(decoding: try encoder.encode(event), as: UTF8.self),
                #"{"created":635677096,"dates":[1613984296],"day":"2021-02-22","end":1613984996000,"#
                    + #""start":1613984296,"thumbnail":"AQID","updated_at":"2021-02-22T08:58:16Z"}"#)
        }

        @Test func aStringThatIsNotADateIsDataCorrupted() {
            do {
                _ = try JSONDecoder().decode(
                    Event.self,
                    from: Data(
                        """
                        {
                            "start": 1613984296, "end": 1613984996000, "updated_at": "yesterday",
                            "day": "2021-02-22", "created": 635677096, "dates": [], "thumbnail": "AQID"
                        }
                        """.utf8))
                Issue.record("Expected a DecodingError")
            } catch DecodingError.dataCorrupted(let context) {
                expectEqual(pathString(context.codingPath), "updated_at")
                expectEqual(
                    context.debugDescription,
                    #"Expected a date in the ISO 8601 format but found "yesterday"."#)
                expectEqual(
                    DecodingErrorDescription.message(of: DecodingError.dataCorrupted(context)),
                    #"updated_at: Expected a date in the ISO 8601 format but found "yesterday"."#)
            } catch {
                Issue.record("Expected dataCorrupted, got \(error)")
            }
        }

        @Test func customStrategy() throws {
            let theme = try JSONDecoder().decode(
                Theme.self,
                from: Data(
                    """
                    {"background_color": {"red": 255, "green": 0, "blue": 0},
                     "accents": [{"red": 0, "green": 255, "blue": 0}]}
                    """.utf8))
            expectEqual(theme.background, Color(red: 1.0, green: 0.0, blue: 0.0))
            expectEqual(theme.accents, [Color(red: 0.0, green: 1.0, blue: 0.0)])
            expectEqual("\(theme.background)", "Color(red: 1.0, green: 0.0, blue: 0.0)")

            do {
                _ = try JSONDecoder().decode(
                    Theme.self,
                    from: Data(
                        """
                        {"background_color": {"red": 0, "green": 0, "blue": 0},
                         "accents": [{"red": 0, "green": 0, "blue": 0}, {"red": "0", "green": 0, "blue": 0}]}
                        """.utf8))
                Issue.record("Expected a DecodingError")
            } catch {
                expectEqual(
                    DecodingErrorDescription.message(of: error),
                    "accents[1].red: Expected to decode Double but found a string instead.")
            }

            let again = try JSONDecoder().decode(Theme.self, from: try JSONEncoder().encode(theme))
            #expect(again.background == theme.background && again.accents == theme.accents)
        }

        @Test func numbersAndBooleansWrittenAsStrings() throws {
            var function = try JSONDecoder().decode(
                Function.self,
                from: Data(
                    """
                    {"MemorySize": "128", "Enabled": "true", "Timeout": 3}
                    """.utf8))
            expectEqual(function.memorySize, 128)
            expectEqual(function.enabled, true)

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            expectEqual(
                String(decoding: try encoder.encode(function), as: UTF8.self),
                #"{"Enabled":"true","MemorySize":"128","Timeout":3}"#)
            function.memorySize = 256
            expectEqual(
                String(decoding: try encoder.encode(function), as: UTF8.self),
                #"{"Enabled":"true","MemorySize":256,"Timeout":3}"#)

            let account = try JSONDecoder().decode(
                Account.self, from: Data(#"{"discoverable": "false", "followers": 12}"#.utf8))
            expectEqual(account.discoverable, false)
        }

        /// "the error is the type mismatch a property that is not lax reports".
        @Test(arguments: [#""12.0""#, #"" 12""#, #""+1""#, #""0x10""#, #""nan""#])
        func aStringThatSpellsNoValueIsATypeMismatch(value: String) {
            expectDecodingFailure(
                Account.self, from: #"{"followers": \#(value)}"#, .typeMismatch, at: "followers",
                message: "Expected to decode Int but found a string instead.")
            expectDecodingFailure(
                Function.self, from: #"{"MemorySize": \#(value), "Enabled": true, "Timeout": 3}"#,
                .typeMismatch,
                at: "MemorySize", message: "Expected to decode Int but found a string instead.")
        }

        @Test func aLaxErrorAndTheSchema() throws {
            do {
                _ = try JSONDecoder().decode(
                    Function.self, from: Data(#"{"Enabled": "True", "Timeout": 3}"#.utf8))
                Issue.record("Expected an error")
            } catch {
                expectEqual(
                    DecodingErrorDescription.message(of: error),
                    "Enabled: Expected to decode Bool but found a string instead.")
            }

            let schema = try JSONSchema(for: Function.self).document
            expectEqual(
                schema["$defs"]?["Function"]?["properties"]?["Enabled"],
                ["anyOf": [["type": "boolean"], ["type": "string", "enum": ["true", "false"]]]])
        }

        @Test func aLaxScalarOfYourOwn() throws {
            let service = try JSONDecoder().decode(Service.self, from: Data(#"{"port": "8080"}"#.utf8))
            expectEqual(service.port, Port(laxText: "8080"))
            expectEqual(
                String(decoding: try JSONEncoder().encode(service), as: UTF8.self), #"{"port":"8080"}"#)
        }

        @Test func strategiesInHandWrittenCode() throws {
            let stamp = try JSONDecoder().decode(
                Stamp.self, from: Data(#"{"meta": {"created": "2021-02-22T08:58:16Z"}}"#.utf8))
            expectEqual(stamp.created.timeIntervalSince1970, 1_613_984_296)
            expectEqual(
                String(decoding: try JSONEncoder().encode(stamp), as: UTF8.self),
                #"{"meta":{"created":"2021-02-22T08:58:16Z"}}"#)
        }
    }
}

extension ValueCodingStrategy where Self == StrategiesExamples.RGBColorStrategy {
    static var rgbColor: StrategiesExamples.RGBColorStrategy { StrategiesExamples.RGBColorStrategy() }
}
