import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// A coding path written as literals: `["jobs", "build", "steps", 1]`.
private struct Key: CodingKey, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) { (stringValue, self.intValue) = ("Index \(intValue)", intValue) }
    init(stringLiteral value: String) { self.init(stringValue: value) }
    init(integerLiteral value: Int) { self.init(intValue: value) }
}

private let workflow = """
    # CI workflow
    name: CI
    on: [push, pull_request]

    jobs:
      build:
        runs-on: ubuntu-latest
        timeout: soon
        # what it runs
        steps:
          - uses: actions/checkout@v4
          - name: Test
            run: swift test   # all of it
            env: {SWIFT_VERSION: "6.2", FLAGS: [-v, --parallel]}
          - name: Docs
            run: |
              swift package generate-documentation

              echo done
        matrix:
          os: [ubuntu, macos]
    """

private func typeMismatch(_ path: [Key]) -> DecodingError {
    .typeMismatch(
        Int.self, .init(codingPath: path, debugDescription: "Expected to decode Int but found a string."))
}

/// What a type mismatch at `path` renders as in `text`.
private func renderedMismatch(at path: [Key], in text: String = workflow, document: Int = 0) -> String {
    DecodingErrorDescription.rendered(typeMismatch(path), inYAML: text, document: document)
}

/// A type mismatch at a path of ``workflow`` and how it renders.
private struct Mismatch: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let path: [Key]
    let rendered: String

    init(_ testDescription: String, at path: [Key], _ rendered: String) {
        (self.testDescription, self.path, self.rendered) = (testDescription, path, rendered)
    }
}

private let mismatches = [
    Mismatch(
        "a top-level key", at: ["name"],
        """
        error: name: Expected to decode Int but found a string.
         --> line 2, column 7
          |
        2 | name: CI
          |       ^^
        """),
    Mismatch(
        "nested keys, after a comment line", at: ["jobs", "build", "timeout"],
        """
        error: jobs.build.timeout: Expected to decode Int but found a string.
         --> line 8, column 14
          |
        8 |     timeout: soon
          |              ^^^^
        """),
    Mismatch(
        "a value of a sequence item's mapping", at: ["jobs", "build", "steps", 0, "uses"],
        """
        error: jobs.build.steps[0].uses: Expected to decode Int but found a string.
          --> line 11, column 15
           |
        11 |       - uses: actions/checkout@v4
           |               ^^^^^^^^^^^^^^^^^^^
        """),
    Mismatch(
        "a key of an item's mapping that continues indented, before a comment",
        at: ["jobs", "build", "steps", 1, "run"],
        """
        error: jobs.build.steps[1].run: Expected to decode Int but found a string.
          --> line 13, column 14
           |
        13 |         run: swift test   # all of it
           |              ^^^^^^^^^^
        """),
    Mismatch(
        "a sequence item that is a mapping, by its first character", at: ["jobs", "build", "steps", 1],
        """
        error: jobs.build.steps[1]: Expected to decode Int but found a string.
          --> line 12, column 9
           |
        12 |       - name: Test
           |         ^
        """),
    Mismatch(
        "an element of a flow sequence", at: ["on", 1],
        """
        error: on[1]: Expected to decode Int but found a string.
         --> line 3, column 12
          |
        3 | on: [push, pull_request]
          |            ^^^^^^^^^^^^
        """),
    Mismatch(
        "a block scalar, one value over its lines", at: ["jobs", "build", "steps", 2, "run"],
        """
        error: jobs.build.steps[2].run: Expected to decode Int but found a string.
          --> line 16, column 14
           |
        16 |         run: |
           |              ^
        """),
    Mismatch(
        "a flow sequence after a block scalar", at: ["jobs", "build", "matrix", "os", 1],
        """
        error: jobs.build.matrix.os[1]: Expected to decode Int but found a string.
          --> line 21, column 20
           |
        21 |       os: [ubuntu, macos]
           |                    ^^^^^
        """),
    Mismatch(
        "a path the text holds only part of", at: ["jobs", "build", "runs-on", "image"],
        """
        error: jobs.build.runs-on.image: Expected to decode Int but found a string.
         --> line 7, column 14
          |
        7 |     runs-on: ubuntu-latest
          |              ^^^^^^^^^^^^^
          = note: the data has no value at jobs.build.runs-on.image; this is jobs.build.runs-on.
        """),
    Mismatch(
        "an element of a flow sequence in a flow mapping",
        at: ["jobs", "build", "steps", 1, "env", "FLAGS", 1],
        """
        error: jobs.build.steps[1].env.FLAGS[1]: Expected to decode Int but found a string.
          --> line 14, column 49
           |
        14 |         env: {SWIFT_VERSION: "6.2", FLAGS: [-v, --parallel]}
           |                                                 ^^^^^^^^^^
        """),
    Mismatch(
        "a quoted scalar in a flow mapping", at: ["jobs", "build", "steps", 1, "env", "SWIFT_VERSION"],
        """
        error: jobs.build.steps[1].env.SWIFT_VERSION: Expected to decode Int but found a string.
          --> line 14, column 30
           |
        14 |         env: {SWIFT_VERSION: "6.2", FLAGS: [-v, --parallel]}
           |                              ^^^^^
        """),
    Mismatch(
        "a flow mapping on one line, whole", at: ["jobs", "build", "steps", 1, "env"],
        """
        error: jobs.build.steps[1].env: Expected to decode Int but found a string.
          --> line 14, column 14
           |
        14 |         env: {SWIFT_VERSION: "6.2", FLAGS: [-v, --parallel]}
           |              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        """),
]

/// A YAML parser's syntax error, described as Yams describes its `YamlError`.
private struct SyntaxError: Error, CustomStringConvertible {
    let description: String
}

struct YAMLErrorRenderingTests {
    @Test(arguments: mismatches) fileprivate func aTypeMismatch(_ mismatch: Mismatch) {
        expectEqual(renderedMismatch(at: mismatch.path), mismatch.rendered)
    }

    @Test func aMissingKeyPointsAtTheMappingThatLacksIt() {
        let error = DecodingError.keyNotFound(
            Key("uses"),
            .init(codingPath: ["jobs", "build", "steps", 2] as [Key], debugDescription: "No value for uses."))
        expectEqual(
            DecodingErrorDescription.rendered(error, inYAML: workflow),
            """
            error: jobs.build.steps[2].uses: No value found for key "uses".
              --> line 15, column 9
               |
            15 |       - name: Docs
               |         ^
            """)
    }

    /// Cut anywhere, with or without a final line break, the text still renders every path
    /// of the table: a heading, and any excerpt on the lines the text has.
    @Test func everyTruncationOfTheTextRendersEveryPath() {
        let bytes = Array(workflow.utf8)
        for count in 0...bytes.count {
            let text = String(decoding: bytes.prefix(count), as: UTF8.self)
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
            for mismatch in mismatches {
                let lines = renderedMismatch(at: mismatch.path, in: text).split(separator: "\n")
                expectEqual(
                    lines.first, "error: \(DecodingErrorDescription.message(of: typeMismatch(mismatch.path)))"
                )
                if lines.count > 1, let line = Int(lines[1].split(separator: " ")[2].dropLast()) {
                    #expect(line <= lineCount)
                }
            }
        }
    }

    @Test func quotedKeysAnchorsTagsAndWindowsLineBreaks() {
        let text = [
            #""on": {"pull request": [opened, 'it''s closed'], 'branches': &main [main]}"#,
            "defaults: !!map",
            "  shell: &shell bash",
            "  \"working directory\": ./src",
        ].joined(separator: "\r\n")
        expectEqual(
            renderedMismatch(at: ["on", "pull request", 1], in: text),
            """
            error: on.pull request[1]: Expected to decode Int but found a string.
             --> line 1, column 33
              |
            1 | "on": {"pull request": [opened, 'it''s closed'], 'branches': &main [main]}
              |                                 ^^^^^^^^^^^^^^
            """)
        expectEqual(
            renderedMismatch(at: ["defaults", "working directory"], in: text),
            """
            error: defaults.working directory: Expected to decode Int but found a string.
             --> line 4, column 24
              |
            4 |   "working directory": ./src
              |                        ^^^^^
            """)
        expectEqual(
            renderedMismatch(at: ["on", "branches", 0], in: text),
            """
            error: on.branches[0]: Expected to decode Int but found a string.
             --> line 1, column 69
              |
            1 | "on": {"pull request": [opened, 'it''s closed'], 'branches': &main [main]}
              |                                                                     ^^^^
            """)
        expectEqual(
            renderedMismatch(at: ["defaults", "shell"], in: text),
            """
            error: defaults.shell: Expected to decode Int but found a string.
             --> line 3, column 17
              |
            3 |   shell: &shell bash
              |                 ^^^^
            """)
    }

    @Test func aDictionaryKeyThatLooksLikeANumberIsAKeyNotAnIndex() throws {
        // The standard library's dictionary key "1" has the integer value 1.
        let json = #"{"m": {"1": "x"}}"#
        let path = try #require(decodingError([String: [String: Int]].self, from: json)).parts.1.codingPath
        let mismatch = DecodingError.typeMismatch(
            Int.self, .init(codingPath: path, debugDescription: "Expected to decode Int but found a string."))
        expectEqual(
            DecodingErrorDescription.rendered(mismatch, inYAML: "m:\n  0: a\n  \"1\": x\n"),
            """
            error: m.1: Expected to decode Int but found a string.
             --> line 3, column 8
              |
            3 |   "1": x
              |        ^
            """)
        // Where the text holds a sequence, the shape says the key is an index.
        expectEqual(
            DecodingErrorDescription.rendered(mismatch, inYAML: "m: [a, x]\n"),
            """
            error: m.1: Expected to decode Int but found a string.
             --> line 1, column 8
              |
            1 | m: [a, x]
              |        ^
            """)
    }

    @Test func indexKeysLocateAsIndicesInsideSequencesWhateverTheirStringValue() {
        // The integer value 2 spelled "2", as a user or another decoder spells an index.
        struct NumberKey: CodingKey {
            let stringValue: String
            let intValue: Int?
            init?(stringValue: String) { (self.stringValue, intValue) = (stringValue, Int(stringValue)) }
            init(intValue: Int) { (stringValue, self.intValue) = (String(intValue), intValue) }
        }
        let text = "items:\n  - price: 1\n  - price: 2\n  - price: 3\nflow: [1, 2, x]\nports:\n  \"2\": y\n"
        func rendered(_ path: [any CodingKey]) -> String {
            let mismatch = DecodingError.typeMismatch(
                Int.self,
                .init(codingPath: path, debugDescription: "Expected to decode Int but found a string."))
            return DecodingErrorDescription.rendered(mismatch, inYAML: text)
        }
        let block = """
            error: items.2.price: Expected to decode Int but found a string.
             --> line 4, column 12
              |
            4 |   - price: 3
              |            ^
            """
        expectEqual(rendered([Key("items"), NumberKey(intValue: 2), Key("price")]), block)
        expectEqual(
            rendered([Key("items"), Key(intValue: 2), Key("price")]),
            block.replacingOccurrences(of: "items.2.price", with: "items[2].price"))
        expectEqual(
            rendered([Key("flow"), NumberKey(intValue: 2)]),
            """
            error: flow.2: Expected to decode Int but found a string.
             --> line 5, column 14
              |
            5 | flow: [1, 2, x]
              |              ^
            """)
        expectEqual(
            rendered([Key("ports"), NumberKey(intValue: 2)]),
            """
            error: ports.2: Expected to decode Int but found a string.
             --> line 7, column 8
              |
            7 |   "2": y
              |        ^
            """)
    }

    @Test func noLocationForAPathTheTextDoesNotStartOn() {
        expectEqual(
            renderedMismatch(at: ["runs-on"]), "error: runs-on: Expected to decode Int but found a string.")
    }

    @Test func aDocumentOfAStream() {
        let stream = """
            ---
            name: first
            items: [a]
            ---
            # the second document
            name: second
            items:
            - one
            -   'two' # quoted
            ...
            """
        expectEqual(
            renderedMismatch(at: ["items", 1], in: stream, document: 1),
            """
            error: items[1]: Expected to decode Int but found a string.
             --> line 9, column 5
              |
            9 | -   'two' # quoted
              |     ^^^^^
            """)
        expectEqual(
            renderedMismatch(at: ["items", 0], in: stream),
            """
            error: items[0]: Expected to decode Int but found a string.
             --> line 3, column 9
              |
            3 | items: [a]
              |         ^
            """)
        expectEqual(
            renderedMismatch(at: ["items"], in: stream, document: 2),
            "error: items: Expected to decode Int but found a string.")
    }

    @Test func positionsACallerSupplies() {
        let positions = [
            "jobs.build.timeout": (line: 8, column: 14), "jobs": (line: 6, column: 3),
            "on.Index 0": (line: 3, column: 6),
        ]
        func position(of path: [any CodingKey]) -> (line: Int, column: Int)? {
            positions[path.map(\.stringValue).joined(separator: ".")]
        }
        expectEqual(
            DecodingErrorDescription.rendered(
                typeMismatch(["jobs", "build", "timeout"]), inYAML: workflow, locatedBy: position),
            """
            error: jobs.build.timeout: Expected to decode Int but found a string.
             --> line 8, column 14
              |
            8 |     timeout: soon
              |              ^^^^
            """)
        expectEqual(
            DecodingErrorDescription.rendered(
                typeMismatch(["jobs", "deploy"]), inYAML: workflow, locatedBy: position),
            """
            error: jobs.deploy: Expected to decode Int but found a string.
             --> line 6, column 3
              |
            6 |   build:
              |   ^
              = note: the data has no value at jobs.deploy; this is jobs.
            """)
        expectEqual(
            DecodingErrorDescription.rendered(
                typeMismatch(["on", 0]), inYAML: workflow, locatedBy: position),
            """
            error: on[0]: Expected to decode Int but found a string.
             --> line 3, column 6
              |
            3 | on: [push, pull_request]
              |      ^^^^
            """)
    }

    @Test func aSyntaxErrorAtTheLineAndColumnItsDescriptionGives() {
        let error = SyntaxError(
            description: """
                9:9: error: scanner: while scanning a simple key in line 8, column 5
                could not find expected ':':
                    timeout soon
                        ^
                """)
        expectEqual(
            DecodingErrorDescription.rendered(error, inYAML: workflow),
            """
            error: scanner: while scanning a simple key in line 8, column 5 could not find expected ':'
             --> line 9, column 9
              |
            9 |     # what it runs
              |         ^
            """)
        let wrapped = DecodingError.dataCorrupted(
            .init(
                codingPath: [], debugDescription: "The given data was not valid YAML.", underlyingError: error
            ))
        expectEqual(
            DecodingErrorDescription.rendered(wrapped, inYAML: workflow),
            DecodingErrorDescription.rendered(error, inYAML: workflow))
        expectEqual(
            DecodingErrorDescription.rendered(
                SyntaxError(description: "the file is empty"), inYAML: workflow), "error: the file is empty")
    }
}
