import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

@testable import DynamicCoding

/// Edits that reach the text editor's former force unwraps: an empty mapping or sequence
/// that gains entries, the last entry of a block collection, a member the text lacks, a
/// dotted pair a plain scalar cannot spell, in block and in flow.
@Suite struct EditReachTests {
    func yaml(_ text: String, _ original: CodableValue, _ edited: CodableValue) throws -> String {
        try EditedText.yaml(text, from: original, to: edited)
    }

    func json(_ text: String, _ original: CodableValue, _ edited: CodableValue) throws -> String {
        String(decoding: try EditedText.json(Data(text.utf8), from: original, to: edited), as: UTF8.self)
    }

    @Test func membersAddedToAnEmptyMappingAreWrittenInFlow() throws {
        expectEqual(
            try yaml("a: {}\nb: 1\n", ["a": [:], "b": 1], ["a": ["x": 1, "y": [1]], "b": 1]),
            "a: {x: 1, \"y\": [1]}\nb: 1\n")
        expectEqual(
            try yaml("{a: {}, b: 1}\n", ["a": [:], "b": 1], ["a": ["x": "it's: #"], "b": 1]),
            "{a: {x: 'it''s: #'}, b: 1}\n")
        expectEqual(
            try json(#"{"a": [], "b": {}}"#, ["a": [], "b": [:]], ["a": [1], "b": ["x": true]]),
            #"{"a": [1], "b": {"x": true}}"#)
    }

    @Test func entriesAddedAfterTheLastOfABlockCollectionFollowIt() throws {
        expectEqual(
            try yaml(
                "a:\n  k: 1 # c\n  # tail\nb: 1\n", ["a": ["k": 1], "b": 1], ["a": ["k": 1, "z": 2], "b": 1]),
            "a:\n  k: 1 # c\n  z: 2\n  # tail\nb: 1\n")
        expectEqual(
            try yaml("a:\n  - 1 # c\nb: 1\n", ["a": [1], "b": 1], ["a": [1, 2, ["k": 3]], "b": 1]),
            "a:\n  - 1 # c\n  - 2\n  - k: 3\nb: 1\n")
        expectEqual(try yaml("'k':\n  - x\n", ["k": ["x"]], ["k": ["x", "w"]]), "'k':\n  - x\n  - w\n")
    }

    @Test func elementsInsertedIntoAnEmptySequenceAreWrittenInFlow() throws {
        expectEqual(
            try yaml("a: []\nb: 1\n", ["a": [], "b": 1], ["a": [1, "x y"], "b": 1]), "a: [1, x y]\nb: 1\n")
    }

    @Test func aMemberTheTextLacksIsAddedWithItsEditedValue() throws {
        expectEqual(try yaml("a: 1\n", ["a": 1, "b": 2], ["a": 1, "b": 3]), "a: 1\nb: 3\n")
        expectEqual(
            try yaml("a:\n  x: 1\n", ["a": ["x": 1, "d": ["e": 1]]], ["a": ["x": 1, "d": ["e": 2]]]),
            "a:\n  x: 1\n  d:\n    e: 2\n")
        expectEqual(
            try yaml("a: 1\n", ["a": 1, "l": [1]], ["a": 1, "l": [1, 2]]), "a: 1\nl:\n  - 1\n  - 2\n")
        expectEqual(
            try yaml("a: 1\n", ["a": 1, "m": ["k": 1]], ["a": 1, "m": ["k": 1, "j": 2]]),
            "a: 1\nm:\n  k: 1\n  j: 2\n")
        expectEqual(
            try json(
                #"{"a": {"x": 1}}"#, ["a": ["x": 1, "d": ["e": 1]]],
                ["a": ["x": 1, "d": ["e": 2, "f": [1]]]]),
            #"{"a": {"x": 1, "d": {"e": 2, "f": [1]}}}"#)
    }

    @Test func aDottedPairAPlainScalarCannotSpellIsQuoted() throws {
        let original: CodableValue = ["Role": ["Fn::GetAtt": ["LambdaRole", "Arn"]]]
        func edited(_ text: String, _ pair: CodableValue) throws -> String {
            try EditedText.yaml(
                text, from: original, to: ["Role": ["Fn::GetAtt": pair]], tags: .cloudFormation)
        }
        let text = "Role: !GetAtt LambdaRole.Arn\n"
        expectEqual(try edited(text, ["Lambda", "it's: #x"]), "Role: !GetAtt 'Lambda.it''s: #x'\n")
        expectEqual(try edited(text, ["Lambda", "a\nb"]), "Role: !GetAtt \"Lambda.a\\nb\"\n")
        expectEqual(try edited(text, ["", ""]), "Role: !GetAtt '.'\n")
        expectEqual(
            try edited("Role: !GetAtt \"LambdaRole.Arn\"\n", ["A", "\u{7}"]), "Role: !GetAtt \"A.\\u0007\"\n")
    }

    @Test func aDottedPairInAFlowCollectionIsQuotedForIt() throws {
        // Written as in a block, `A.b, c]` would end the sequence: the text would read back otherwise.
        let original: CodableValue = ["Role": [["Fn::GetAtt": ["LambdaRole", "Arn"]]]]
        let edited: CodableValue = ["Role": [["Fn::GetAtt": ["A", "b, c]"]]]]
        expectEqual(
            try EditedText.yaml(
                "Role: [!GetAtt LambdaRole.Arn]\n", from: original, to: edited, tags: .cloudFormation),
            "Role: [!GetAtt 'A.b, c]']\n")
    }

    @Test func anExpandedDottedPairQuotesThePartsAPlainScalarCannotSpell() throws {
        let tags = YAMLTags.cloudFormation
        expectEqual(
            try tags.expanded("r: !GetAtt 'Role.it''s: #x'\n"), "r: {Fn::GetAtt: [Role, 'it''s: #x']}\n")
        expectEqual(try tags.expanded("r: !GetAtt .\n"), "r: {Fn::GetAtt: ['', '']}\n")
        expectEqual(
            try tags.expanded("r: !GetAtt \"a\\n.b, c]\"\n"), "r: {Fn::GetAtt: [\"a\\n\", 'b, c]']}\n")
        expectEqual(try tags.expanded("r: [!GetAtt 'x.- y']\n"), "r: [{Fn::GetAtt: [x, '- y']}]\n")
    }

    @Test func identicalComparesObjectsMemberByMemberInOrder() {
        #expect(ValueChange.identical(["a": 1, "b": ["c": [1.0]]], ["a": 1, "b": ["c": [1.0]]]))
        #expect(!ValueChange.identical(["a": 1, "b": 2], ["b": 2, "a": 1]))
        #expect(!ValueChange.identical(["a": 1, "b": ["c": [1.0]]], ["a": 1, "b": ["c": [1]]]))
        #expect(!ValueChange.identical(["a": 1], ["a": 1, "b": 2]))
        #expect(ValueChange.identical([:], [:]))
    }
}
