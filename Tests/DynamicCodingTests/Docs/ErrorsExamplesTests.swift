import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Every Swift example of Documentation.docc/Errors.md, with the `HomeScreen` and routes of
// Polymorphism.md (PolymorphismExamplesTests). Each `// result` comment is an exact
// expectation.

enum ErrorsExamples {
    typealias HomeScreen = PolymorphismExamples.HomeScreen

    struct Named: BackedDecodable {
        @Backed("full_name" ?? "name") var name: String
    }

    struct Tests {
        init() throws {
            try PolymorphismExamples.registerRoutes()
        }

        @Test func oneLinePerError() {
            func message(decoding json: String) -> String {
                do {
                    _ = try JSONDecoder().decode(HomeScreen.self, from: Data(json.utf8))
                    return "decoded"
                } catch {
                    return DecodingErrorDescription.message(of: error)
                }
            }

            expectEqual(
                message(decoding: #"{"self": {"type": "settings"}}"#),
                #"self.type: Unknown type identifier "settings" for Route; registered identifiers: "#
                    + #""detailscreen", "homescreen", "profilescreen"."#)
            expectEqual(
                message(decoding: #"{"self": {"type": "homescreen"}, "routes": [{"id": 4}]}"#),
                #"routes[0].type: Missing discriminator "type" needed to choose a type for Route."#)
            expectEqual(
                message(
                    decoding:
                        #"{"self": {"type": "homescreen"}, "routes": [{"type": "detailscreen", "id": 4}]}"#),
                "routes[0].id: Expected to decode String but found number instead.")
        }

        @Test func aKeyThatLooksLikeANumberIsAKey() {
            do {
                _ = try JSONDecoder().decode(
                    [String: [String: Int]].self, from: Data(#"{"limits": {"64": "x"}}"#.utf8))
                Issue.record("Expected a DecodingError")
            } catch {
                expectEqual(
                    DecodingErrorDescription.message(of: error),
                    "limits.64: Expected to decode Int but found a string instead.")
            }
        }

        @Test func theLibrarysFailures() {
            do {
                _ = try JSONDecoder().decode(HomeScreen.self, from: Data(#"{"self": {"name": "home"}}"#.utf8))
                Issue.record("Expected a DecodingError")
            } catch let DecodingError.keyNotFound(key, context) {
                expectEqual(key.stringValue, "type")
                expectEqual(
                    context.debugDescription,
                    #"Missing discriminator "type" needed to choose a type for Route"#)
                let failure = context.underlyingError as? DynamicCodingFailure
                expectEqual(failure, .missingDiscriminator(key: "type", base: "Route"))
                expectEqual(
                    failure?.message, #"Missing discriminator "type" needed to choose a type for Route."#)
                expectEqual(
                    "\(DecodingError.keyNotFound(key, context))",
                    "DecodingError.keyNotFound: Key 'type' not found in keyed decoding container. Path: self. "
                        + #"Debug description: Missing discriminator "type" needed to choose a type for Route. "#
                        + "Underlying error: DynamicCodingFailure.missingDiscriminator")
            } catch {
                Issue.record("Expected keyNotFound, got \(error)")
            }
        }

        @Test func fallbacksNameEveryAttempt() {
            do {
                _ = try JSONDecoder().decode(Named.self, from: Data(#"{"name": 7}"#.utf8))
                Issue.record("Expected a DecodingError")
            } catch let DecodingError.typeMismatch(_, context) {
                expectEqual(
                    context.debugDescription,
                    """
                    No path matched:
                    - full_name: full_name: No value found for key "full_name".
                    - name: name: Expected to decode String but found number instead
                    """)
                expectEqual(pathString(context.codingPath), "name")
            } catch {
                Issue.record("Expected typeMismatch, got \(error)")
            }
        }
    }
}
