import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Every Swift example of Documentation.docc/LossyCollections.md. Types keep the article's
// names inside the namespace; statements go in tests; each `// result` comment is an exact
// expectation.

enum LossyCollectionsExamples {
    struct Feed: BackedDecodable {
        @Backed(options: .lossy) var numbers: [Int]
        @Backed(options: .lossy) var tags: Set<String>
        @Backed(options: .lossy) var scores: [String: Int]
    }

    /// The article's one-line example for hand-written initializers, in a type of its own.
    struct Post: Decodable {
        var tags: [String]

        init(from decoder: any Decoder) throws {
            tags = try decoder.decode([String].self, at: Path("attributes", "tags"), options: .lossy)
        }
    }

    struct Tests {
        @Test func lossyCollectionsAndTheReport() throws {
            let report = DecodingReport()
            let decoder = JSONDecoder()
            decoder.userInfo[.decodingReport] = report
            let feed = try decoder.decode(
                Feed.self,
                from: Data(
                    """
                    {"numbers": [1, "two", null, 4], "tags": ["a", 1, "b"], "scores": {"x": 1, "y": "high"}}
                    """.utf8))
            expectEqual(feed.numbers, [1, 4])
            expectEqual(feed.tags, ["a", "b"])
            expectEqual(feed.scores, ["x": 1])
            expectEqual(
                report.description,
                """
                numbers[1]: dropped: numbers[1]: Expected to decode Int but found a string instead.
                numbers[2]: dropped: numbers[2]: Expected Int value but found null instead.
                tags[1]: dropped: tags[1]: Expected to decode String but found number instead.
                scores.y: dropped: scores.y: Expected to decode Int but found a string instead.
                """)
            expectEqual(
                report.lines,
                [
                    ReportLine(
                        "numbers[1]", .dropped, .typeMismatch,
                        "numbers[1]: Expected to decode Int but found a string instead."),
                    ReportLine(
                        "numbers[2]", .dropped, .valueNotFound,
                        "numbers[2]: Expected Int value but found null instead."),
                    ReportLine(
                        "scores.y", .dropped, .typeMismatch,
                        "scores.y: Expected to decode Int but found a string instead."),
                    ReportLine(
                        "tags[1]", .dropped, .typeMismatch,
                        "tags[1]: Expected to decode String but found number instead."),
                ])
        }

        @Test func theCollectionItselfIsNotOptional() {
            let others = #""tags": [], "scores": {}"#
            expectMessage(
                decoding: Feed.self, from: "{\(others)}", .keyNotFound,
                #"numbers: No value found for key "numbers"."#)
            expectMessage(
                decoding: Feed.self, from: #"{"numbers": null, \#(others)}"#, .valueNotFound,
                "numbers: Cannot get unkeyed decoding container -- found null value instead")
            expectMessage(
                decoding: Feed.self, from: #"{"numbers": 4, \#(others)}"#, .typeMismatch,
                "numbers: Expected to decode Array<Any> but found number instead.")
        }

        @Test func handWrittenInitializers() throws {
            let post = try JSONDecoder().decode(
                Post.self, from: Data(#"{"attributes": {"tags": ["x", 1, "y"]}}"#.utf8))
            expectEqual(post.tags, ["x", "y"])
        }
    }
}
