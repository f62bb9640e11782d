import Testing

@Suite struct StandardInputTests {
    @Test func dashReadsTheRoutesFromStandardInput() {
        let run = SampleRun("-", stdin: minimalPayload)
        #expect(run.readStandardInput)
        #expect(run.status == 0)
        #expect(
            run.output == registryLines
                + ["Decoded standard input, generated 2024-06-01T00:00:00Z, no expiry."]
                + minimalPayloadHandling)
        #expect(run.errors == [])
    }

    @Test func strictRefusesTheUnknownRouteFromStandardInput() {
        let run = SampleRun("--strict", "-", stdin: bundledPayload)
        #expect(run.status == 1)
        #expect(run.output == [])
        #expect(
            run.errors == ["error: cannot decode standard input with --strict: \(unknownFeaturedRoute)"]
                + unknownFeaturedRoutePlace)
    }

    @Test func emptyStandardInputIsNotJSON() {
        let run = SampleRun("-", stdin: "")
        #expect(run.status == 1)
        #expect(run.output == [])
        #expect(
            run.errors
                == lines(
                    """
                    error: cannot decode standard input: <root>: The given data was not valid JSON.
                     --> line 1, column 1
                      |
                    1 |
                      | ^ unexpected end of data
                    """))
    }
}
