import DynamicCoding
import Foundation
import Testing
import Yams

/// Quoted keys that read as another type when plain, and a merge key.
private let document = """
    "64": x
    'true': y
    base: &base {a: 1}
    merged:
      <<: *base
      b: 2

    """

/// What `YAMLDecoder` reads from the text of `document`.
private let expected: CodableValue = ["64": "x", "true": "y", "base": ["a": 1], "merged": ["a": 1, "b": 2]]

/// Decoding the nodes of `Yams.compose`: the ConfigFiles article's multi-document examples.
@Suite struct NodeDecodingTests {
    @Test func aSerializedNodeReadsAsTheText() throws {
        let node = try #require(try Yams.compose(yaml: document))
        #expect(try YAMLDecoder().decode(CodableValue.self, from: document) == expected)
        #expect(try YAMLDecoder().decode(CodableValue.self, from: Yams.serialize(node: node)) == expected)
    }

    #if YAMS_DECODES_NODES
        /// The default resolver types the quoted key `"64"` a string and the key the decoder
        /// looks up (a plain `64`) an integer: the two differ, so the key is missing.
        @Test func theDefaultResolversNodeMissesQuotedKeys() throws {
            let node = try #require(try Yams.compose(yaml: document))
            let error = try #require(throws: DecodingError.self) {
                try YAMLDecoder().decode(CodableValue.self, from: node)
            }
            guard case .keyNotFound(let key, let context) = error else {
                Issue.record("expected keyNotFound, got \(error)")
                return
            }
            #expect(key.stringValue == "64")
            #expect(context.debugDescription.hasPrefix("No value associated with key"))
        }

        /// `YAMLDecoder` reads text with `Resolver.basic.appending(.merge)`: a node composed
        /// with it reads as the text does. `Resolver.basic` alone reads the quoted keys too,
        /// but keeps a merge key as a key.
        @Test func theDecodersResolverReadsAsTheText() throws {
            let node = try #require(try Yams.compose(yaml: document, Resolver.basic.appending(.merge)))
            #expect(try YAMLDecoder().decode(CodableValue.self, from: node) == expected)
            let basic = try #require(try Yams.compose(yaml: document, .basic))
            var unmerged = expected
            unmerged["merged"] = ["<<": ["a": 1], "b": 2]
            #expect(try YAMLDecoder().decode(CodableValue.self, from: basic) == unmerged)
        }
    #endif
}
