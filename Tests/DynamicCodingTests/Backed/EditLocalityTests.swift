import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Edit locality: changing one declared property of a decoded model changes exactly that
// property's keys on encode, and the result decodes back to the edited model. The models,
// payloads and edits are in Support/LocalityFixtures.swift.

/// A read-only index path beside a writable key.
private struct Podium: BackedCodable {
    @Backed(Path("ranking", 0)) var winner: String
    @Backed var event: String
}

struct EditLocalityTests {
    @Test func everyEditOfASubscriberChangesItsOwnKeysOnly() throws {
        let registry = try makePieceRegistry()
        let subscriber = try decode(Subscriber.self, from: subscriberJSON, registry: registry)
        expectEqual(subscriber.lastName, "Lovelace")
        expectEqual(subscriber.tags, ["math", "poetry"])
        expectEqual(subscriber.limits, ["daily": 5, "monthly": 100])
        try expectEncodes(subscriber, to: subscriberWritten, registry: registry)
        expectLocal(subscriber, subscriberEdits, registry: registry)
    }

    @Test func everyEditOfAGameChangesItsOwnKeysOnly() throws {
        let registry = try makePieceRegistry()
        let game = try decode(Game.self, from: gameJSON, registry: registry)
        #expect(sameOneOf(game.marker, .first("check")))
        #expect(sameOneOf(game.focus, .second(Rook(file: "d", moved: true))))
        #expect(sameElements(game.pieces, [Rook(file: "a"), Tower(pieces: [Pawn(rank: 7)])]))
        try expectEncodes(game, to: gameWritten, registry: registry)
        expectLocal(game, gameEdits, registry: registry)
    }

    @Test func everyEditOfAListingChangesItsOwnKeysOnly() throws {
        let registry = try makePieceRegistry()
        let listing = try decode(Listing.self, from: listingJSON, registry: registry)
        expectEqual(listing.size, Dimensions(width: 45, height: 90))
        expectEqual(
            listing.extra,
            [
                "discontinued": false, "price": ["tax": 0.2], "vendor": ["id": "v-9", "tier": "gold"],
            ])
        expectEqual(listing.box, ["w": 50, "h": 95])
        expectEqual(listing.seller.extra, ["rating": 4.5, "since": 2019])
        try expectEncodes(listing, to: listingWritten, registry: registry)
        expectLocal(listing, listingEdits, registry: registry)
    }

    /// Catch-alls that were never set hold nothing: a listing made in code encodes, and
    /// adding a key to a catch-all adds that key only.
    @Test func aListingMadeInCodeHasEmptyCatchAlls() throws {
        var listing = Listing()
        listing.sku = "DESK-1"
        listing.size = Dimensions(width: 120)
        listing.box = ["w": 125]
        listing.label = "heavy"
        listing.amount = 300
        listing.seller = Seller()
        listing.seller.name = "Elm"
        expectEqual(listing.extra, [:])
        expectEqual(listing.seller.extra, [:])
        try expectEncodes(
            listing,
            to: #"""
                {"sku":"DESK-1","width":120,"box":{"w":125,"label":"heavy"},
                "price":{"amount":300,"currency":"EUR"},"seller":{"name":"Elm"}}
                """#)
        expectLocal(
            listing,
            [
                Edit("extra: color added", owns: ["color"]) { $0.extra["color"] = "oak" },
                Edit("seller.extra: rating added", owns: ["seller", "rating"]) {
                    $0.seller.extra["rating"] = 5
                },
                Edit("size.height: 75", owns: ["height"]) { $0.size.height = 75 },
            ])
    }

    /// Stored properties that are not `@Backed` get their initial values per decoded model,
    /// as an initializer would give them, never one value shared by every decode.
    @Test func everyDecodedModelHasItsOwnInitialValues() throws {
        let registry = try makePieceRegistry()
        let first = try decode(Subscriber.self, from: subscriberJSON, registry: registry)
        let second = try decode(Subscriber.self, from: subscriberJSON, registry: registry)
        #expect(first.localID != second.localID)
        #expect(first.session !== second.session)
        let listing = try decode(Listing.self, from: listingJSON, registry: registry)
        let other = try decode(Listing.self, from: listingJSON, registry: registry)
        #expect(listing.cache !== other.cache)
        expectEqual(listing.revision, 0)
    }

    /// The box's own dictionary and the path into it may not both write the label.
    @Test func anObjectAndAPathIntoItMayNotWriteOneKeyTwice() throws {
        var listing = try decode(Listing.self, from: listingJSON, registry: try makePieceRegistry())
        listing.box["label"] = 1
        expectKeyWrittenTwice(listing, at: "box", key: "label", first: "Listing.box", second: "Listing.label")
    }

    /// An index path can only be read, so a model with one cannot be written, and the edits
    /// of its other properties cannot be checked: the check says why.
    @Test func aModelWithAnIndexPathDecodesButCannotBeEdited() throws {
        let podium = try decode(Podium.self, from: #"{"ranking":["Ada","Grace"],"event":"chess"}"#)
        expectEqual(podium.winner, "Ada")
        let problems = EditLocality.problems(
            model: podium, edits: [Edit("event: go", owns: ["event"]) { $0.event = "go" }],
            encoder: makeEncoder(), decoder: makeDecoder()
        ) { (lhs: Podium, rhs: Podium) in lhs.winner == rhs.winner && lhs.event == rhs.event }
        let expected: [String] = [
            "The unedited Podium does not encode: <root>: Cannot encode Podium.winner: its path component [0] "
                + "can only be read."
        ]
        expectEqual(problems, expected)
    }
}

/// Expects every edit of `model` to change its own keys only, and to decode back.
private func expectLocal<Model: Codable & Equatable>(
    _ model: Model, _ edits: [Edit<Model>], registry: TypeRegistry? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let problems = EditLocality.problems(
        model: model, edits: edits, encoder: makeEncoder(registry: registry),
        decoder: makeDecoder(registry: registry))
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n\n"))", sourceLocation: sourceLocation)
}
