/// Trying each candidate type on the decoder itself, without reading the payload into a
/// ``CodableValue`` first, as a hand-written `init(from:)` tries types. A value decoded
/// while another is being tried (a deduced value inside a deduced value) is resolved once
/// per place and base, and the outcome kept for the other candidates: without that,
/// nested trials would take time exponential in the depth.
///
/// The places live in a session of one document, bound in a task-local value while the
/// document's outermost value is tried: the decoders of the nested values are the coder's
/// own, which carry nothing of ours. The
/// document is the decoder object the values are read through (``DocumentDecoder``):
/// Foundation's coders read every value of a document through one object. A value read
/// through another object (a document decoded inside an `init(from:)`, JSON carried in a
/// string) is tried in a session of its own, which it never shares.
///
/// ```swift
/// try InPlaceTrials.resolve(decoder, base: "Shape") { try chooseAmongCandidates(decoder) }
/// ```
enum InPlaceTrials {
    /// One document's outcomes.
    private struct Session {
        /// The decoder of the document's outermost value tried, kept (and so its object).
        private let decoder: any Decoder
        /// The object every value of the document is read through: found when a nested
        /// value first asks, so that a value with nothing nested asks nothing.
        lazy var document: AnyObject? = DocumentDecoder.object(of: decoder)
        /// The outcome at each place, by base and coding path, and what it recorded in
        /// reports: recorded again wherever the outcome is used.
        var outcomes: [[String]: (outcome: Result<Any, any Error>, kept: [ReportTrial.Kept])] = [:]

        init(decoder: any Decoder) {
            self.decoder = decoder
        }
    }

    /// The session of the value being tried.
    @TaskLocal private static var bound: ThreadBound<Session>?

    /// The session of the value being tried on this thread.
    private static var session: ThreadBound<Session>? { bound?.onThisThread }

    /// Whether a value is being tried in place: the coders then read nested values through
    /// the document's own decoder, not one of their own (`superDecoder`), so that the
    /// values nested in them are found in its session.
    static var isTrying: Bool { session != nil }

    /// The value `resolve` finds for the payload `decoder` holds, found once per place of
    /// its document.
    static func resolve<Value>(_ decoder: any Decoder, base: String, _ resolve: () throws -> Value) throws
        -> Value
    {
        guard let session, let document = DocumentDecoder.object(of: decoder),
            session.state.document === document
        else {
            // The outermost value tried in its document: a session of its own. (Without an
            // object that names the document, no value nested in it finds this session.)
            return try $bound.withValue(ThreadBound(Session(decoder: decoder))) { try resolve() }
        }
        let place = [base] + PlaceKey.of(decoder.codingPath)
        if let kept = session.state.outcomes[place], let value = try kept.outcome.get() as? Value {
            for entry in kept.kept { entry.record() }
            return value
        }
        let (outcome, kept) = ReportTrial.collecting { try resolve() }
        session.state.outcomes[place] = (outcome.map { $0 as Any }, kept)
        for entry in kept { entry.record() }
        return try outcome.get()
    }
}
