#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// State a call binds in a task-local value for the `init(from:)` calls it makes (a trial's
/// collector, a document's session), changed on the thread that bound it only. A task the
/// user starts in that call (`Task { }` in an `init(from:)`) inherits task-local values and
/// may run on another thread at the same time: there ``onThisThread`` is `nil`, so no two
/// threads change the state, which is why the box may be `@unchecked Sendable`.
///
/// ```swift
/// @TaskLocal static var bound: ThreadBound<[Entry]>?
/// let box = ThreadBound([Entry]())
/// $bound.withValue(box) { bound?.onThisThread?.state.append(entry) }  // box.state: [entry]
/// ```
final class ThreadBound<State>: @unchecked Sendable {
    private let thread = pthread_self()
    var state: State

    init(_ state: State) {
        self.state = state
    }

    /// This box, when the code asking runs on the thread that bound it; else `nil`.
    var onThisThread: ThreadBound? {
        pthread_equal(thread, pthread_self()) != 0 ? self : nil
    }
}
