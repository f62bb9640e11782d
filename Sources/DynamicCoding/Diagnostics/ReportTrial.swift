/// Collects what a trial decode records in a ``DecodingReport`` (a candidate type tried on
/// a deduced payload), instead of recording it: only the chosen candidate's entries are
/// recorded, once. Trials nest; each collects what is recorded on its thread while it runs.
/// Each entry keeps the report it was recorded in, so that a document decoded inside a
/// trial (JSON carried in a string) gets its own entries in its own report.
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

    private static let slot = ThreadSlot()

    /// What `body` gave, and the report entries recorded on this thread while it ran.
    static func collecting<Value>(_ body: () throws -> Value) -> (Result<Value, any Error>, [Kept]) {
        var kept: [Kept] = []
        let outcome = slot.binding(&kept) { Result { try body() } }
        return (outcome, kept)
    }

    /// Keeps `entry`, recorded in `report`, for the trial running on this thread; `false`
    /// when none is.
    static func collect(_ entry: DecodingReport.Entry, in report: DecodingReport) -> Bool {
        guard let kept = slot.pointer(to: [Kept].self) else { return false }
        kept.pointee.append(Kept(report: report, entry: entry))
        return true
    }
}
