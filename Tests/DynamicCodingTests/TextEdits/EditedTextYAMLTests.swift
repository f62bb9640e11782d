import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// `EditedText.yaml` on a small workflow: each edit rewrites only its value's text.
@Suite struct EditedTextYAMLTests {
    static let workflow = """
        # Continuous integration
        name: "CI"   # shown in the Actions tab

        on:
          push:
            branches: [ main, 'release/*' ]

        jobs:
          test:
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v4   # pinned
              - name: Build
                run: |
                  swift build
                  swift test
        """

    static let original: CodableValue = [
        "name": "CI",
        "on": ["push": ["branches": ["main", "release/*"]]],
        "jobs": [
            "test": [
                "runs-on": "ubuntu-latest",
                "steps": [
                    ["uses": "actions/checkout@v4"],
                    ["name": "Build", "run": "swift build\nswift test\n"],
                ],
            ]
        ],
    ]

    func edited(_ edit: (inout CodableValue) -> Void) throws -> String {
        var value = Self.original
        edit(&value)
        return try EditedText.yaml(Self.workflow, from: Self.original, to: value)
    }

    func replacing(_ old: String, with new: String) -> String {
        Self.workflow.replacingOccurrences(of: old, with: new)
    }

    @Test func anUnchangedModelGivesTheSameText() throws {
        expectEqual(try edited { _ in }, Self.workflow)
    }

    @Test func aQuotedScalarKeepsItsQuotesAndItsComment() throws {
        expectEqual(try edited { $0["name"] = "Release" }, replacing(#""CI""#, with: #""Release""#))
    }

    @Test func aPlainScalarStaysPlain() throws {
        expectEqual(
            try edited { $0["jobs"]?["test"]?["runs-on"] = "macos-14" },
            replacing("ubuntu-latest", with: "macos-14"))
    }

    @Test func aPlainStringThatWouldReadAsAnotherTypeIsQuoted() throws {
        expectEqual(
            try edited { $0["jobs"]?["test"]?["runs-on"] = "yes" }, replacing("ubuntu-latest", with: "'yes'"))
        expectEqual(
            try edited { $0["jobs"]?["test"]?["runs-on"] = "1.0" }, replacing("ubuntu-latest", with: "'1.0'"))
    }

    @Test func aFlowSequenceGrowsOnItsLine() throws {
        expectEqual(
            try edited { $0["on"]?["push"]?["branches"] = ["main", "release/*", "next"] },
            replacing("[ main, 'release/*' ]", with: "[ main, 'release/*', next ]"))
    }

    @Test func aLiteralBlockStaysLiteral() throws {
        expectEqual(
            try edited { $0["jobs"]?["test"]?["steps"]?[1]?["run"] = "swift build\nswift test --parallel\n" },
            Self.workflow + " --parallel")
    }

    @Test func aRemovedMemberTakesItsLinesAndItsComment() throws {
        expectEqual(
            try edited { $0["name"] = nil },
            replacing("name: \"CI\"   # shown in the Actions tab\n", with: ""))
    }

    @Test func anAddedMemberGoesAfterItsSiblingsIndentedAsThey() throws {
        expectEqual(
            try edited { $0["jobs"]?["test"]?["timeout-minutes"] = 10 },
            Self.workflow + "\n    timeout-minutes: 10")
    }

    @Test func anAddedItemLooksLikeItsNeighbours() throws {
        let text = try edited {
            $0["jobs"]?["test"]?["steps"] = [
                ["uses": "actions/checkout@v4"],
                ["name": "Build", "run": "swift build\nswift test\n"],
                ["name": "Lint", "run": "swift format lint -r ."],
            ]
        }
        expectEqual(text, Self.workflow + "\n      - name: Lint\n        run: swift format lint -r .")
    }

    @Test func aRemovedItemTakesItsLines() throws {
        let text = try edited {
            $0["jobs"]?["test"]?["steps"] = [["name": "Build", "run": "swift build\nswift test\n"]]
        }
        expectEqual(text, replacing("      - uses: actions/checkout@v4   # pinned\n", with: ""))
    }
}
