import ExpectationSupport
import Testing

struct BundledPayloadTests {
    @Test func withoutArgumentsRoutesTheBundledPayload() {
        let run = SampleRun()
        expectEqual(run.status, 0)
        expectEqual(
            run.output,
            registryLines
                + [
                    "Decoded the bundled payload, generated 2024-05-01T09:30:00Z, expires 2024-05-01T10:30:00Z."
                ]
                + bundledHandling)
        expectEqual(run.errors, bundledWarning)
        #expect(!run.readStandardInput)
    }

    @Test func aFileArgumentDecodesThatFile() throws {
        try withPayloadFile(bundledPayload) { path in
            let run = SampleRun(path)
            expectEqual(run.status, 0)
            expectEqual(
                run.output,
                registryLines
                    + ["Decoded '\(path)', generated 2024-05-01T09:30:00Z, expires 2024-05-01T10:30:00Z."]
                    + bundledHandling)
            expectEqual(run.errors, bundledWarning)
        }
    }

    @Test func absentOptionalRouteExpiryAndLossyListAreFine() throws {
        try withPayloadFile(minimalPayload) { path in
            let run = SampleRun(path)
            expectEqual(run.status, 0)
            expectEqual(
                run.output,
                registryLines + [
                    "Decoded '\(path)', generated 2024-06-01T00:00:00Z, no expiry."
                ]
                    + minimalPayloadHandling)
            expectEqual(run.errors, [])
        }
    }

    @Test func strictAcceptsAPayloadWithNothingToDrop() throws {
        let payload = bundledPayload(
            replacing: #"{ "type": "settings", "section": "privacy" },"#, with: "")
        try withPayloadFile(payload) { path in
            let run = SampleRun("--strict", path)
            expectEqual(run.status, 0)
            expectEqual(
                run.output,
                registryLines
                    + ["Decoded '\(path)', generated 2024-05-01T09:30:00Z, expires 2024-05-01T10:30:00Z."]
                    + bundledHandling.map { $0.replacingOccurrences(of: "featured[2]", with: "featured[1]") })
            expectEqual(run.errors, [])
        }
    }
}
