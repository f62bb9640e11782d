import ExpectationSupport
import Testing

/// What `router-sample --help` prints, line by line.
private let helpLines = """
    OVERVIEW: Decodes a home-screen payload with DynamicCoding and shows which
    feature's handler took each route and component, and what it produced.

    USAGE: router-sample [--strict] [--encode] [<file> | -]
           router-sample --schema

    ARGUMENTS:
      <file>      A JSON payload to decode instead of the bundled one.
      -           Read the payload from standard input.

    OPTIONS:
      --strict    Fail when an element of a lossy list cannot be decoded (an
                  unknown route type in "featured"), instead of dropping it
                  with a warning.
      --encode    Print the decoded screen re-encoded as pretty JSON with
                  sorted keys, instead of routing it.
      --schema    Print the JSON Schema (draft 2020-12) of the payloads this
                  build decodes, with every registered route and component,
                  for the teams that write them to validate against.
      -h, --help  Show this help.

    PAYLOAD:
      Without <file>, the bundled home-screen.json: single, array, dictionary
      and optional routes, a lossy list with one unknown route type, dates
      under "meta", and the components of a config screen.
      Routes are chosen by their "type": default, detailscreen, homescreen, profilescreen.
      Components are sent adjacently: their "kind" names the type and
      "data" holds the content, any JSON value (the "default" text is a
      string): banner, carousel, default.
      Both families have a type called "default"; each protocol is a namespace.

    EXIT STATUS:
      0  The payload was decoded and every route and component was handled.
      1  The payload could not be read, decoded or handled, or --strict
         refused to drop an element.
      2  The arguments were not understood.
    """.components(separatedBy: "\n")

struct ArgumentTests {
    @Test(arguments: [["--help"], ["-h"], ["--strict", "--help"], ["--frobnicate", "--help"]])
    func helpExplainsEverythingAndSucceeds(arguments: [String]) {
        let run = SampleRun(arguments: arguments)
        expectEqual(run.status, 0)
        expectEqual(run.errors, [])
        expectEqual(run.output, helpLines)
        #expect(!run.readStandardInput)
    }

    @Test func unknownOptionIsAUsageError() {
        let run = SampleRun("--verbose")
        expectEqual(run.status, 2)
        expectEqual(run.output, [])
        expectEqual(
            run.errors, ["error: unknown option '--verbose'", "Run 'router-sample --help' for usage."])
    }

    @Test func twoPayloadsAreAUsageError() {
        let run = SampleRun("a.json", "-")
        expectEqual(run.status, 2)
        expectEqual(run.output, [])
        expectEqual(
            run.errors,
            [
                "error: expected at most one payload, got 2: a.json -",
                "Run 'router-sample --help' for usage.",
            ])
        #expect(!run.readStandardInput)
    }

    @Test func doubleDashEndsTheOptions() {
        let run = SampleRun("--", "--strict")
        expectEqual(run.status, 1)
        expectEqual(run.errors, ["error: cannot read '--strict': no such file."])
    }
}
