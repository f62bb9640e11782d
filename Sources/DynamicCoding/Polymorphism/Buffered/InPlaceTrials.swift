/// Trying each candidate type on the decoder itself, without reading the payload into a
/// ``CodableValue`` first, as a hand-written `init(from:)` tries types. A value decoded
/// while another is being tried (a deduced value inside a deduced value) is resolved once
/// per place and base, and the outcome kept for the other candidates: without that,
/// nested trials would take time exponential in the depth.
///
/// The places live in a session bound to the task for the outermost value: the decoders
/// of the nested values are the coder's own, which carry nothing of ours.
///
/// ```swift
/// try InPlaceTrials.resolve(decoder, base: "Shape") { try chooseAmongCandidates(decoder) }
/// ```
enum InPlaceTrials {
    @TaskLocal private static var session: Session?

    /// Unchecked: one decode, which runs on one thread, reads and writes it.
    final class Session: @unchecked Sendable {
        /// The outcome at each place, by base and coding path.
        var outcomes: [[String]: Result<Any, any Error>] = [:]
    }

    /// The value `resolve` finds for the payload `decoder` holds, found once per place.
    static func resolve(_ decoder: any Decoder, base: String, _ resolve: () throws -> Any) throws -> Any {
        guard let session else {
            return try $session.withValue(Session()) { try resolve() }
        }
        let place = [base] + decoder.codingPath.map { $0.intValue.map { "#\($0)" } ?? ".\($0.stringValue)" }
        if let outcome = session.outcomes[place] { return try outcome.get() }
        let outcome = Result { try resolve() }
        session.outcomes[place] = outcome
        return try outcome.get()
    }
}
