import Foundation

/// A value guarded by a lock: the one lock type of the library (decoding reports, the
/// unset-property names, and the writers of `ReadMostly` values use it; what is read on
/// every decode is `ReadMostly`, read without it).
final class Locked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
