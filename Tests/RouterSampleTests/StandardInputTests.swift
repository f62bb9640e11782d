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
            run.errors == [
                #"error: cannot decode standard input with --strict: featured[1].type: "#
                    + #"Unknown type identifier "settings" for Route; registered identifiers: \#(knownRoutes)."#
            ])
    }

    @Test func emptyStandardInputIsNotJSON() {
        let run = SampleRun("-", stdin: "")
        #expect(run.status == 1)
        #expect(run.output == [])
        #if os(Linux)
            #expect(
                run.errors == [
                    "error: cannot decode standard input: <root>: The given data was not valid JSON. "
                        + "Unexpected end of file during JSON parse."
                ])
        #else
            #expect(run.errors.count == 1)
            #expect(
                run.errors.first?.hasPrefix(
                    "error: cannot decode standard input: <root>: The given data was not valid JSON.") == true
            )
        #endif
    }
}
