import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// Paths with a fallback, lossy arrays and dictionaries of values and of polymorphic
/// values, a fan-out path and a strategy.
private struct Bag: BackedDecodable {
    @Backed(Path("meta", "name") ?? "name") var name: String
    @Backed("numbers", options: .lossy) var numbers: [Int]
    @Backed("pieces", options: .lossy) var pieces: [any Piece]
    @Backed("byName", options: .lossy) var byName: [String: any Piece]
    @Backed(Path("counts", .allKeys)) var keys: [String]
    @Backed("when", strategy: .secondsSince1970) var when: Date?
}

private let bagPayload = CodableValue.object([
    "name": .string("bag"),
    "numbers": .array([.int(1), .null, .string("x"), .int(4), .null, .int(6)]),
    "pieces": .array([
        .object(["type": .string("pawn"), "rank": .int(1)]), .null,
        .object(["type": .string("bishop"), "diagonal": .int(2)]),
        .object(["type": .string("rook"), "position": .object(["file": .string("h")])]),
    ]),
    "byName": .object([
        "a": .object(["type": .string("pawn"), "rank": .int(2)]), "b": .null, "c": .object([:]),
    ]),
    "counts": .object(["y": .int(1), "x": .int(2)]),
    "when": .int(1_613_984_296),
])

struct ThirdPartyDecoderTests {
    /// The same model and payload through a decoder that is not Foundation's, whose
    /// unkeyed containers either keep their place in `decodeNil()` when the element is not
    /// null (as the protocol asks) or move past it anyway (as Yams 6's do).
    @Test(arguments: [false, true])
    func lossyAndPathsWorkWithAThirdPartyDecoder(decodeNilMovesPastValues: Bool) throws {
        let registry = try makePieceRegistry()
        let report = DecodingReport()
        let decoder = ValueTreeDecoder(
            bagPayload, userInfo: [.typeRegistry: registry, .decodingReport: report],
            decodeNilMovesPastValues: decodeNilMovesPastValues)
        let bag = try Bag(from: decoder)
        expectEqual(bag.name, "bag")
        expectEqual(bag.numbers, [1, 4, 6])
        #expect(sameElements(bag.pieces, [Pawn(rank: 1), Rook(file: "h")] as [any Piece]))
        #expect(sameEntries(bag.byName, ["a": Pawn(rank: 2)]))
        expectEqual(bag.keys, ["x", "y"])
        expectEqual(bag.when, Date(timeIntervalSince1970: 1_613_984_296))
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "byName.b", .dropped, .valueNotFound,
                    "byName.b: Expected Piece value but found null instead."),
                ReportLine(
                    "byName.c", .dropped, .keyNotFound,
                    #"byName.c.type: Missing discriminator "type" needed to choose a type for Piece."#),
                ReportLine(
                    "numbers[1]", .dropped, .valueNotFound,
                    "numbers[1]: Expected Int value but found null instead."),
                ReportLine(
                    "numbers[2]", .dropped, .typeMismatch, #"numbers[2]: Expected Int but found "x"."#
                ),
                ReportLine(
                    "numbers[4]", .dropped, .valueNotFound,
                    "numbers[4]: Expected Int value but found null instead."),
                ReportLine(
                    "pieces[1]", .dropped, .valueNotFound,
                    "pieces[1]: Expected Piece value but found null instead."),
                ReportLine(
                    "pieces[2]", .dropped, .dataCorrupted,
                    #"pieces[2].type: Unknown type identifier "bishop" for Piece; registered identifiers: "café", "pawn", "rook", "tower"."#
                ),
            ])
    }
}
