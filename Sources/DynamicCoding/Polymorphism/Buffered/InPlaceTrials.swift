/// Trying each candidate type on the decoder itself, without reading the payload into a
/// ``CodableValue`` first, as a hand-written `init(from:)` tries types. A value decoded
/// while another is being tried (a deduced value inside a deduced value) is resolved once
/// per place and base, and the outcome kept for the other candidates: without that,
/// nested trials would take time exponential in the depth.
///
/// The places live in a session on the stack of the outermost value, which a
/// ``ThreadSlot`` points to while it is tried: the decoders of the nested values are the
/// coder's own, which carry nothing of ours. A decode started inside a trial (a type that
/// decodes another document in its `init(from:)`) at a place that extends the outermost
/// one would share its session.
///
/// ```swift
/// try InPlaceTrials.resolve(decoder, base: "Shape") { try chooseAmongCandidates(decoder) }
/// ```
enum InPlaceTrials {
    private struct Session {
        /// The outcome at each place, by base and coding path, and what it recorded in the
        /// report: recorded again wherever the outcome is used.
        var outcomes: [[String]: (outcome: Result<Any, any Error>, entries: [DecodingReport.Entry])] = [:]
    }

    private static let slot = ThreadSlot()

    /// The value `resolve` finds for the payload `decoder` holds, found once per place.
    static func resolve<Value>(_ decoder: any Decoder, base: String, _ resolve: () throws -> Value) throws
        -> Value
    {
        guard let session = slot.pointer(to: Session.self) else {
            var session = Session()
            return try slot.binding(&session) { try resolve() }
        }
        let place = [base] + PlaceKey.of(decoder.codingPath)
        let report = DecodingReport.attached(to: decoder)
        if let kept = session.pointee.outcomes[place], let value = try kept.outcome.get() as? Value {
            for entry in kept.entries { report?.record(entry) }
            return value
        }
        let (outcome, entries) = ReportTrial.collecting { try resolve() }
        session.pointee.outcomes[place] = (outcome.map { $0 as Any }, entries)
        for entry in entries { report?.record(entry) }
        return try outcome.get()
    }
}
