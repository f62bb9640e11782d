import ExpectationSupport
import Testing

struct StandardInputTests {
    @Test func dashReadsTheRoutesFromStandardInput() {
        let run = SampleRun("-", stdin: minimalPayload)
        #expect(run.readStandardInput)
        expectEqual(run.status, 0)
        expectEqual(
            run.output,
            registryLines
                + ["Decoded standard input, generated 2024-06-01T00:00:00Z, no expiry."]
                + minimalPayloadHandling)
        expectEqual(run.errors, [])
    }

    @Test func strictRefusesTheUnknownRouteFromStandardInput() {
        let run = SampleRun("--strict", "-", stdin: bundledPayload)
        expectEqual(run.status, 1)
        expectEqual(run.output, [])
        expectEqual(
            run.errors,
            ["error: cannot decode standard input with --strict: \(unknownFeaturedRoute)"]
                + unknownFeaturedRoutePlace)
    }

    @Test func emptyStandardInputIsNotJSON() {
        let run = SampleRun("-", stdin: "")
        expectEqual(run.status, 1)
        expectEqual(run.output, [])
        expectEqual(
            run.errors,
            lines(
                """
                error: cannot decode standard input: <root>: The given data was not valid JSON.
                 --> line 1, column 1
                  |
                1 |
                  | ^ unexpected end of data
                """))
    }
}
