import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// Polymorphic values at a nested path, optional, and in a lossy array.
private struct Hand: BackedCodable {
    @Backed(Path("hand", "lead")) var lead: any Piece
    @Backed("spare") var spare: (any Piece)?
    @Backed("pieces", options: .lossy) var pieces: [any Piece]?
}

/// A second base that `Bishop` is registered for.
private protocol Diagonal: Codable {}
extension Bishop: Diagonal {}

/// Stands in for unknown pieces.
private struct UnknownPiece: Piece, UnknownTypeFallback {
    let typeIdentifier: String
    let payload: CodableValue
}

/// A hand whose lead is `value` (JSON).
private func hand(lead value: String) -> String {
    #"{"hand":{"lead":\#(value)}}"#
}

private func unknown(_ identifier: String) -> DynamicCodingFailure {
    .unknownTypeIdentifier(identifier, base: "Piece", registered: pieceIdentifiers)
}

private func unknownMessage(_ identifier: String, suggesting suggestion: String? = nil) -> String {
    let didYouMean = suggestion.map { #" did you mean "\#($0)"?"# } ?? ""
    return #"Unknown type identifier "\#(identifier)" for Piece;\#(didYouMean) registered identifiers: "#
        + #""café", "pawn", "rook", "tower"."#
}

struct HostileDiscriminatorTests {
    let registry: TypeRegistry

    init() throws {
        registry = try makePieceRegistry()
    }

    @Test(arguments: [
        ("42", "a number"), ("-0.5", "a number"), ("true", "a boolean"), ("{}", "an object"),
        (#"{"type":"pawn"}"#, "an object"), ("[]", "an empty array"), (#"["pawn", 1]"#, "an array"),
        ("1e400", "an unsupported value"),
    ])
    func aDiscriminatorThatIsNotAStringIsATypeMismatch(value: String, found: String) {
        expectDecodingFailure(
            Hand.self, from: hand(lead: #"{"type":\#(value),"rank":1}"#), registry: registry, .typeMismatch,
            at: "hand.lead.type",
            message:
                #"Expected the discriminator "type" of Piece to be a string but found \#(found) instead."#,
            failure: .invalidDiscriminator(key: "type", base: "Piece", found: found))
    }

    @Test func aNullDiscriminatorIsAValueNotFoundEvenForAnOptional() {
        let failure = DynamicCodingFailure.invalidDiscriminator(key: "type", base: "Piece", found: "null")
        let message = #"Expected the discriminator "type" of Piece to be a string but found null instead."#
        expectDecodingFailure(
            Hand.self, from: hand(lead: #"{"type":null,"rank":1}"#), registry: registry, .valueNotFound,
            at: "hand.lead.type", message: message, failure: failure)
        expectDecodingFailure(
            Hand.self, from: #"{"hand":{"lead":{"type":"pawn","rank":1}},"spare":{"type":null}}"#,
            registry: registry, .valueNotFound, at: "spare.type", message: message, failure: failure)
    }

    @Test func aLossyArrayDropsEachBadDiscriminatorWithItsOwnError() throws {
        let report = DecodingReport()
        let json = """
            {"hand":{"lead":{"type":"pawn","rank":1}},
             "pieces":[{"type":7},{"type":null},{"type":"pawn","rank":2},{"type":""},{},{"type":["pawn",7]},
                       {"type":"bishop","diagonal":1},{"type":"rook","position":{"file":"a"}}]}
            """
        let pieces = try decode(Hand.self, from: json, registry: registry, report: report).pieces
        #expect(sameElements(pieces ?? [], [Pawn(rank: 2), Rook(file: "a")] as [any Piece]))
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "pieces[0]", .dropped, .typeMismatch,
                    #"pieces[0].type: Expected the discriminator "type" of Piece to be a string but found a number instead."#
                ),
                ReportLine(
                    "pieces[1]", .dropped, .valueNotFound,
                    #"pieces[1].type: Expected the discriminator "type" of Piece to be a string but found null instead."#
                ),
                ReportLine(
                    "pieces[3]", .dropped, .dataCorrupted,
                    #"pieces[3].type: Unknown type identifier "" for Piece; registered identifiers: "café", "pawn", "rook", "tower"."#
                ),
                ReportLine(
                    "pieces[4]", .dropped, .keyNotFound,
                    #"pieces[4].type: Missing discriminator "type" needed to choose a type for Piece."#),
                ReportLine(
                    "pieces[5]", .dropped, .typeMismatch,
                    #"pieces[5].type: Expected the discriminator "type" of Piece to be a string but found an array instead."#
                ),
                ReportLine(
                    "pieces[6]", .dropped, .dataCorrupted,
                    #"pieces[6].type: Unknown type identifier "bishop" for Piece; registered identifiers: "café", "pawn", "rook", "tower"."#
                ),
            ])
    }

    /// Types are chosen only from registrations: not by a Swift type's name (plain,
    /// qualified or mangled), nor by the identifier of a type registered nowhere or for
    /// another base, nor by an identifier that differs in case or spacing.
    @Test(arguments: [
        "bishop", "Bishop", String(reflecting: Bishop.self), _mangledTypeName(Bishop.self) ?? "mangled",
        "Pawn", String(reflecting: Pawn.self), "Swift.Int", "Foundation.Date", "DynamicCoding.CodableValue",
        "NSObject", "PAWN", " pawn", "pawn ", "", "\u{0}",
    ])
    func aRealTypeNameOrAnUnregisteredIdentifierIsRefused(identifier: String) throws {
        let registry = TypeRegistry()
        try registerPieces(in: registry)
        try registry.register(Bishop.self, for: (any Diagonal).self)
        registry.freeze()
        let escaped = identifier == "\u{0}" ? #"\u0000"# : identifier
        expectDecodingFailure(
            Hand.self, from: hand(lead: #"{"type":"\#(escaped)","diagonal":1,"rank":1}"#), registry: registry,
            .dataCorrupted, at: "hand.lead.type",
            message: unknownMessage(
                identifier, suggesting: ["Pawn", " pawn", "pawn "].contains(identifier) ? "pawn" : nil),
            failure: unknown(identifier))
    }

    @Test func aFallbackKeepsAnUnregisteredTypeAsDataNeverAsThatType() throws {
        let registry = TypeRegistry()
        try registerPieces(in: registry)
        try registry.setFallback(UnknownPiece.self, for: (any Piece).self)
        let lead = #"{"type":"bishop","diagonal":3}"#
        let decoded = try decode(Hand.self, from: hand(lead: lead), registry: registry)
        #expect(!(decoded.lead is Bishop))
        let fallback = try #require(decoded.lead as? UnknownPiece)
        expectEqual(fallback.typeIdentifier, "bishop")
        expectEqual(fallback.payload, .object(["type": .string("bishop"), "diagonal": .int(3)]))
        try expectEncodes(decoded, to: hand(lead: lead), registry: registry)
    }

    /// The discriminator and the payload come from the same object: with duplicate keys
    /// both are the first, so a payload can't pick one type and feed it another's fields.
    @Test func duplicateDiscriminatorsPickTheFirstAndItsPayload() throws {
        let pawn = try decode(
            Hand.self, from: hand(lead: #"{"type":"pawn","rank":1,"type":"tower","pieces":[]}"#),
            registry: registry)
        #expect(same(pawn.lead, Pawn(rank: 1)))
        let rook = try decode(
            Hand.self, from: hand(lead: #"{"type":"rook","type":"pawn","rank":1,"position":{"file":"h"}}"#),
            registry: registry)
        #expect(same(rook.lead, Rook(file: "h")))
        expectDecodingFailure(
            Hand.self, from: hand(lead: #"{"type":"pawn","type":"rook","position":{"file":"h"}}"#),
            registry: registry, .keyNotFound, at: "hand.lead.rank",
            message: #"No value associated with key CodingKeys(stringValue: "rank", intValue: nil) ("rank")."#
        )
    }

    /// An identifier matches in either normalization form, as Swift compares strings;
    /// encoding writes the registered form.
    @Test func aUnicodeIdentifierMatchesInEitherNormalizationForm() throws {
        let nfd = try decode(Hand.self, from: hand(lead: #"{"type":"cafe\u0301"}"#), registry: registry)
        #expect(same(nfd.lead, Cafe()))
        let written = try encodeJSON(nfd, registry: registry)
        expectEqual(written, #"{"hand":{"lead":{"type":"caf\#u{E9}"}}}"#)
    }
}
