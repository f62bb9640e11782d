#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One pointer per thread, for state a decode keeps on its own stack and the `init(from:)`
/// calls it makes find (the coder's decoders carry nothing of ours). Reading or setting it
/// allocates nothing, where binding a task-local value allocates once per binding.
///
/// ```swift
/// static let slot = ThreadSlot()
/// var state = State()
/// try slot.binding(&state) { try decodeNested() }  // nested code reads slot.pointer(to:)
/// ```
struct ThreadSlot: Sendable {
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        // Fails only when the process has used up its keys (`PTHREAD_KEYS_MAX`, at least
        // 128); the library makes three.
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed with error \(status)")
        self.key = key
    }

    /// What this thread's slot points to, as a `Value`, if it is bound.
    func pointer<Value>(to type: Value.Type) -> UnsafeMutablePointer<Value>? {
        pthread_getspecific(key)?.assumingMemoryBound(to: Value.self)
    }

    /// Runs `body` with this thread's slot pointing to `value`, then restores what it pointed to.
    func binding<Value, Result>(_ value: inout Value, _ body: () throws -> Result) rethrows -> Result {
        let previous = pthread_getspecific(key)
        return try withUnsafeMutablePointer(to: &value) { pointer in
            pthread_setspecific(key, pointer)
            defer { pthread_setspecific(key, previous) }
            return try body()
        }
    }
}
