import ExpectationSupport
import Foundation
import Testing

@testable import DynamicCoding

private protocol Token: Codable {}

/// Decoded before anything else is done with it.
private struct DecodedFirst: Token, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "decoded"
    @Backed var size: Int
}

/// Encoded first: its schema is built by encoding, before any decode.
private struct EncodedFirst: Token, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "encoded"
    @Backed var size: Int
}

/// A model with an `init(from:)` of its own, which the registry must keep calling.
private struct Migrated: Token, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "migrated"
    @Backed var size: Int

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        size = try container.decode(Int.self, forKey: AnyCodingKey("legacySize")) * 10
    }
}

/// Registered through an existential metatype, as a loop over types registers them.
private struct Opened: Token, BackedCodable {
    @Backed var size: Int
}

/// A plain `Codable` type, which decodes through its own `init(from:)`.
private struct PlainToken: Token, TypeIdentifiable {
    static let typeIdentifier = "plain"
    let size: Int
}

private struct Tokens: Codable {
    @DynamicCodable var items: [any Token]
}

/// A `BackedDecodable` element of a polymorphic value reads its fields from the container
/// its identifier was read from, as settled when it was registered; a type with its own
/// `init(from:)`, and a plain type, decode through their own. All give the same values and errors, in any order of first uses.
struct PayloadObjectDecodingTests {
    private func registry() throws -> TypeRegistry {
        let registry = TypeRegistry()
        try registry.register(DecodedFirst.self, for: (any Token).self)
        try registry.register(EncodedFirst.self, for: (any Token).self)
        try registry.register(Migrated.self, for: (any Token).self)
        try registry.register(PlainToken.self, for: (any Token).self)
        return registry
    }

    /// Settled when the type is registered, however it is registered (generic code, an
    /// existential metatype), never by what was done with it before.
    @Test func aBackedModelsDecodingIsSettledWhenItIsRegistered() throws {
        let registry = try registry()
        let opened: any (Decodable & SendableMetatype).Type = Opened.self
        try registry.register(opened, for: (any Token).self, typeIdentifier: "opened")
        let types = try #require(registry.snapshot.namespace(for: (any Token).self)).types
        let decodings = types.map {
            ($0.name, $0.objectDecoding.map { "\(type(of: $0))" } ?? "its init(from:)")
        }
        expectEqual(decodings.map(\.0), ["DecodedFirst", "EncodedFirst", "Migrated", "PlainToken", "Opened"])
        expectEqual(
            decodings.map(\.1),
            [
                "BackedPayloadDecoding<DecodedFirst>", "BackedPayloadDecoding<EncodedFirst>",
                "its init(from:)",
                "its init(from:)", "BackedPayloadDecoding<Opened>",
            ])
    }

    @Test func everyElementDecodesTheSameWhateverWasDoneWithItsTypeBefore() throws {
        let registry = try registry()
        var encoded = EncodedFirst()
        encoded.size = 3
        var migrated = Migrated()
        migrated.size = 4
        _ = try encodeJSON(Tokens(items: [encoded, migrated]), registry: registry)
        let json = """
            {"items":[{"type":"decoded","size":1},{"type":"plain","size":2},{"type":"encoded","size":3},
            {"type":"migrated","legacySize":4}]}
            """
        for _ in 0..<2 {
            let items = try decode(Tokens.self, from: json, registry: registry).items
            expectEqual((items[0] as? DecodedFirst)?.size, 1)
            expectEqual((items[1] as? PlainToken)?.size, 2)
            expectEqual((items[2] as? EncodedFirst)?.size, 3)
            expectEqual((items[3] as? Migrated)?.size, 40)
        }
        expectDecodingFailure(
            Tokens.self, from: #"{"items":[{"type":"decoded","size":1},{"type":"decoded"}]}"#,
            registry: registry,
            .keyNotFound, at: "items[1].size", message: #"No value associated with key "size" ("size")."#)
    }
}
