import DynamicCoding
import Foundation

@testable import FuzzModels

/// The round-trip fidelity property on an input: decoded as a ``FidelityBoard`` (every
/// layout, with and without fallbacks, every kind of declaration) and encoded unchanged, the
/// input comes back as it was, but for the lossy drops the report lists.
enum FidelityCheck {
    /// Checks the board with ``Matrix/registries``[`registry`]: without fallbacks (0) or with them (1).
    static func check(_ data: Data, registry: Int) {
        if let problem = RoundTripFidelity.problem(
            FidelityBoard.self, data, registry: Matrix.registries[registry])
        {
            fatalError(problem)
        }
    }
}
