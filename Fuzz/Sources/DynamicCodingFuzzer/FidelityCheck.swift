import DynamicCoding
import Foundation

/// The round-trip fidelity property on every input: decoded as a ``FidelityBoard`` (every
/// layout, with and without fallbacks, every kind of declaration) and encoded unchanged, the
/// input comes back as it was, but for the lossy drops the report lists.
enum FidelityCheck {
    private static let registries: [TypeRegistry] = {
        do {
            return [try fidelityRegistry(withFallbacks: false), try fidelityRegistry(withFallbacks: true)]
        } catch {
            fatalError("The fidelity registries do not register: \(error)")
        }
    }()

    static func check(_ data: Data) {
        for registry in registries {
            if let problem = RoundTripFidelity.problem(FidelityBoard.self, data, registry: registry) {
                fatalError(problem)
            }
        }
    }
}
