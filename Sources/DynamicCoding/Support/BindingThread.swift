#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The thread that bound a task-local value the library changes while one synchronous call
/// runs (a trial's collector, a document's session). A task the user starts in that call
/// (`Task { }` in an `init(from:)`) inherits task-local values and may run on another thread
/// at the same time: there the value reads as unbound, so no two threads change it.
///
/// ```swift
/// let owner = BindingThread()
/// owner.isCurrent  // true on this thread only
/// ```
struct BindingThread {
    private let thread = pthread_self()

    /// Whether the code asking runs on the thread that bound the value.
    var isCurrent: Bool { pthread_equal(thread, pthread_self()) != 0 }
}
