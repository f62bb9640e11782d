/// Collects what a trial decode records in a ``DecodingReport`` (a candidate type tried on
/// a deduced payload), instead of recording it: only the chosen candidate's entries are
/// recorded, once. Trials nest; each collects what is recorded while it runs, in a
/// task-local collector (the candidate's `init(from:)` takes nothing else). Each entry
/// keeps the report it was recorded in, so that a document decoded inside a trial (JSON
/// carried in a string) gets its own entries in its own report.
///
/// ```swift
/// let (outcome, kept) = ReportTrial.collecting { try Circle(from: decoder) }
/// // if Circle is chosen: kept.forEach { $0.record() }
/// ```
enum ReportTrial {
    /// An entry a trial kept, and the report it was recorded in.
    struct Kept {
        let report: DecodingReport
        let entry: DecodingReport.Entry

        /// Records the entry in its report (or keeps it for the trial around this one).
        func record() {
            report.record(entry)
        }
    }

    /// The entries the trial running keeps.
    @TaskLocal private static var collector: ThreadBound<[Kept]>?

    /// What `body` gave, and the report entries recorded while it ran.
    static func collecting<Value>(_ body: () throws -> Value) -> (Result<Value, any Error>, [Kept]) {
        let kept = ThreadBound([Kept]())
        let outcome = $collector.withValue(kept) { Result { try body() } }
        return (outcome, kept.state)
    }

    /// Keeps `entry`, recorded in `report`, for the trial running; `false` when none is.
    static func collect(_ entry: DecodingReport.Entry, in report: DecodingReport) -> Bool {
        guard let kept = collector?.onThisThread else { return false }
        kept.state.append(Kept(report: report, entry: entry))
        return true
    }
}
