import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// JSON-LD names a type with an array of identifiers (`"type": ["Person", "schema:Person"]`):
// the internal layout takes the first one registered, and a model that keeps the
// discriminator in a property of its own has it written back as read.

private protocol LinkedObject {}

/// Keeps its discriminator, whatever its form.
private struct Person: BackedCodable, LinkedObject {
    @Backed var type: OneOf<String, [String]>
    @Backed var name: String
}

/// Keeps no discriminator: written back with its identifier.
private struct Note: BackedCodable, LinkedObject {
    @Backed var content: String
}

/// Keeps what no property reads, the discriminator included.
private struct Place: BackedCodable, LinkedObject {
    @Backed var name: String
    @Backed(.otherKeys) var other: [String: CodableValue]
}

private struct UnknownObject: LinkedObject, UnknownTypeFallback {
    let typeIdentifier: String
    let payload: CodableValue
}

private struct Inbox: BackedCodable {
    @Backed var items: [any LinkedObject]
}

private func registry(fallback: Bool = false) throws -> TypeRegistry {
    let registry = TypeRegistry()
    try registry.register(Person.self, for: (any LinkedObject).self, typeIdentifier: "Person")
    try registry.register(Note.self, for: (any LinkedObject).self, typeIdentifier: "Note")
    try registry.register(Place.self, for: (any LinkedObject).self, typeIdentifier: "Place")
    if fallback { try registry.setFallback(UnknownObject.self, for: (any LinkedObject).self) }
    return registry
}

struct ArrayDiscriminatorTests {
    @Test func theFirstRegisteredIdentifierOfAnArrayNamesTheType() throws {
        let json = #"""
            {"items":[{"type":["schema:Person","Person"],"name":"Ada"},{"type":["as:Note","Note"],"content":"hi"},
            {"type":"Note","content":"plain"}]}
            """#
        let inbox = try decode(Inbox.self, from: json, registry: registry())
        let person = try #require(inbox.items[0] as? Person)
        expectEqual(person.name, "Ada")
        expectEqual(person.type, .second(["schema:Person", "Person"]))
        expectEqual((inbox.items[1] as? Note)?.content, "hi")
        expectEqual((inbox.items[2] as? Note)?.content, "plain")
    }

    @Test func aDiscriminatorTheModelKeepsIsWrittenBackAsRead() throws {
        let registry = try registry()
        let json = #"""
            {"items":[{"type":["schema:Person","Person"],"name":"Ada"},{"type":"Person","name":"Bob"},
            {"type":["Place","schema:Place"],"name":"Here","geo":1}]}
            """#
        let inbox = try decode(Inbox.self, from: json, registry: registry)
        try expectEncodes(inbox, to: json, registry: registry)
    }

    @Test func aModelThatKeepsNoDiscriminatorIsWrittenWithItsIdentifier() throws {
        let registry = try registry()
        let inbox = try decode(
            Inbox.self, from: #"{"items":[{"type":["as:Note","Note"],"content":"hi"}]}"#, registry: registry)
        try expectEncodes(inbox, to: #"{"items":[{"type":"Note","content":"hi"}]}"#, registry: registry)
    }

    @Test func aFallbackKeepsAnArrayNothingRegistered() throws {
        let registry = try registry(fallback: true)
        let json = #"{"items":[{"type":["Event","schema:Event"],"startTime":"2026-11-28"}]}"#
        let inbox = try decode(Inbox.self, from: json, registry: registry)
        let unknown = try #require(inbox.items[0] as? UnknownObject)
        expectEqual(unknown.typeIdentifier, "Event")
        try expectEncodes(inbox, to: json, registry: registry)
    }

    @Test func anArrayNothingRegisteredIsAnUnknownIdentifier() throws {
        expectDecodingFailure(
            Inbox.self, from: #"{"items":[{"type":["Event","Happening"]}]}"#, registry: try registry(),
            .dataCorrupted, at: "items[0].type",
            message:
                #"Unknown type identifier "Event" for LinkedObject; registered identifiers: "Note", "Person", "#
                + #""Place"."#,
            failure: .unknownTypeIdentifier(
                "Event", base: "LinkedObject", registered: ["Note", "Person", "Place"]))
    }

    @Test func anEmptyArrayIsAnInvalidDiscriminator() throws {
        expectDecodingFailure(
            Inbox.self, from: #"{"items":[{"type":[]}]}"#, registry: try registry(), .typeMismatch,
            at: "items[0].type",
            message:
                #"Expected the discriminator "type" of LinkedObject to be a string but found an empty array "#
                + "instead.",
            failure: .invalidDiscriminator(key: "type", base: "LinkedObject", found: "an empty array"))
    }

    @Test func aKeyStrategyReadsAnArrayAsSpelled() throws {
        let decoder = makeDecoder(registry: try registry())
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let inbox = try decoder.decode(
            Inbox.self, from: Data(#"{"items":[{"type":["as:Note","Note"],"content":"hi"}]}"#.utf8))
        expectEqual((inbox.items[0] as? Note)?.content, "hi")
    }
}
