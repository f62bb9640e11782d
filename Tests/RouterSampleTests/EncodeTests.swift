import ExpectationSupport
import Testing

struct EncodeTests {
    /// The bundled payload as the decoded screen encodes it: the unknown route dropped,
    /// the profile's absent tracking written as an empty object.
    static let encodedBundledPayload = bundledPayload(
        replacing: #"{ "type": "settings", "section": "privacy" },"#, with: ""
    ).replacingOccurrences(
        of: #""id": "2F1D43A7-5C0B-4E7A-9C43-0D2B6B7E51A9" }"#,
        with: #""id": "2F1D43A7-5C0B-4E7A-9C43-0D2B6B7E51A9", "tracking": {} }"#)

    @Test func encodePrintsTheScreenAsPrettyJSONWithSortedKeys() throws {
        let run = SampleRun("--encode")
        expectEqual(run.status, 0)
        expectEqual(run.errors, bundledWarning)
        try expectEqual(canonicalJSON(run.outputText), canonicalJSON(Self.encodedBundledPayload))
        let topLevelKeys = run.output.filter { $0.hasPrefix(#"  ""#) }.map { $0.split(separator: "\"")[1] }
        expectEqual(
            topLevelKeys,
            [
                "config", "featured", "meta", "routes", "self", "someOptionalRoute", "someRouteDict",
            ])
        let meta = try #require(run.output.firstIndex(of: #"  "meta" : {"#))
        expectEqual(
            run.output[meta...].prefix(4),
            [
                #"  "meta" : {"#,
                #"    "expires_at" : 1714559400,"#,
                #"    "generated_at" : "2024-05-01T09:30:00Z""#,
                "  },",
            ])
    }

    @Test func encodedScreenDecodesAndEncodesToTheSameText() {
        let first = SampleRun("--encode")
        let second = SampleRun("--encode", "-", stdin: first.outputText)
        expectEqual(second.status, 0)
        expectEqual(second.errors, [])
        expectEqual(second.output, first.output)
    }

    @Test func encodedScreenRoutesLikeTheOriginal() {
        let encoded = SampleRun("--encode").outputText
        let run = SampleRun("-", stdin: encoded)
        expectEqual(run.status, 0)
        expectEqual(run.errors, [])
        let renumbered = bundledHandling.map {
            $0.replacingOccurrences(of: "featured[2]", with: "featured[1]")
        }
        expectEqual(
            run.output,
            registryLines
                + ["Decoded standard input, generated 2024-05-01T09:30:00Z, expires 2024-05-01T10:30:00Z."]
                + renumbered)
    }

    @Test func strictEncodeStillRefusesToDrop() {
        let run = SampleRun("--encode", "--strict")
        expectEqual(run.status, 1)
        expectEqual(run.output, [])
        expectEqual(
            run.errors,
            ["error: cannot decode the bundled payload with --strict: \(unknownFeaturedRoute)"]
                + unknownFeaturedRoutePlace)
    }
}
