import DynamicCoding
import Foundation
import Testing
import Yams

// The examples of ConfigFiles.md's "Edit the text, keep everything else", as written there.

@Suite struct ConfigFilesExampleTests {
    struct Deployment: BackedCodable {
        @Backed(Path("spec", "replicas")) var replicas: Int
        @Backed(Path("metadata", "labels", "version")) var version: String
    }

    @Test func aModelOfTwoFieldsEditsItsFile() throws {
        let yaml = """
            # The web tier
            kind: Deployment
            metadata:
              name: web
              labels:
                version: "1.25"   # bumped by the release tool
            spec:
              replicas: 2
            """
        let original = try YAMLDecoder().decode(Deployment.self, from: yaml)
        var edited = original
        edited.replicas = 3
        edited.version = "1.27"
        #expect(
            try EditedText.yaml(yaml, from: original, to: edited) == """
                # The web tier
                kind: Deployment
                metadata:
                  name: web
                  labels:
                    version: "1.27"   # bumped by the release tool
                spec:
                  replicas: 3
                """)
    }

    @Test func aTagIsEditedInItsShortForm() throws {
        let template = """
            Resources:
              Queue:
                Properties:
                  RedrivePolicy:
                    deadLetterTargetArn: !GetAtt DeadLetters.Arn   # the DLQ
            """
        let read = try YAMLDecoder().decode(
            CodableValue.self, from: try YAMLTags.cloudFormation.expanded(template))
        #expect(
            read["Resources"]?["Queue"]?["Properties"]?["RedrivePolicy"]
                == ["deadLetterTargetArn": ["Fn::GetAtt": ["DeadLetters", "Arn"]]])
        var edited = read
        edited["Resources"]?["Queue"]?["Properties"]?["RedrivePolicy"]?["deadLetterTargetArn"] = [
            "Fn::GetAtt": ["Archive", "Arn"]
        ]
        #expect(
            try EditedText.yaml(template, from: read, to: edited, tags: .cloudFormation)
                == template.replacingOccurrences(of: "DeadLetters.Arn", with: "Archive.Arn"))
    }
}
