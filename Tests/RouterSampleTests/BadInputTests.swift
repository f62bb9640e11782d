import Testing

/// A payload the sample must refuse, and the one error line it must print.
struct BadPayload: Sendable, CustomTestStringConvertible {
    let name: String
    let payload: String
    let error: String

    var testDescription: String { name }
}

@Suite struct BadInputTests {
    static let payloads = [
        BadPayload(
            name: "unknown route type in a list that is not lossy",
            payload: bundledPayload(
                replacing: #""type": "detailscreen", "id": "697167E5"#,
                with: #""type": "settings", "id": "697167E5"#),
            error: #"routes[1].type: Unknown type identifier "settings" for Route; "#
                + "registered identifiers: \(knownRoutes)."),
        BadPayload(
            name: "unknown component kind",
            payload: bundledPayload(replacing: #""kind": "carousel""#, with: #""kind": "video""#),
            error: #"config.components[1].kind: Unknown type identifier "video" for Component; "#
                + #"registered identifiers: "banner", "carousel", "default"."#),
        BadPayload(
            name: "a route where a component belongs",
            payload: bundledPayload(replacing: #""kind": "default""#, with: #""type": "default""#),
            error:
                #"config.components[2].kind: Missing discriminator "kind" needed to choose a type for Component."#
        ),
        BadPayload(
            name: "missing field of a route",
            payload: bundledPayload(
                replacing: #"{ "type": "detailscreen", "id": "550121C5-3D8F-4AC8-AB14-BDF7E6D11626" }"#,
                with: #"{ "type": "detailscreen" }"#),
            error: #"routes[0].id: No value found for key "id"."#),
        BadPayload(
            name: "missing polymorphic field",
            payload: bundledPayload(replacing: #""self": { "type": "homescreen" },"#, with: ""),
            error: #"self: No value found for key "self"."#),
        BadPayload(
            name: "a string where a route belongs",
            payload: bundledPayload(
                replacing: #""self": { "type": "homescreen" }"#, with: #""self": "homescreen""#),
            error: "self: Expected an object holding a Route but found a string instead."),
        BadPayload(
            name: "a date in the wrong format",
            payload: bundledPayload(replacing: "2024-05-31T23:59:59Z", with: "end of May"),
            error: #"config.components[0].schedule.ends_at: "#
                + #"Expected a date in the ISO 8601 format but found "end of May"."#),
        BadPayload(
            name: "a value of the wrong type",
            payload: bundledPayload(replacing: #""autoplay_seconds": 5"#, with: #""autoplay_seconds": "5""#),
            error: "config.components[1].autoplay_seconds: Expected to decode Int but found a string instead."
        ),
        BadPayload(
            name: "an array where the screen belongs",
            payload: "[]",
            error: "<root>: Expected to decode Dictionary<String, Any> but found an array instead."),
    ]

    @Test(arguments: payloads)
    func badPayloadFailsWithTheErrorForAPerson(_ bad: BadPayload) {
        let run = SampleRun("-", stdin: bad.payload)
        #expect(run.status == 1)
        #expect(run.output == [])
        #expect(run.errors == ["error: cannot decode standard input: \(bad.error)"])
    }

    @Test func missingFieldAtANestedPathIsAMissingKey() {
        let run = SampleRun(
            "-", stdin: bundledPayload(replacing: #""generated_at": "2024-05-01T09:30:00Z","#, with: ""))
        #expect(run.status == 1)
        #expect(run.output == [])
        #expect(
            run.errors == [
                #"error: cannot decode standard input: meta.generated_at: No value found for key "generated_at"."#
            ])
    }

    @Test func notJSONFailsWithWhereTheParserStopped() {
        let run = SampleRun("-", stdin: "routes: none")
        #expect(run.status == 1)
        #expect(run.output == [])
        #if os(Linux)
            #expect(
                run.errors == [
                    "error: cannot decode standard input: <root>: The given data was not valid JSON. "
                        + "Invalid value around character 0."
                ])
        #else
            #expect(run.errors.count == 1)
            #expect(
                run.errors.first?.hasPrefix(
                    "error: cannot decode standard input: <root>: The given data was not valid JSON.") == true
            )
        #endif
    }

    @Test func strictTurnsTheDroppedRouteIntoAnError() {
        let run = SampleRun("--strict")
        #expect(run.status == 1)
        #expect(run.output == [])
        #expect(
            run.errors == [
                "error: cannot decode the bundled payload with --strict: featured[1].type: "
                    + #"Unknown type identifier "settings" for Route; registered identifiers: \#(knownRoutes)."#
            ])
    }

    @Test func strictReportsEveryElementItWouldDrop() {
        let payload = bundledPayload(
            replacing: #"{ "type": "homescreen", "tab": "deals" },"#,
            with: #"{ "type": "homescreen", "tab": 7 },"#)
        let run = SampleRun("--strict", "-", stdin: payload)
        #expect(run.status == 1)
        #expect(
            run.errors == [
                "error: cannot decode standard input with --strict: featured[0].tab: "
                    + "Expected to decode String but found number instead.",
                "error: cannot decode standard input with --strict: featured[1].type: "
                    + #"Unknown type identifier "settings" for Route; registered identifiers: \#(knownRoutes)."#,
            ])
    }

    @Test func missingFileFails() {
        let run = SampleRun("/nonexistent/home-screen.json")
        #expect(run.status == 1)
        #expect(run.output == [])
        #expect(run.errors == ["error: cannot read '/nonexistent/home-screen.json': no such file."])
    }
}
