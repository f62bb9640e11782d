import Foundation
import Synchronization

/// A value that readers load without a lock and writers replace under one: the registry's
/// snapshot, read on every decode and changed once per registration.
///
/// A reader does one atomic load of the current immutable version. A writer builds the
/// next version under a lock and publishes it; versions it replaced stay alive, so a
/// reader still holding one never sees it freed. Each version is a whole copy, so this
/// suits values written a bounded number of times (a registry's registrations); the
/// schema cache, which gains an entry per model type, is a `TypeTable`.
///
/// ```swift
/// let cache = ReadMostly([String: Int]())
/// cache.update { $0["answer"] = 42 }
/// cache.value["answer"]  // 42
/// ```
final class ReadMostly<Value>: @unchecked Sendable {
    private final class Version {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private let current: Atomic<Unmanaged<Version>>
    /// Guards writers, and keeps every replaced version alive.
    private let replaced = Locked([Version]())

    init(_ value: Value) {
        current = Atomic(Unmanaged.passRetained(Version(value)))
    }

    deinit {
        current.load(ordering: .acquiring).release()
    }

    /// The current version.
    var value: Value {
        current.load(ordering: .acquiring).takeUnretainedValue().value
    }

    /// Publishes `body`'s change of the current version, and returns `body`'s result.
    @discardableResult
    func update<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try replaced.withLock { replaced in
            let old = current.load(ordering: .acquiring)
            var next = old.takeUnretainedValue().value
            let result = try body(&next)
            current.store(Unmanaged.passRetained(Version(next)), ordering: .releasing)
            replaced.append(old.takeRetainedValue())
            return result
        }
    }
}
