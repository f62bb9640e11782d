import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// The edit-locality check itself: it must see each way an edit can go wrong, so that the
// tests that find no problem cannot pass by not looking.

/// Two keys, and a note that is not encoded.
private struct Pair: BackedCodable, Equatable {
    @Backed var a: Int
    @Backed var b: Int
    var note = ""
}

/// A polymorphic value, which an edit can set to a type no registry knows.
private struct Holder: BackedCodable {
    @Backed var piece: any Piece
}

struct EditLocalityCheckTests {
    @Test func anEditThatChangesAKeyItDoesNotOwnIsAProblem() throws {
        let edit = Edit<Pair>("a and b", owns: ["a"]) {
            $0.a = 5
            $0.b = 6
        }
        try expectEqual(
            problems([edit]),
            [
                #"a and b: changed b, which it does not own (it owns a)"# + #"\#nbefore: {"a":1,"b":2}"#
                    + #"\#nafter: {"a":5,"b":6}"#
            ])
    }

    @Test func anEditThatChangesNothingIsAProblem() throws {
        try expectEqual(
            problems([Edit("a: 1 again", owns: ["a"]) { $0.a = 1 }]),
            [
                #"a: 1 again: changed nothing in the document"#
                    + #"\#nbefore: {"a":1,"b":2}\#nafter: {"a":1,"b":2}"#
            ]
        )
    }

    @Test func anEditThatDoesNotDecodeBackIsAProblem() throws {
        let documents = #"\#nbefore: {"a":1,"b":2}\#nafter: {"a":1,"b":2}"#
        try expectEqual(
            problems([Edit("note: set") { $0.note = "kept in memory only" }]),
            [
                "note: set: changed nothing in the document" + documents,
                #"note: set: decodes back to Pair(_a: 1, _b: 2, note: ""), not to the edited "#
                    + #"Pair(_a: 1, _b: 2, note: "kept in memory only")"# + documents,
            ])
    }

    @Test func anEditWhoseDocumentDoesNotDecodeIsAProblem() throws {
        let registry = try makePieceRegistry()
        let holder = try decode(Holder.self, from: #"{"piece":{"type":"pawn","rank":1}}"#, registry: registry)
        let problems = EditLocality.problems(
            model: holder,
            edits: [Edit("piece: a bishop", owns: ["piece"]) { $0.piece = Bishop(diagonal: 3) }],
            encoder: makeEncoder(registry: registry), decoder: makeDecoder(registry: registry)
        ) { same($0.piece, $1.piece) }
        expectEqual(
            problems,
            [
                #"piece: a bishop: the edited document does not decode: piece.type: Unknown type identifier "#
                    + #""bishop" for Piece; registered identifiers: "café", "pawn", "rook", "tower"."#
                    + #"\#nbefore: {"piece":{"rank":1,"type":"pawn"}}"#
                    + #"\#nafter: {"piece":{"diagonal":3,"type":"bishop"}}"#
            ])
    }

    @Test func changedPathsAreTheLeavesThatDiffer() {
        expectEqual(
            EditLocality.changedPaths(from: ["a": 1, "b": ["c": 2]], to: ["a": 1, "b": ["c": 2]]), [])
        expectEqual(
            EditLocality.changedPaths(from: ["a": 1, "b": ["c": 2]], to: ["b": ["c": 3, "d": ["e": [1]]]]),
            [["a"], ["b", "c"], ["b", "d", "e"]])
        expectEqual(EditLocality.changedPaths(from: ["a": [1, 2]], to: ["a": [2, 1]]), [["a"]])
        expectEqual(EditLocality.changedPaths(from: ["a": ["b": 1]], to: ["a": "b"]), [["a"]])
        expectEqual(EditLocality.changedPaths(from: ["a": 1], to: ["a": 1, "b": [:]]), [["b"]])
        expectEqual(EditLocality.changedPaths(from: ["a": nil], to: [:]), [["a"]])
        expectEqual(EditLocality.changedPaths(from: [1], to: ["a": 1]), [[]])
    }

    /// The problems of `edits` of the pair `{"a":1,"b":2}`.
    private func problems(_ edits: [Edit<Pair>]) throws -> [String] {
        let pair = try decode(Pair.self, from: #"{"a":1,"b":2}"#)
        return EditLocality.problems(
            model: pair, edits: edits, encoder: makeEncoder(), decoder: makeDecoder())
    }
}
