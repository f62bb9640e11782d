import ExpectationSupport
import Foundation
import Testing

@testable import DynamicCoding

/// A default of class type, for the test that no decoded model shares it.
private final class Tally: Codable, @unchecked Sendable {
    var count = 0
    init() {}
}

private struct Scoreboard: BackedCodable {
    @Backed(defaultValue: Tally()) var tally: Tally
    @Backed var name: String
}

/// A shape that keeps the encoder it was given, as a type may.
private struct Keeper: Shape {
    nonisolated(unsafe) static var kept: (any Encoder)?

    func encode(to encoder: any Encoder) throws {
        Keeper.kept = encoder
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(1, forKey: AnyCodingKey("kept"))
    }

    init() {}
    init(from decoder: any Decoder) throws {}
}

/// Each mechanism that could fail without a word checks what it relies on, or fails loudly.
@Suite(.serialized) struct CheckedMechanismTests {
    /// Each decoded model gets a default of its own, made by its own `init()`: a class
    /// instance in the default is never shared between models (or the threads that decode them).
    @Test func aModelOfNoBytesDecodesAndEncodes() throws {
        // Its bytes have no address to read `@Backed` properties from (it holds none).
        struct Marker: Codable {}
        struct Empty: BackedCodable { var marker = Marker() }
        expectEqual(MemoryLayout<Empty>.size, 0)
        _ = try decode(Empty.self, from: "{}")
        expectEqual(try encodeJSON(Empty()), "{}")
    }

    @Test func slotsMadeOnTheHeapReleaseWhatTheyHoldWhenTheirOwnerGoes() {
        // The slots a tree's usual slots have no kind for (ContainerSlots.onHeap): filled
        // ones are deinitialized with their owner, empty ones never (ASan checks the memory).
        final class Token {}
        weak var released: Token?
        var made: (slots: ContainerSlots<[Token]>, owner: AnyObject)? = ContainerSlots<[Token]>.onHeap(
            count: 3)
        do {
            let token = Token()
            released = token
            made?.slots.fill(1, with: [token])
        }
        expectEqual(made?.slots.state(of: 0), .empty)
        expectEqual(made?.slots.state(of: 1), .filled)
        expectEqual(released == nil, false)
        made = nil
        expectEqual(released == nil, true)
    }

    @Test func aDefaultOfClassTypeIsMadeForEachDecodedModel() throws {
        let first = try decode(Scoreboard.self, from: #"{"name":"a"}"#)
        let second = try decode(Scoreboard.self, from: #"{"name":"b"}"#)
        #expect(first.tally !== second.tally)
        first.tally.count = 5
        expectEqual(second.tally.count, 0)
        expectEqual(try decode(Scoreboard.self, from: #"{"name":"c"}"#).tally.count, 0)
        expectEqual(try decode(Scoreboard.self, from: #"{"name":"d","tally":{"count":2}}"#).tally.count, 2)
    }

    /// The encoder that wraps a polymorphic value is an object a kept encoder holds on to,
    /// not a pointer into a stack frame that is gone.
    @Test func anEncoderKeptPastItsCallStaysValid() throws {
        let registry = TypeRegistry()
        try registry.register(Keeper.self, for: (any Shape).self, typeIdentifier: "keeper")
        struct Holder: Codable {
            @DynamicCodable var shape: any Shape
        }
        let json = try encodeJSON(Holder(shape: Keeper()), registry: registry)
        expectEqual(json, #"{"shape":{"kept":1,"type":"keeper"}}"#)
        let kept = try #require(Keeper.kept)
        expectEqual(pathString(kept.codingPath), "shape")
        #expect(kept.userInfo[.typeRegistry] is TypeRegistry)
        Keeper.kept = nil
    }

    /// A primitive coder is made only for the type its kind describes.
    @Test func aPrimitiveCoderIsMadeOnlyForItsOwnType() {
        #expect(PrimitiveCoder<Int>(.int) != nil)
        #expect(PrimitiveCoder<Int>(.string) == nil)
        #expect(PrimitiveCoder<Date>(.date(.seconds)) != nil)
        #expect(PrimitiveCoder<Double>(.date(.seconds)) == nil)
    }
}

/// A `Backed` inside an `Optional` or an `Any` stored property is no `@Backed` property:
/// the schema never reads or writes that memory as a `Backed`.
private struct Disguised: BackedCodable {
    @Backed var name: String
    var wrapped: Backed<Int>? = Backed("wrapped")
    var boxed: Any = Backed<[String: Int]>("boxed")
}

extension CheckedMechanismTests {
    @Test func aBackedInsideAnOptionalOrAnAnyIsLeftAlone() throws {
        let model = try decode(Disguised.self, from: #"{"name":"a","wrapped":1,"boxed":{"x":1}}"#)
        expectEqual(model.name, "a")
        #expect(model.wrapped != nil)
        #expect(model.boxed is Backed<[String: Int]>)
        expectEqual(try encodeJSON(model), #"{"name":"a"}"#)
    }
}
