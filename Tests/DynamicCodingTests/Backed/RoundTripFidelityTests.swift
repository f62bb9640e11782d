import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// The round-trip fidelity property (Support/RoundTripFidelity.swift) over the models of
// Support/FidelityModels.swift: every payload below that decodes is written back as it was
// read, but for the lossy drops its report lists. The fuzz target checks the same on
// random payloads.

/// Payloads that exercise each layout and each kind of declaration; the ones with an
/// unknown identifier decode only where the base has a fallback.
private let payloads: [(name: String, json: String, needsFallbacks: Bool)] = [
    ("empty", #"{}"#, false),
    ("internal", #"{"tagged":{"kind":"disc","radius":1,"color":"red"}}"#, false),
    (
        "internal, nested",
        #"{"tagged":{"kind":"disc","radius":1,"inner":{"kind":"rod","length":2,"x":null}}}"#, false
    ),
    (
        "internal at a path",
        #"{"nested":[{"meta":{"kind":"rod","v":2},"length":3},{"meta":{"kind":"disc"},"radius":0.5}]}"#, false
    ),
    ("adjacent", #"{"adjacent":{"a":{"t":"disc","c":{"radius":2},"id":7,"z":[1]}}}"#, false),
    ("adjacent, no content", #"{"adjacent":{"a":{"t":"cap","DependsOn":"b"},"b":{"t":"cap"}}}"#, false),
    ("adjacent, empty content", #"{"adjacent":{"a":{"t":"cap","c":{}}}}"#, false),
    ("external", #"{"external":[{"disc":{"radius":3,"extra":{"deep":null}}},{"rod":{"length":1}}]}"#, false),
    ("deduced", #"{"deduced":{"length":4,"note":"x"}}"#, false),
    (
        "selected with its tag",
        #"{"selected":[{"sel":"disc","radius":1},{"sel":["rod","x:Rod"],"length":2}]}"#, false
    ),
    ("selected, lossy", #"{"selected":[{"sel":"rod","length":"long"},{"sel":"disc","radius":1}]}"#, false),
    ("selected without a tag", #"{"untagged":{"radius":1,"sel":"anything"}}"#, false),
    (
        "nested lossy parts",
        #"{"tagged":{"kind":"rod","length":1,"parts":[{"t":"disc","c":{"radius":1}},{"t":"disc"}]}}"#, false
    ),
    ("a ?? alternative", #"{"title":"Board","meta":{"count":null}}"#, false),
    ("the first of two", #"{"name":"a","title":"b"}"#, false),
    (
        "null everywhere",
        #"{"tagged":null,"nested":null,"adjacent":null,"name":null,"score":null,"tags":null}"#, false
    ),
    ("a null object on a path", #"{"meta":null,"score":"high"}"#, false),
    ("defaults for null and invalid", #"{"meta":{"label":7,"count":2},"score":null}"#, false),
    ("lossy collections", #"{"tags":["a",1,null,"b"],"limits":{"x":1,"y":"two","z":null}}"#, false),
    ("unknown keys", #"{"version":3,"meta":{"count":1,"owner":{"id":1}},"list":[1,2]}"#, false),
    ("unknown internal", #"{"tagged":{"kind":"cone","h":1},"nested":[{"meta":{"kind":"?"}}]}"#, true),
    ("unknown adjacent", #"{"adjacent":{"x":{"t":"cone","c":[1,2],"more":true}}}"#, true),
    ("unknown external", #"{"external":[{"cone":"tall"}]}"#, true),
    ("unknown selected", #"{"selected":[{"sel":"cone"}],"untagged":{"sel":"cone","h":2}}"#, true),
]

struct RoundTripFidelityTests {
    @Test(arguments: [false, true])
    func anUnchangedRoundTripWritesWhatWasRead(withFallbacks: Bool) throws {
        let registry = try fidelityRegistry(withFallbacks: withFallbacks)
        for payload in payloads {
            let data = Data(payload.json.utf8)
            let decodes = (try? makeDecoder(registry: registry).decode(FidelityBoard.self, from: data)) != nil
            expectEqual(decodes, withFallbacks || !payload.needsFallbacks, "\(payload.name) decodes")
            let problem = RoundTripFidelity.problem(FidelityBoard.self, data, registry: registry)
            #expect(problem == nil, "\(payload.name): \(problem ?? "")")
        }
    }

    @Test func theCheckFindsAChange() throws {
        // A model without a catch-all drops the keys it does not read: the check says so.
        let problem = RoundTripFidelity.problem(
            Disc.self, Data(#"{"radius":1,"inner":null,"x":1}"#.utf8),
            registry: try fidelityRegistry(withFallbacks: false))
        #expect(problem == nil)
        let lost = RoundTripFidelity.problem(
            OnlyRadius.self, Data(#"{"radius":1,"x":1}"#.utf8),
            registry: try fidelityRegistry(withFallbacks: false))
        expectEqual(lost?.split(separator: "\n").first, "OnlyRadius changed in an unchanged round trip:")
    }
}

private struct OnlyRadius: BackedCodable {
    @Backed var radius: Double
}
