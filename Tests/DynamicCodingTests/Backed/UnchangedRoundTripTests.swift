import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// An unchanged round trip writes what was read: `null` stays `null`, absent stays absent,
// a value a default replaced comes back as it was, a `??` alternative is written where
// it was read. Once the program sets the property, its new value is written.

private struct Actor: BackedCodable {
    @Backed(defaultValue: nil) var discoverable: Bool?
    @Backed(.otherKeys) var extra: CodableValue.Object
}

private struct Note: BackedCodable {
    @Backed var inReplyTo: String?
    @Backed var summary: String?
    @Backed(Path("times", "end")) var endTime: String?
}

private struct Cell: BackedCodable {
    @Backed("execution_count", options: .explicitNull) var executionCount: Int?
}

private struct Counter: BackedCodable {
    @Backed(defaultValue: 0) var count: Int
    @Backed(defaultValue: 1, replacing: .missing) var step: Int
}

private struct Nested: BackedCodable {
    @Backed(Path("limits", "max"), defaultValue: 10) var max: Int
    @Backed(Path("limits", "min")) var min: Int?
}

private struct Deep: BackedCodable {
    @Backed(Path("a", "b", "c")) var c: Int?
}

private struct Renamed: BackedCodable {
    @Backed("name" ?? "title") var name: String
    @Backed("size" ?? Path("dimensions", "size")) var size: Int?
}

/// A synthesized `Codable` model: its `@Backed` properties are plain values.
private struct Plain: Codable {
    @Backed var summary: String?
}

private protocol Attachment {}

private struct Post: Codable {
    @DynamicCodable var attachment: (any Attachment)?
}

@Test func aValueADefaultReplacedIsWrittenBackAsRead() throws {
    var actor = try decode(Actor.self, from: #"{"discoverable":"true","id":"x"}"#)
    expectEqual(actor.discoverable, nil)
    try expectEncodes(actor, to: #"{"discoverable":"true","id":"x"}"#)
    actor.discoverable = false
    try expectEncodes(actor, to: #"{"discoverable":false,"id":"x"}"#)
    actor.discoverable = nil
    try expectEncodes(actor, to: #"{"id":"x"}"#)
}

@Test func aDefaultThatReplacedNullIsWrittenBackAsNull() throws {
    var counter = try decode(Counter.self, from: #"{"count":null,"step":2}"#)
    expectEqual(counter.count, 0)
    try expectEncodes(counter, to: #"{"count":null,"step":2}"#)
    counter.count = 0
    try expectEncodes(counter, to: #"{"count":0,"step":2}"#)
}

@Test func aDefaultChosenForAMissingValueIsWritten() throws {
    let counter = try decode(Counter.self, from: #"{}"#)
    try expectEncodes(counter, to: #"{"count":0,"step":1}"#)
}

@Test func nullStaysNullAndAbsentStaysAbsent() throws {
    let json = #"{"inReplyTo":null,"times":{"end":null}}"#
    var note = try decode(Note.self, from: json)
    expectEqual(note.inReplyTo, nil)
    try expectEncodes(note, to: json)
    note.inReplyTo = nil
    note.endTime = "noon"
    try expectEncodes(note, to: #"{"times":{"end":"noon"}}"#)
}

@Test func aNullObjectOnThePathStaysNull() throws {
    var note = try decode(Note.self, from: #"{"times":null}"#)
    try expectEncodes(note, to: #"{"times":null}"#)
    note.endTime = "noon"
    try expectEncodes(note, to: #"{"times":{"end":"noon"}}"#)
    var counter = try decode(Nested.self, from: #"{"limits":null}"#)
    expectEqual(counter.max, 10)
    try expectEncodes(counter, to: #"{"limits":null}"#)
    counter.max = 10
    try expectEncodes(counter, to: #"{"limits":{"max":10}}"#)
    let deeper = try decode(Deep.self, from: #"{"a":{"b":null,"x":1}}"#)
    try expectEncodes(deeper, to: #"{"a":{"b":null}}"#)
}

@Test func explicitNullLeavesAnAbsentKeyAbsentUntilSet() throws {
    var cell = try decode(Cell.self, from: #"{}"#)
    try expectEncodes(cell, to: #"{}"#)
    cell.executionCount = nil
    try expectEncodes(cell, to: #"{"execution_count":null}"#)
    try expectEncodes(
        try decode(Cell.self, from: #"{"execution_count":null}"#), to: #"{"execution_count":null}"#)
}

@Test func anAlternativeIsWrittenWhereItWasRead() throws {
    var renamed = try decode(Renamed.self, from: #"{"title":"a","size":null}"#)
    try expectEncodes(renamed, to: #"{"title":"a","size":null}"#)
    renamed.name = "b"
    try expectEncodes(renamed, to: #"{"name":"b","size":null}"#)
    let nested = try decode(Renamed.self, from: #"{"name":"a","dimensions":{"size":3}}"#)
    expectEqual(nested.size, 3)
    try expectEncodes(nested, to: #"{"name":"a","dimensions":{"size":3}}"#)
}

@Test func aDynamicCodableOptionalKeepsNullUntilSet() throws {
    var post = try decode(Post.self, from: #"{"attachment":null}"#)
    try expectEncodes(post, to: #"{"attachment":null}"#)
    post.attachment = nil
    try expectEncodes(post, to: #"{}"#)
    try expectEncodes(try decode(Post.self, from: #"{}"#), to: #"{}"#)
}

@Test func aSynthesizedModelKeepsNull() throws {
    try expectEncodes(try decode(Plain.self, from: #"{"summary":null}"#), to: #"{"summary":null}"#)
    try expectEncodes(try decode(Plain.self, from: #"{}"#), to: #"{}"#)
}
