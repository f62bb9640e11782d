import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// The seed's hand-written initializer, with the path helpers in both directions.
private struct Article: Codable, Equatable {
    var id: String
    var title: String
    var tags: [String]
    var created: Date
    var subtitle: String?
    var rating: Int

    init(from decoder: any Decoder) throws {
        id = try decoder.decode(String.self, at: "uuid")
        title = try decoder.decode(String.self, at: Path("attributes", "title") ?? "title")
        tags = try decoder.decode([String].self, at: Path("attributes", "tags"), options: .lossy)
        created = try decoder.decode(Date.self, at: Path("meta", "created"), strategy: .iso8601)
        subtitle = try decoder.decode(String?.self, at: Path("attributes", "subtitle"))
        rating = try decoder.decode(Int.self, at: Path("meta", "rating"), defaultValue: 0)
    }

    func encode(to encoder: any Encoder) throws {
        try encoder.encode(id, at: "uuid")
        try encoder.encode(title, at: Path("attributes", "title"))
        try encoder.encode(tags, at: Path("attributes", "tags"))
        try encoder.encode(created, at: Path("meta", "created"), strategy: .iso8601)
        try encoder.encode(subtitle, at: Path("attributes", "subtitle"))
        try encoder.encode(rating, at: Path("meta", "rating"))
    }
}

private let articleJSON = """
    {"uuid":"a1","attributes":{"title":"Hello","tags":["x",1,"y"]},"meta":{"created":"2021-02-22T08:58:16Z"}}
    """

struct DecoderHelperTests {
    @Test func decodesAtPathsWithOptionsStrategiesAndDefaults() throws {
        let report = DecodingReport()
        let article = try decode(Article.self, from: articleJSON, report: report)
        expectEqual(article.id, "a1")
        expectEqual(article.title, "Hello")
        expectEqual(article.tags, ["x", "y"])
        expectEqual(article.created, Date(timeIntervalSince1970: 1_613_984_296))
        #expect(article.subtitle == nil)
        expectEqual(article.rating, 0)
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "attributes.tags[1]", .dropped, .typeMismatch,
                    "attributes.tags[1]: Expected to decode String but found number instead.")
            ])
    }

    @Test func fallbacksWork() throws {
        let json = articleJSON.replacingOccurrences(of: #""title":"Hello","#, with: "")
            .replacingOccurrences(of: #"{"uuid""#, with: #"{"title":"Top","uuid""#)
        try expectEqual(decode(Article.self, from: json).title, "Top")
    }

    @Test func errorsHaveTheFullPath() {
        expectDecodingFailure(
            Article.self, from: #"{"uuid":"a1","attributes":{"title":"Hello"}}"#, .keyNotFound,
            at: "attributes.tags",
            message: #"No value associated with key "tags"."#)
        expectDecodingFailure(
            Article.self,
            from: articleJSON.replacingOccurrences(of: "2021-02-22T08:58:16Z", with: "today"),
            .dataCorrupted, at: "meta.created",
            message: #"Expected a date in the ISO 8601 format but found "today"."#)
    }

    @Test func encodesAtPathsIntoSharedObjects() throws {
        let article = try decode(Article.self, from: articleJSON)
        try expectEncodes(
            article,
            to: """
                {"uuid":"a1","attributes":{"title":"Hello","tags":["x","y"]},
                 "meta":{"created":"2021-02-22T08:58:16Z","rating":0}}
                """)
        try expectRoundTrip(Article.self, from: articleJSON)
    }
}
