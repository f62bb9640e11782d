import DynamicCoding
import Foundation

@testable import FuzzModels

/// The history property on every input: decoded as a ``FidelityBoard`` with a registry that
/// has decoded every earlier input, and inside another document's `init(from:)` while a
/// value is tried, the input gives what it gives with a fresh registry.
enum HistoryCheck {
    private static let registry: TypeRegistry = {
        do {
            return try HistoryIndependence.freshRegistry()
        } catch {
            fatalError("The history registry does not register: \(error)")
        }
    }()

    static func check(_ data: Data) {
        if let problem = HistoryIndependence.problem(data, registry: registry) {
            fatalError(problem)
        }
    }
}
