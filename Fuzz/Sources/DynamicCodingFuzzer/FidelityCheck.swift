import DynamicCoding
import Foundation

@testable import FuzzModels

/// The round-trip fidelity property on an input: decoded as a ``FidelityBoard`` (every
/// layout, with and without fallbacks, every kind of declaration) and encoded unchanged, the
/// input comes back as it was, but for the lossy drops the report lists.
enum FidelityCheck {
    /// Checks the board with ``Matrix/registries``[`registry`]: without fallbacks (0) or with them (1).
    static func check(_ data: Data, registry: Int) {
        guard !hasLongNumber(data), !Matrix.hasEmptyObject(data) else { return }
        if let problem = RoundTripFidelity.problem(
            FidelityBoard.self, data, registry: Matrix.registries[registry])
        {
            fatalError(problem)
        }
    }

    /// Whether the input has a number of 16 digits or more: ``RoundTripFidelity`` compares
    /// numbers as `Double`s but keeps such a number (`CodableValue.number`) exact, so a
    /// `Double` property that rounds it differs (fuzz-findings.md 10).
    static func hasLongNumber(_ data: Data, digits: Int = 16) -> Bool {
        var run = 0
        for byte in data {
            run = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? run + 1 : 0
            if run >= digits { return true }
        }
        return false
    }
}
