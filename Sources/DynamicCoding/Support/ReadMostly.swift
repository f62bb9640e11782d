import Foundation

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
final class ReadMostly<Value: Sendable>: @unchecked Sendable {
    private final class Version {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// The current version: the bits of an `Unmanaged<Version>` holding one retain.
    private let current: AtomicWord
    /// Guards writers, and keeps every replaced version alive.
    private let replaced = Locked([Version]())

    init(_ value: Value) {
        current = AtomicWord(Unmanaged.passRetained(Version(value)).bits)
    }

    deinit {
        published.release()
    }

    /// The current version.
    var value: Value {
        published.takeUnretainedValue().value
    }

    /// The current version's box, read with acquiring order: its contents are seen.
    private var published: Unmanaged<Version> {
        Unmanaged(bits: current.load(ordering: .acquiring))
    }

    /// Publishes `body`'s change of the current version, and returns `body`'s result.
    @discardableResult
    func update<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try replaced.withLock { replaced in
            let old = published
            var next = old.takeUnretainedValue().value
            let result = try body(&next)
            current.store(Unmanaged.passRetained(Version(next)).bits, ordering: .releasing)
            replaced.append(old.takeRetainedValue())
            return result
        }
    }
}
