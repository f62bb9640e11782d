import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Every Swift example of Documentation.docc/TypeLayouts.md. Types keep the article's
// names inside the namespace; statements go in tests; each `// result` comment is an exact
// expectation.

enum TypeLayoutsExamples {
    protocol Shape: Codable {}

    struct Circle: Shape {
        let radius: Double
    }

    struct Square: Shape {
        let side: Double
    }

    /// A shape that is a plain string: its one property is `.flat`, so it is that value.
    struct Label: Shape, BackedCodable {
        @Backed(.flat) var text: String
    }

    struct Canvas: Codable {
        @DynamicCodable var shapes: [any Shape]
    }

    static func roundTrip(_ json: String, in layout: TypeLayout) throws -> (canvas: Canvas, written: String) {
        let registry = TypeRegistry()
        try registry.setLayout(layout, for: (any Shape).self)
        try registry.register(Circle.self, for: (any Shape).self, typeIdentifier: "circle")
        try registry.register(Square.self, for: (any Shape).self, typeIdentifier: "square")
        try registry.register(Label.self, for: (any Shape).self, typeIdentifier: "label")
        let decoder = JSONDecoder()
        decoder.userInfo[.typeRegistry] = registry
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.userInfo[.typeRegistry] = registry
        let canvas = try decoder.decode(Canvas.self, from: Data(json.utf8))
        return (canvas, String(decoding: try encoder.encode(canvas), as: UTF8.self))
    }

    protocol Resource: Codable {}

    struct Queue: Resource, BackedCodable, AdjacentEnvelopeHolding {
        @Backed("QueueName") var name: String?
        var adjacentEnvelope = AdjacentEnvelope()
    }

    struct Template: Codable {
        @DynamicCodable var resources: [String: any Resource]
    }

    protocol LinkedObject: Codable {}

    struct Person: LinkedObject, BackedCodable {
        @Backed var type: OneOf<String, [String]>  // keeps the discriminator
        @Backed var name: String
    }

    struct Note: LinkedObject, BackedCodable {
        @Backed var content: String
    }

    struct Outbox: Codable {
        @DynamicCodable var items: [any LinkedObject]
    }

    struct UnknownShape: Shape, UnknownTypeFallback {
        let typeIdentifier: String
        let payload: CodableValue
    }

    static func typeNames(_ canvas: Canvas) -> [String] {
        canvas.shapes.map { "\(type(of: $0))" }
    }

    struct Tests {
        @Test func internalAtAPath() throws {
            let result = try roundTrip(
                #"{"shapes": [{"meta": {"kind": "circle"}, "radius": 2}]}"#, in: .internal("meta", "kind"))
            expectEqual((result.canvas.shapes[0] as? Circle)?.radius, 2.0)
            expectEqual(result.written, #"{"shapes":[{"meta":{"kind":"circle"},"radius":2}]}"#)
        }

        @Test func internalWithAnArrayOfIdentifiers() throws {
            let registry = TypeRegistry()
            try registry.register(Person.self, for: (any LinkedObject).self, typeIdentifier: "Person")
            try registry.register(Note.self, for: (any LinkedObject).self, typeIdentifier: "Note")
            let decoder = JSONDecoder()
            decoder.userInfo[.typeRegistry] = registry
            let json =
                #"{"items":[{"type":["schema:Person","Person"],"name":"Ada"},{"type":["as:Note","Note"],"content":"hi"}]}"#
            let outbox = try decoder.decode(Outbox.self, from: Data(json.utf8))
            expectEqual((outbox.items[0] as? Person)?.type, .second(["schema:Person", "Person"]))

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            encoder.userInfo[.typeRegistry] = registry
            expectEqual(
                String(decoding: try encoder.encode(outbox), as: UTF8.self),
                #"{"items":[{"name":"Ada","type":["schema:Person","Person"]},{"content":"hi","type":"Note"}]}"#
            )
        }

        /// "An empty array is invalidDiscriminator (`found an empty array`)".
        @Test func anEmptyArrayOfIdentifiersIsInvalid() throws {
            let registry = TypeRegistry()
            try registry.register(Note.self, for: (any LinkedObject).self, typeIdentifier: "Note")
            expectDecodingFailure(
                Outbox.self, from: #"{"items":[{"type":[],"content":"hi"}]}"#, registry: registry,
                .typeMismatch,
                at: "items[0].type",
                message:
                    #"Expected the discriminator "type" of LinkedObject to be a string but found an empty array "#
                    + "instead.",
                failure: .invalidDiscriminator(key: "type", base: "LinkedObject", found: "an empty array"))
        }

        /// "Only objects can carry an internal tag, so a type that codes as a string ... needs
        /// another layout."
        @Test func aValueThatIsNotAnObjectHasNoInternalTag() throws {
            let registry = TypeRegistry()
            try registry.register(Label.self, for: (any Shape).self, typeIdentifier: "label")
            var label = Label()
            label.text = "hi"
            expectEncodingFailure(
                Canvas(shapes: [label]), registry: registry, at: "shapes[0]",
                message:
                    #"Cannot encode Label as Shape: it encodes as a single value, not an object, so the discriminator "#
                    + #""type" cannot be written beside it."#,
                failure: .notEncodedAsObject(
                    type: "Label", base: "Shape", found: "a single value", discriminatorKey: "type"))
        }

        @Test func adjacent() throws {
            let result = try roundTrip(
                #"{"shapes": [{"type": "circle", "data": {"radius": 2}}, {"type": "label", "data": "hi"}]}"#,
                in: .adjacent(tag: "type", content: "data"))
            expectEqual(typeNames(result.canvas), ["Circle", "Label"])
            expectEqual(
                result.written,
                #"{"shapes":[{"data":{"radius":2},"type":"circle"},{"data":"hi","type":"label"}]}"#)
        }

        @Test func adjacentEnvelope() throws {
            let registry = TypeRegistry()
            try registry.setLayout(.adjacent(tag: "Type", content: "Properties"), for: (any Resource).self)
            try registry.register(Queue.self, for: (any Resource).self, typeIdentifier: "AWS::SQS::Queue")
            let decoder = JSONDecoder()
            decoder.userInfo[.typeRegistry] = registry
            let json = #"{"resources":{"Jobs":{"Type":"AWS::SQS::Queue","DependsOn":"Key"}}}"#
            let template = try decoder.decode(Template.self, from: Data(json.utf8))
            expectEqual(
                (template.resources["Jobs"] as? Queue)?.adjacentEnvelope.otherKeys, ["DependsOn": "Key"])

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            encoder.userInfo[.typeRegistry] = registry
            expectEqual(
                String(decoding: try encoder.encode(template), as: UTF8.self),
                #"{"resources":{"Jobs":{"DependsOn":"Key","Type":"AWS::SQS::Queue"}}}"#)
        }

        @Test func external() throws {
            let result = try roundTrip(
                #"{"shapes": [{"square": {"side": 3}}, {"label": "hi"}]}"#, in: .external)
            expectEqual(typeNames(result.canvas), ["Square", "Label"])
            expectEqual(result.written, #"{"shapes":[{"square":{"side":3}},{"label":"hi"}]}"#)
        }

        @Test func deduced() throws {
            let result = try roundTrip(#"{"shapes": [{"radius": 2}, {"side": 3}, "hi"]}"#, in: .deduced)
            expectEqual(typeNames(result.canvas), ["Circle", "Square", "Label"])
            expectEqual(result.written, #"{"shapes":[{"radius":2},{"side":3},"hi"]}"#)
        }

        @Test func deducedWithAFallback() throws {
            let registry = TypeRegistry()
            try registry.setLayout(.deduced, for: (any Shape).self)
            try registry.register(Circle.self, for: (any Shape).self, typeIdentifier: "circle")
            try registry.setFallback(UnknownShape.self, for: (any Shape).self)
            let decoder = JSONDecoder()
            decoder.userInfo[.typeRegistry] = registry
            let canvas = try decoder.decode(
                Canvas.self, from: Data(#"{"shapes": [{"radius": 2}, {"sides": 5}]}"#.utf8))
            expectEqual(canvas.shapes.map { "\(type(of: $0))" }, ["Circle", "UnknownShape"])
            expectEqual((canvas.shapes[1] as? UnknownShape)?.typeIdentifier, "")

            let encoder = JSONEncoder()
            encoder.userInfo[.typeRegistry] = registry
            expectEqual(
                String(decoding: try encoder.encode(canvas), as: UTF8.self),
                #"{"shapes":[{"radius":2},{"sides":5}]}"#)
        }

        @Test func selected() throws {
            let layout = TypeLayout.selected { payload in
                guard case .object(let members) = payload else { return "label" }
                return members["radius"] != nil ? "circle" : "square"
            }
            let result = try roundTrip(#"{"shapes": [{"radius": 2}, "hi"]}"#, in: layout)
            expectEqual(typeNames(result.canvas), ["Circle", "Label"])
        }

        @Test func selectedWithATag() throws {
            let tagged = TypeLayout.selected(tag: "kind") { payload in
                if case .array(let names)? = payload["kind"] { return names.first?.stringValue }
                return payload["kind"]?.stringValue
            }
            let canvas = Canvas(shapes: [Square(side: 1)])
            let registry = TypeRegistry()
            try registry.setLayout(tagged, for: (any Shape).self)
            try registry.register(Square.self, for: (any Shape).self, typeIdentifier: "square")
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            encoder.userInfo[.typeRegistry] = registry
            expectEqual(
                String(decoding: try encoder.encode(canvas), as: UTF8.self),
                #"{"shapes":[{"kind":"square","side":1}]}"#)
        }

        @Test func unknownIdentifierSuggestsTheNearest() throws {
            do {
                _ = try roundTrip(#"{"shapes": [{"circel": {"radius": 2}}]}"#, in: .external)
                Issue.record("Expected an error")
            } catch let DecodingError.dataCorrupted(context) {
                expectEqual(
                    context.debugDescription,
                    #"Unknown type identifier "circel" for Shape; did you mean "circle"? registered "#
                        + #"identifiers: "circle", "label", "square""#)
            }
        }
    }
}
