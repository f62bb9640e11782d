import DynamicCoding
import Foundation
import Testing
import Yams

/// A step of a GitHub-Actions-like workflow, its type named by `type`.
protocol WorkflowStep: Codable {}

struct CheckoutStep: WorkflowStep, TypeIdentifiable {
    static let typeIdentifier = "checkout"
    var ref: String?
}

struct RunStep: WorkflowStep, TypeIdentifiable {
    static let typeIdentifier = "run"
    var run: String
}

struct Workflow: BackedDecodable {
    @Backed var name: String
    @Backed var jobs: [String: Job]
}

struct Job: BackedDecodable {
    @Backed("runs-on") var runsOn: String
    @Backed("timeout-minutes") var timeoutMinutes: Int
    @Backed var steps: [any WorkflowStep]
}

private let workflowYAML = """
    # Continuous integration
    name: CI

    jobs:
      build:
        runs-on: ubuntu-latest
        timeout-minutes: 30
        steps:
          - type: checkout
            ref: main
          - type: run   # the tests
            run: |
              swift build
              swift test
    """

private func registry() throws -> TypeRegistry {
    let registry = TypeRegistry()
    try registry.register(CheckoutStep.self, for: (any WorkflowStep).self)
    try registry.register(RunStep.self, for: (any WorkflowStep).self)
    registry.freeze()
    return registry
}

/// The workflow with `original` replaced; fails the test when `original` is not there.
private func workflow(replacing original: String, with replacement: String) -> String {
    #expect(workflowYAML.contains(original))
    return workflowYAML.replacingOccurrences(of: original, with: replacement)
}

/// What decoding `yaml` as a `Workflow` with Yams throws; fails the test when it decodes.
private func decodingError(_ yaml: String) throws -> any Error {
    do {
        _ = try YAMLDecoder().decode(Workflow.self, from: yaml, userInfo: [.typeRegistry: try registry()])
    } catch {
        return error
    }
    Issue.record("decoded")
    return CancellationError()
}

/// Where Yams' node tree has each node, by its coding path written `jobs.build.steps.1`.
private func marks(in yaml: String) throws -> [String: Mark] {
    var marks: [String: Mark] = [:]
    func visit(_ node: Node, _ path: [String]) {
        marks[path.joined(separator: ".")] = node.mark
        if let mapping = node.mapping {
            for (key, value) in mapping { visit(value, path + [key.string ?? ""]) }
        } else if let sequence = node.sequence {
            for (index, item) in sequence.enumerated() { visit(item, path + [String(index)]) }
        }
    }
    if let root = try Yams.compose(yaml: yaml) { visit(root, []) }
    return marks
}

@Suite struct WorkflowErrorRenderingTests {
    /// The example of Documentation.docc/ConfigFiles.md, "Errors in YAML".
    @Test func aBadValueDecodedWithYams() throws {
        let yaml = workflow(replacing: "timeout-minutes: 30", with: "timeout-minutes: soon")
        let registry = try registry()
        var printed = ""
        do {
            _ = try YAMLDecoder().decode(Workflow.self, from: yaml, userInfo: [.typeRegistry: registry])
        } catch {
            printed = DecodingErrorDescription.rendered(error, inYAML: yaml)
        }
        #expect(
            printed == """
                error: jobs.build.timeout-minutes: Expected to decode Int but found Scalar instead.
                 --> line 7, column 22
                  |
                7 |     timeout-minutes: soon
                  |                      ^^^^
                """)
    }

    @Test func anUnknownTypeDecodedWithYams() throws {
        let yaml = workflow(replacing: "- type: run", with: "- type: deploy")
        let error = try decodingError(yaml)
        #expect(
            DecodingErrorDescription.rendered(error, inYAML: yaml) == """
                error: jobs.build.steps[1].type: Unknown type identifier "deploy" for WorkflowStep; registered identifiers: "checkout", "run".
                  --> line 11, column 15
                   |
                11 |       - type: deploy   # the tests
                   |               ^^^^^^
                """)
    }

    /// Yams' marks give the same place as the library's own locator.
    @Test func positionsFromYamsNodeMarks() throws {
        let yaml = workflow(replacing: "- type: run", with: "- type: deploy")
        let marks = try marks(in: yaml)
        let rendered = DecodingErrorDescription.rendered(try decodingError(yaml), inYAML: yaml) {
            codingPath in
            marks[codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")]
                .map { ($0.line, $0.column) }
        }
        #expect(rendered == DecodingErrorDescription.rendered(try decodingError(yaml), inYAML: yaml))
    }

    @Test func reportEntriesDecodedWithYams() throws {
        let report = DecodingReport()
        _ = try YAMLDecoder().decode(
            Canvas.self, from: canvasYAML,
            userInfo: [.typeRegistry: try makeRegistry(), .decodingReport: report])
        let hexagon = try #require(report.entries.first { $0.path == "layers[1]" })
        #expect(
            hexagon.rendered(inYAML: canvasYAML) == """
                warning: \(hexagon.description)
                 --> line 9, column 11
                  |
                9 |   - type: hexagon
                  |           ^^^^^^^
                """)
        let zoom = try #require(report.entries.first { $0.path == "zoom" })
        #expect(
            zoom.rendered(inYAML: canvasYAML) == """
                warning: \(zoom.description)
                  --> line 20, column 7
                   |
                20 | zoom: far
                   |       ^^^
                """)
    }

    @Test func aYamsSyntaxError() throws {
        let yaml = workflow(replacing: "    runs-on: ubuntu-latest", with: "    runs-on ubuntu-latest")
        let error = try decodingError(yaml)
        let underlyingError: (any Error)? =
            if case .dataCorrupted(let context)? = error as? DecodingError { context.underlyingError } else {
                error
            }
        #expect(underlyingError is YamlError)
        #expect(
            DecodingErrorDescription.rendered(error, inYAML: yaml) == """
                error: scanner: mapping values are not allowed in this context
                 --> line 7, column 20
                  |
                7 |     timeout-minutes: 30
                  |                    ^
                """)
    }
}
