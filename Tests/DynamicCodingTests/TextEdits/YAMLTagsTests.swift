import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// Short-form tags read as the mappings they stand for, and edited in their short form.
@Suite struct YAMLTagsTests {
    @Test func aTaggedScalarBecomesAFlowMappingOnItsLine() throws {
        expectEqual(try YAMLTags.cloudFormation.expanded("a: !Ref B # b\n"), "a: {Ref: B} # b\n")
        expectEqual(try YAMLTags.cloudFormation.expanded("- !Sub '${A}-x'\n"), "- {Fn::Sub: '${A}-x'}\n")
    }

    @Test func aDottedPairBecomesAnArray() throws {
        expectEqual(
            try YAMLTags.cloudFormation.expanded("r: !GetAtt Role.Arn\n"), "r: {Fn::GetAtt: [Role, Arn]}\n")
    }

    @Test func nestedTagsExpandInsideOut() throws {
        expectEqual(
            try YAMLTags.cloudFormation.expanded("v: !If [c, !Ref A, !GetAtt B.C]\n"),
            "v: {Fn::If: [c, {Ref: A}, {Fn::GetAtt: [B, C]}]}\n")
    }

    @Test func aTaggedBlockMovesUnderItsKey() throws {
        expectEqual(
            try YAMLTags.cloudFormation.expanded("s: !Sub |\n  echo ${A}\nt: 1\n"),
            "s:\n  Fn::Sub: |\n    echo ${A}\nt: 1\n")
        expectEqual(
            try YAMLTags.cloudFormation.expanded("j: !Join\n  - ''\n  - [a, !Ref B]\n"),
            "j:\n  Fn::Join:\n    - ''\n    - [a, {Ref: B}]\n")
    }

    @Test func standardTagsStay() throws {
        expectEqual(try YAMLTags.cloudFormation.expanded("a: !!str 1\n"), "a: !!str 1\n")
    }

    @Test func aTagNotGivenIsAnErrorAtItsLine() throws {
        let error = try #require(throws: DecodingError.self) {
            try YAMLTags.cloudFormation.expanded("a:\n  b: !Foo x\n")
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("\(error)")
            return
        }
        expectEqual(context.codingPath.map(\.stringValue), ["a", "b"])
        expectEqual(
            context.debugDescription, "The tag !Foo at line 2, column 6: it is not one of the tags given.")
    }

    static let template = """
        Role: !GetAtt LambdaRole.Arn
        Bucket: !Ref Logs # logs
        Name: !Sub '${AWS::StackName}-app'

        """

    static let original: CodableValue = [
        "Role": ["Fn::GetAtt": ["LambdaRole", "Arn"]],
        "Bucket": ["Ref": "Logs"],
        "Name": ["Fn::Sub": "${AWS::StackName}-app"],
    ]

    func edited(_ edit: (inout CodableValue) -> Void) throws -> String {
        var value = Self.original
        edit(&value)
        return try EditedText.yaml(Self.template, from: Self.original, to: value, tags: .cloudFormation)
    }

    func replacing(_ old: String, with new: String) -> String {
        Self.template.replacingOccurrences(of: old, with: new)
    }

    @Test func theValueATagStandsForIsEditedInPlace() throws {
        expectEqual(
            try edited { $0["Bucket"]?["Ref"] = "Archive" }, replacing("!Ref Logs", with: "!Ref Archive"))
        expectEqual(
            try edited { $0["Name"]?["Fn::Sub"] = "${AWS::StackName}-web" },
            replacing("-app'", with: "-web'"))
    }

    @Test func aDottedPairIsEditedAsOneScalar() throws {
        expectEqual(
            try edited { $0["Role"]?["Fn::GetAtt"]?[1] = "RoleId" },
            replacing("LambdaRole.Arn", with: "LambdaRole.RoleId"))
    }

    @Test func anotherMappingATagStandsForIsWrittenInShortForm() throws {
        expectEqual(
            try edited { $0["Bucket"] = ["Fn::GetAtt": ["Store", "Arn"]] },
            replacing("!Ref Logs", with: "!GetAtt Store.Arn"))
        expectEqual(
            try edited { $0["Bucket"] = ["Fn::Join": ["-", ["a", "b"]]] },
            replacing("!Ref Logs", with: "!Join ['-', [a, b]]"))
    }

    @Test func aValueNoTagStandsForDropsTheTag() throws {
        expectEqual(try edited { $0["Bucket"] = "logs-bucket" }, replacing("!Ref Logs", with: "logs-bucket"))
    }

    @Test func anUnchangedTemplateKeepsItsBytes() throws {
        expectEqual(try edited { _ in }, Self.template)
    }
}
