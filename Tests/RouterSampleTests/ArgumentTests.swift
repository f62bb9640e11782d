import Testing

@Suite struct ArgumentTests {
    @Test(arguments: [["--help"], ["-h"], ["--strict", "--help"], ["--frobnicate", "--help"]])
    func helpExplainsEverythingAndSucceeds(arguments: [String]) {
        let run = SampleRun(arguments: arguments)
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(
            run.output.first == "OVERVIEW: Decodes a home-screen payload with DynamicCoding and shows which")
        for line in [
            "USAGE: router-sample [--strict] [--encode] [<file> | -]",
            "  <file>      A JSON payload to decode instead of the bundled one.",
            "  -           Read the payload from standard input.",
            #"  --strict    Fail when an element of a lossy list cannot be decoded (an"#,
            "  --encode    Print the decoded screen re-encoded as pretty JSON with",
            "  -h, --help  Show this help.",
            #"  Routes are chosen by their "type": default, detailscreen, homescreen, profilescreen."#,
            #"  Components are chosen by their "kind": banner, carousel, default."#,
            "  2  The arguments were not understood.",
        ] {
            #expect(run.output.contains(line))
        }
        #expect(!run.readStandardInput)
    }

    @Test func unknownOptionIsAUsageError() {
        let run = SampleRun("--verbose")
        #expect(run.status == 2)
        #expect(run.output == [])
        #expect(run.errors == ["error: unknown option '--verbose'", "Run 'router-sample --help' for usage."])
    }

    @Test func twoPayloadsAreAUsageError() {
        let run = SampleRun("a.json", "-")
        #expect(run.status == 2)
        #expect(run.output == [])
        #expect(
            run.errors == [
                "error: expected at most one payload, got 2: a.json -",
                "Run 'router-sample --help' for usage.",
            ])
        #expect(!run.readStandardInput)
    }

    @Test func doubleDashEndsTheOptions() {
        let run = SampleRun("--", "--strict")
        #expect(run.status == 1)
        #expect(run.errors == ["error: cannot read '--strict': no such file."])
    }
}
