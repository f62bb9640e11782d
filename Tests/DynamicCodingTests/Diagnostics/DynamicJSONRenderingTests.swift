import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

private struct Order: Decodable {
    var items: [Line]
}

private struct Line: Decodable {
    var name: String
    var price: Int
}

private let order = """
    {
      "items": [
        {"name": "a", "price": 1},
        {"name": "b", "price": 2},
        {"name": "c", "price": 3}
      ]
    }
    """

/// `order` with `original` replaced; fails the test when `original` is not there.
private func order(replacing original: String, with replacement: String) -> String {
    #expect(order.contains(original))
    return order.replacingOccurrences(of: original, with: replacement)
}

/// What `DynamicJSONDecoder` throws for `json` as an `Order`: its message, and the error
/// rendered against the JSON.
private func decoderFailure(_ json: String) -> (message: String, rendered: String)? {
    do {
        _ = try DynamicJSONDecoder().decode(Order.self, from: Data(json.utf8))
        return nil
    } catch {
        return (
            DecodingErrorDescription.message(of: error),
            DecodingErrorDescription.rendered(error, in: Data(json.utf8))
        )
    }
}

/// How ``DecodingErrorDescription/rendered(_:in:)`` draws the errors of ``DynamicJSONDecoder``,
/// whose messages say where the value is already: at the error's place, and the place said
/// once.
struct DynamicJSONRenderingTests {
    @Test func aSyntaxErrorIsDrawnWhereTheDecoderFoundIt() throws {
        let json = order(replacing: #""c", "price""#, with: #""c" "price""#)
        let failure = try #require(decoderFailure(json))
        expectEqual(
            failure.message,
            #"<root>: The given data was not valid JSON: expected ',' or '}' after a member but found '"' at line 5, column 18."#
        )
        expectEqual(
            failure.rendered,
            """
            error: <root>: The given data was not valid JSON: expected ',' or '}' after a member but found '"'.
             --> line 5, column 18
              |
            5 |     {"name": "c" "price": 3}
              |                  ^
            """)
    }

    @Test func aSyntaxErrorAtTheEndOfTheData() throws {
        let failure = try #require(decoderFailure(#"{"items": [{"name": "a", "price": 1}"#))
        expectEqual(
            failure.rendered,
            """
            error: <root>: The given data was not valid JSON: expected ',' or ']' after an element but found the end of the data.
             --> line 1, column 37
              |
            1 | {"items": [{"name": "a", "price": 1}
              |                                     ^
            """)
    }

    @Test func aValuesPlaceIsSaidOnceByTheExcerpt() throws {
        let failure = try #require(decoderFailure(order(replacing: #""price": 2"#, with: #""price": "2""#)))
        expectEqual(
            failure.message,
            "items[1].price: Expected to decode Int but found a string instead. At line 4, column 28.")
        expectEqual(
            failure.rendered,
            """
            error: items[1].price: Expected to decode Int but found a string instead.
             --> line 4, column 28
              |
            4 |     {"name": "b", "price": "2"},
              |                            ^^^
            """)
    }

    @Test func aMissingKeysObjectIsSaidOnceByTheExcerpt() throws {
        let failure = try #require(decoderFailure(order(replacing: #"{"name": "c", "#, with: "{")))
        expectEqual(failure.message, #"items[2].name: No value found for key "name"."#)
        expectEqual(
            failure.rendered,
            """
            error: items[2].name: No value found for key "name".
             --> line 5, column 5
              |
            5 |     {"price": 3}
              |     ^^^^^^^^^^^^
            """)
    }

    @Test func aNullIsSaidOnceByTheExcerpt() throws {
        let failure = try #require(decoderFailure(order(replacing: #""price": 3"#, with: #""price": null"#)))
        expectEqual(
            failure.rendered,
            """
            error: items[2].price: Cannot get value of type Int -- found null value instead.
             --> line 5, column 28
              |
            5 |     {"name": "c", "price": null}
              |                            ^^^^
            """)
    }
}
