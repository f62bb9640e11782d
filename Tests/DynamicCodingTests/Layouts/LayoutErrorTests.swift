import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// Each layout's failures: the exact error, its path, message and `DynamicCodingFailure`.
struct LayoutErrorTests {
    private let unknownCirle = DynamicCodingFailure.unknownTypeIdentifier(
        "circel", base: "Shape", registered: shapeIdentifiers)
    private let unknownMessage =
        #"Unknown type identifier "circel" for Shape; did you mean "circle"? registered identifiers: "#
        + #""caption", "circle", "group", "square"."#

    @Test func internalAtAPath() throws {
        let registry = try makeShapeRegistry(.internal("meta", "kind"))
        expectDecodingFailure(
            Group.self, from: #"{"members":[{"radius":2}]}"#, registry: registry, .keyNotFound,
            at: "members[0].meta",
            message: #"Missing discriminator "meta.kind" needed to choose a type for Shape."#,
            failure: .missingDiscriminator(key: "meta.kind", base: "Shape"))
        expectDecodingFailure(
            Group.self, from: #"{"members":[{"meta":{},"radius":2}]}"#, registry: registry, .keyNotFound,
            at: "members[0].meta.kind",
            message: #"Missing discriminator "meta.kind" needed to choose a type for Shape."#,
            failure: .missingDiscriminator(key: "meta.kind", base: "Shape"))
        expectDecodingFailure(
            Group.self, from: #"{"members":[{"meta":3}]}"#, registry: registry, .typeMismatch,
            at: "members[0].meta",
            message:
                #"Expected the discriminator "meta.kind" of Shape to be a string but found a number instead."#,
            failure: .invalidDiscriminator(key: "meta.kind", base: "Shape", found: "a number"))
        expectDecodingFailure(
            Group.self, from: #"{"members":[{"meta":{"kind":"circel"}}]}"#, registry: registry,
            .dataCorrupted,
            at: "members[0].meta.kind", message: unknownMessage, failure: unknownCirle)
        expectEncodingFailure(
            Group(members: [Caption(text: "hi")]), registry: registry, at: "members[0]",
            message: #"Cannot encode Caption as Shape: it encodes as a single value, not an object, so the "#
                + #"discriminator "meta.kind" cannot be written beside it."#,
            failure: .notEncodedAsObject(
                type: "Caption", base: "Shape", found: "a single value", discriminatorKey: "meta.kind"))
    }

    @Test func adjacent() throws {
        let registry = try makeShapeRegistry(.adjacent(tag: "type", content: "data"))
        expectDecodingFailure(
            Group.self, from: #"{"members":[{"type":"circle"}]}"#, registry: registry, .keyNotFound,
            at: "members[0].data",
            message:
                #"Missing the content "data" of the Shape "circle"; a type that is AdjacentEnvelopeHolding "#
                + "decodes from an empty object instead.",
            failure: .missingContent(key: "data", base: "Shape", identifier: "circle"))
        expectDecodingFailure(
            Group.self, from: #"{"members":[{"data":{}}]}"#, registry: registry, .keyNotFound,
            at: "members[0].type",
            message: #"Missing discriminator "type" needed to choose a type for Shape."#,
            failure: .missingDiscriminator(key: "type", base: "Shape"))
        expectDecodingFailure(
            Group.self, from: #"{"members":[{"type":"circel","data":{}}]}"#, registry: registry,
            .dataCorrupted,
            at: "members[0].type", message: unknownMessage, failure: unknownCirle)
        expectDecodingFailure(
            Group.self, from: #"{"members":[{"type":"circle","data":{"radius":"x"}}]}"#, registry: registry,
            .typeMismatch, at: "members[0].data.radius",
            message: "Expected to decode Double but found a string instead.")
        expectDecodingFailure(
            Group.self, from: #"{"members":["circle"]}"#, registry: registry, .typeMismatch, at: "members[0]",
            message: "Expected an object holding a Shape but found a string instead.",
            failure: .notAnObject(base: "Shape", found: "a string"))
    }

    @Test func external() throws {
        let registry = try makeShapeRegistry(.external)
        expectDecodingFailure(
            Group.self, from: #"{"members":[{"circle":{"radius":1},"square":{"side":1}}]}"#,
            registry: registry,
            .dataCorrupted, at: "members[0]",
            message:
                #"Expected an object with one key naming a type of Shape but found 2 keys: "circle", "square"."#,
            failure: .notOneKey(base: "Shape", keys: ["circle", "square"]))
        expectDecodingFailure(
            Group.self, from: #"{"members":[{}]}"#, registry: registry, .dataCorrupted, at: "members[0]",
            message: "Expected an object with one key naming a type of Shape but found 0 keys: none.",
            failure: .notOneKey(base: "Shape", keys: []))
        expectDecodingFailure(
            Group.self, from: #"{"members":[{"circel":{"radius":1}}]}"#, registry: registry, .dataCorrupted,
            at: "members[0].circel", message: unknownMessage, failure: unknownCirle)
        expectDecodingFailure(
            Group.self, from: #"{"members":[{"circle":{"radius":"x"}}]}"#, registry: registry, .typeMismatch,
            at: "members[0].circle.radius", message: "Expected to decode Double but found a string instead.")
        expectDecodingFailure(
            Group.self, from: #"{"members":[null]}"#, registry: registry, .valueNotFound, at: "members[0]",
            message: "Expected an object holding a Shape but found null instead.",
            failure: .notAnObject(base: "Shape", found: "null"))
    }

    @Test func deduced() throws {
        let registry = try makeShapeRegistry(.deduced)
        expectDecodingFailure(
            Group.self, from: #"{"members":[{"radius":1,"side":2}]}"#, registry: registry, .dataCorrupted,
            at: "members[0]",
            message: "Several types registered for Shape decode this payload: Circle, Square.",
            failure: .ambiguousDeducedType(base: "Shape", candidates: ["Circle", "Square"]))
        let attempts = [
            "Circle: members[0].radius: Expected to decode Double but found a string instead.",
            #"Square: members[0].side: No value found for key "side"."#,
            "Caption: members[0]: Expected to decode String but found a dictionary instead.",
            #"Group: members[0].members: No value found for key "members"."#,
        ]
        expectDecodingFailure(
            Group.self, from: #"{"members":[{"radius":"x"}]}"#, registry: registry, .dataCorrupted,
            at: "members[0]",
            message: "No type registered for Shape decodes this payload:\n"
                + attempts.map { "- \($0)" }.joined(separator: "\n"),
            failure: .noDeducedType(base: "Shape", attempts: attempts))
        expectDecodingFailure(
            Group.self, from: #"{"members":[1]}"#, registry: emptyDeduced, .dataCorrupted, at: "members[0]",
            message: "No type is registered for Shape to decode this payload.",
            failure: .noDeducedType(base: "Shape", attempts: []))
    }

    /// Without a report, each type is tried on the decoder itself; with one, on the payload
    /// read once: both roads give the same values and the same errors.
    @Test func deducedTrialsInPlaceAndBufferedAgree() throws {
        let registry = try makeShapeRegistry(.deduced)
        let payloads = [
            #"{"members":[{"radius":1},{"side":2},{"text":"t"}]}"#, #"{"members":[{"radius":"x"}]}"#,
            #"{"members":[{"radius":1,"side":2}]}"#, #"{"members":[{"members":[{"radius":3}]}]}"#,
        ]
        for json in payloads {
            let outcomes = [
                makeDecoder(registry: registry), makeDecoder(registry: registry, report: DecodingReport()),
            ]
            .map { decoder in
                Result { try decoder.decode(Group.self, from: Data(json.utf8)) }
            }
            .map { outcome in
                switch outcome {
                case .success(let group): "\(group)"
                case .failure(let error): DecodingErrorDescription.message(of: error)
                }
            }
            expectEqual(outcomes[0], outcomes[1], "\(json)")
        }
    }

    private var emptyDeduced: TypeRegistry {
        let registry = TypeRegistry()
        try? registry.setLayout(.deduced, for: (any Shape).self)
        return registry
    }

    @Test func selected() throws {
        let registry = try makeShapeRegistry(.selected(selectShape))
        expectDecodingFailure(
            Group.self, from: #"{"members":[{"circel":1}]}"#, registry: registry, .dataCorrupted,
            at: "members[0]",
            message: unknownMessage, failure: unknownCirle)
        expectDecodingFailure(
            Group.self, from: #"{"members":[{}]}"#, registry: registry, .dataCorrupted, at: "members[0]",
            message: "The selector of Shape named no type for this payload, and Shape has no default type.",
            failure: .noTypeSelected(base: "Shape"))
        expectDecodingFailure(
            Group.self, from: #"{"members":[{"radius":true}]}"#, registry: registry, .typeMismatch,
            at: "members[0].radius", message: "Expected to decode Double but found bool instead.")
    }

    /// A close identifier is suggested in every layout; a far one is not.
    @Test(arguments: [("detialscreen", "detailscreen"), ("homescren", "homescreen"), ("settings", nil)])
    func didYouMeanOnlyWhenClose(identifier: String, suggestion: String?) {
        let failure = DynamicCodingFailure.unknownTypeIdentifier(
            identifier, base: "Route", registered: routeIdentifiers)
        let didYouMean = suggestion.map { #" did you mean "\#($0)"?"# } ?? ""
        expectEqual(
            failure.message,
            #"Unknown type identifier "\#(identifier)" for Route;\#(didYouMean) registered identifiers: "#
                + #""detailscreen", "homescreen", "legacy", "profilescreen"."#)
    }
}
