import ExpectationSupport
import Testing

/// A payload the sample must refuse, and what it must print: the error, then where it is
/// in the payload.
struct BadPayload: Sendable, CustomTestStringConvertible {
    let name: String
    let payload: String
    /// The error's path and message.
    let error: String
    /// The position, the source line and the carets under the place.
    let place: String

    var testDescription: String { name }
}

struct BadInputTests {
    static let payloads = [
        BadPayload(
            name: "an unknown identifier at an array index",
            payload: bundledPayload(
                replacing: #""type": "detailscreen", "id": "697167E5"#,
                with: #""type": "settings", "id": "697167E5"#),
            error: #"routes[1].type: Unknown type identifier "settings" for Route; "#
                + "registered identifiers: \(knownRoutes).",
            place: """
                 --> line 5, column 19
                  |
                5 |         { "type": "settings", "id": "697167E5-90EE-4CD2-879D-EAF49064F400" }
                  |                   ^^^^^^^^^^
                """),
        BadPayload(
            name: "an unknown component kind at a nested path",
            payload: bundledPayload(replacing: #""kind": "carousel""#, with: #""kind": "video""#),
            error: #"config.components[1].kind: Unknown type identifier "video" for Component; "#
                + #"registered identifiers: "banner", "carousel", "default"."#,
            place: """
                  --> line 37, column 23
                   |
                37 |             { "kind": "video", "data": { "items": ["New in", "Bestsellers", "Last chance"], \
                "autoplay_seconds": 5 } },
                   |                       ^^^^^^^
                """),
        BadPayload(
            name: "a route where a component belongs: the object lacks its discriminator",
            payload: bundledPayload(replacing: #""kind": "default""#, with: #""type": "default""#),
            error:
                #"config.components[2].kind: Missing discriminator "kind" needed to choose a type for Component."#,
            place: """
                  --> line 38, column 13
                   |
                38 |             { "type": "default", "data": "Prices include VAT." }
                   |             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
                """),
        BadPayload(
            name: "a missing key: the object that lacks it",
            payload: bundledPayload(
                replacing: #"{ "type": "detailscreen", "id": "550121C5-3D8F-4AC8-AB14-BDF7E6D11626" }"#,
                with: #"{ "type": "detailscreen" }"#),
            error: #"routes[0].id: No value found for key "id"."#,
            place: """
                 --> line 4, column 9
                  |
                4 |         { "type": "detailscreen" },
                  |         ^^^^^^^^^^^^^^^^^^^^^^^^^^
                """),
        BadPayload(
            name: "a missing key of the top-level object",
            payload: bundledPayload(replacing: #""self": { "type": "homescreen" },"#, with: ""),
            error: #"self: No value found for key "self"."#,
            place: """
                 --> line 1, column 1
                  |
                1 | {
                  | ^
                """),
        BadPayload(
            name: "a value under a dictionary key",
            payload: bundledPayload(
                replacing: #""id": "84874B0F-1F41-4380-B3C6-CC53A0DE5453""#, with: #""id": 84874"#),
            error: "someRouteDict.profilescreen.id: Expected to decode String but found number instead.",
            place: """
                  --> line 10, column 19
                   |
                10 |             "id": 84874,
                   |                   ^^^^^
                """),
        BadPayload(
            name: "a string where a route belongs",
            payload: bundledPayload(
                replacing: #""self": { "type": "homescreen" }"#, with: #""self": "homescreen""#),
            error: "self: Expected an object holding a Route but found a string instead.",
            place: """
                 --> line 2, column 13
                  |
                2 |     "self": "homescreen",
                  |             ^^^^^^^^^^^^
                """),
        BadPayload(
            name: "a date in the wrong format at a nested path",
            payload: bundledPayload(replacing: "2024-05-31T23:59:59Z", with: "end of May"),
            error: #"config.components[0].data.schedule.ends_at: "#
                + #"Expected a date in the ISO 8601 format but found "end of May"."#,
            place: """
                  --> line 34, column 46
                   |
                34 |                     "schedule": { "ends_at": "end of May" }
                   |                                              ^^^^^^^^^^^^
                """),
        BadPayload(
            name: "a number JSONDecoder cannot fit in an Int",
            payload: bundledPayload(replacing: #""autoplay_seconds": 5"#, with: #""autoplay_seconds": 4.5"#),
            error: "config.components[1].data.autoplay_seconds: "
                + "Expected to decode Int but found the number 4.5, which Int cannot represent.",
            place: """
                  --> line 37, column 116
                   |
                37 | …        { "kind": "carousel", "data": { "items": ["New in", "Bestsellers", "Last chance"], \
                "autoplay_seconds": 4.5 } },
                   | \(String(repeating: " ", count: 112))^^^
                """),
        BadPayload(
            name: "a multi-byte line: columns count characters, carets take a terminal's widths",
            payload: bundledPayload(
                replacing: #""title": "Spring","#, with: #""emoji": "🌷 Frühling", "title": 2024,"#),
            error: "config.title: Expected to decode String but found number instead.",
            place: """
                  --> line 27, column 41
                   |
                27 |         "emoji": "🌷 Frühling", "title": 2024,
                   | \(String(repeating: " ", count: 41))^^^^
                """),
        BadPayload(
            name: "a long line: a window of 120 columns around the value",
            payload: bundledPayload(
                replacing: #""Last chance"], "autoplay_seconds": 5"#,
                with: #""Last chance", "Gift ideas", "Outlet"], "autoplay_seconds": "5""#),
            error:
                "config.components[1].data.autoplay_seconds: Expected to decode Int but found a string instead.",
            place: """
                  --> line 37, column 140
                   |
                37 | …sel", "data": { "items": ["New in", "Bestsellers", "Last chance", "Gift ideas", "Outlet"], \
                "autoplay_seconds": "5" } },
                   | \(String(repeating: " ", count: 112))^^^
                """),
        BadPayload(
            name: "a syntax error: where the JSON stops",
            payload: bundledPayload(replacing: #""tab": "deals" },"#, with: #""tab": "deals" }"#),
            error: "<root>: The given data was not valid JSON.",
            place: """
                  --> line 19, column 9
                   |
                19 |         { "type": "settings", "section": "privacy" },
                   |         ^ expected ',' or ']'
                """),
        BadPayload(
            name: "not JSON at all",
            payload: "routes: none",
            error: "<root>: The given data was not valid JSON.",
            place: """
                 --> line 1, column 1
                  |
                1 | routes: none
                  | ^ expected a value
                """),
        BadPayload(
            name: "an array where the screen belongs",
            payload: "[]",
            error: "<root>: Expected to decode Dictionary<String, Any> but found an array instead.",
            place: """
                 --> line 1, column 1
                  |
                1 | []
                  | ^^
                """),
    ]

    @Test(arguments: payloads)
    func badPayloadFailsWithTheErrorShownInThePayload(_ bad: BadPayload) {
        let run = SampleRun("-", stdin: bad.payload)
        expectEqual(run.status, 1)
        expectEqual(run.output, [])
        expectEqual(run.errors, ["error: cannot decode standard input: \(bad.error)"] + lines(bad.place))
    }

    @Test func missingFieldAtANestedPathIsAMissingKey() {
        let run = SampleRun(
            "-", stdin: bundledPayload(replacing: #""generated_at": "2024-05-01T09:30:00Z","#, with: ""))
        expectEqual(run.status, 1)
        expectEqual(run.output, [])
        expectEqual(
            run.errors,
            lines(
                """
                error: cannot decode standard input: meta.generated_at: No value found for key "generated_at".
                  --> line 22, column 13
                   |
                22 |     "meta": {
                   |             ^
                """))
    }

    @Test func strictTurnsTheDroppedRouteIntoAnError() {
        let run = SampleRun("--strict")
        expectEqual(run.status, 1)
        expectEqual(run.output, [])
        expectEqual(
            run.errors,
            ["error: cannot decode the bundled payload with --strict: \(unknownFeaturedRoute)"]
                + unknownFeaturedRoutePlace)
    }

    @Test func strictReportsEveryElementItWouldDrop() {
        let payload = bundledPayload(
            replacing: #"{ "type": "homescreen", "tab": "deals" },"#,
            with: #"{ "type": "homescreen", "tab": 7 },"#)
        let run = SampleRun("--strict", "-", stdin: payload)
        expectEqual(run.status, 1)
        expectEqual(
            run.errors,
            lines(
                """
                error: cannot decode standard input with --strict: featured[0].tab: \
                Expected to decode String but found number instead.
                  --> line 18, column 40
                   |
                18 |         { "type": "homescreen", "tab": 7 },
                   |                                        ^
                """)
                + ["error: cannot decode standard input with --strict: \(unknownFeaturedRoute)"]
                + unknownFeaturedRoutePlace)
    }

    @Test func lossyWarningsShowWhereEachDroppedElementSits() {
        let payload = bundledPayload(
            replacing: #"{ "type": "homescreen", "tab": "deals" },"#,
            with: #"{ "type": "homescreen", "tab": 7.5 },"#)
        let run = SampleRun("-", stdin: payload)
        expectEqual(run.status, 0)
        expectEqual(
            run.errors,
            lines(
                """
                warning: featured[0]: dropped: featured[0].tab: Expected to decode String but found number instead.
                  --> line 18, column 40
                   |
                18 |         { "type": "homescreen", "tab": 7.5 },
                   |                                        ^^^
                """) + bundledWarning)
    }

    @Test func missingFileFails() {
        let run = SampleRun("/nonexistent/home-screen.json")
        expectEqual(run.status, 1)
        expectEqual(run.output, [])
        expectEqual(run.errors, ["error: cannot read '/nonexistent/home-screen.json': no such file."])
    }
}
