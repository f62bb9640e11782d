import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// The round-trip fidelity property (Support/RoundTripFidelity.swift) over the models of
// Support/FidelityModels.swift: every payload below that decodes is written back as it was
// read, but for the lossy drops its report lists. The fuzz target checks the same on
// random payloads.

struct RoundTripFidelityTests {
    @Test(arguments: [false, true])
    func anUnchangedRoundTripWritesWhatWasRead(withFallbacks: Bool) throws {
        let registry = try fidelityRegistry(withFallbacks: withFallbacks)
        for payload in fidelityPayloads {
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
