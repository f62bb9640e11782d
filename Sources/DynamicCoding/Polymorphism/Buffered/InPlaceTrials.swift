#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Trying each candidate type on the decoder itself, without reading the payload into a
/// ``CodableValue`` first, as a hand-written `init(from:)` tries types. A value decoded
/// while another is being tried (a deduced value inside a deduced value) is resolved once
/// per place and base, and the outcome kept for the other candidates: without that,
/// nested trials would take time exponential in the depth.
///
/// The places live in a session on the stack of the outermost value, which this thread's
/// slot points to while it is tried: the decoders of the nested values are the coder's
/// own, which carry nothing of ours, and a slot costs no allocation, where a task-local
/// value costs one per outermost value. A decode started inside a trial (a type that
/// decodes another document in its `init(from:)`) at a place that extends the outermost
/// one would share its session.
///
/// ```swift
/// try InPlaceTrials.resolve(decoder, base: "Shape") { try chooseAmongCandidates(decoder) }
/// ```
enum InPlaceTrials {
    private struct Session {
        /// The outcome at each place, by base and coding path.
        var outcomes: [[String]: Result<Any, any Error>] = [:]
    }

    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The value `resolve` finds for the payload `decoder` holds, found once per place.
    static func resolve<Value>(_ decoder: any Decoder, base: String, _ resolve: () throws -> Value) throws
        -> Value
    {
        guard let session = pthread_getspecific(slot)?.assumingMemoryBound(to: Session.self) else {
            var session = Session()
            return try withUnsafeMutablePointer(to: &session) { session in
                pthread_setspecific(slot, session)
                defer { pthread_setspecific(slot, nil) }
                return try resolve()
            }
        }
        let place = [base] + decoder.codingPath.map { $0.intValue.map { "#\($0)" } ?? ".\($0.stringValue)" }
        if let outcome = session.pointee.outcomes[place], let value = try outcome.get() as? Value {
            return value
        }
        let outcome = Result { try resolve() }
        session.pointee.outcomes[place] = outcome.map { $0 as Any }
        return try outcome.get()
    }
}
