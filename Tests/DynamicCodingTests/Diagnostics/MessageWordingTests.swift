import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

private protocol Intrinsic: Codable {}

private struct Reference: Intrinsic, TypeIdentifiable {
    static let typeIdentifier = "Ref"
    let name: String
}

private struct Output: BackedDecodable {
    @Backed var value: any Intrinsic
}

struct MessageWordingTests {
    @Test func theArticleOfANameFollowsItsFirstLetter() {
        let messages = ["Intrinsic", "Route", "Event", "object", "Update", "Kube"].map {
            DynamicCodingFailure.notAnObject(base: $0, found: "a string").message
        }
        expectEqual(
            messages,
            [
                "Expected an object holding an Intrinsic but found a string instead.",
                "Expected an object holding a Route but found a string instead.",
                "Expected an object holding an Event but found a string instead.",
                "Expected an object holding an object but found a string instead.",
                "Expected an object holding an Update but found a string instead.",
                "Expected an object holding a Kube but found a string instead.",
            ])
    }

    @Test func aPolymorphicValueThatIsNotAnObjectNamesItsBaseWithItsArticle() throws {
        let registry = TypeRegistry()
        try registry.register(Reference.self, for: (any Intrinsic).self)
        expectDecodingFailure(
            Output.self, from: #"{"value": "Bucket"}"#, registry: registry, .typeMismatch, at: "value",
            message: "Expected an object holding an Intrinsic but found a string instead.",
            failure: .notAnObject(base: "Intrinsic", found: "a string"))
    }
}
