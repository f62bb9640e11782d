/// Collects what a trial decode records in a ``DecodingReport`` (a candidate type tried on
/// a deduced payload), instead of recording it: only the chosen candidate's entries are
/// recorded, once. Trials nest; each collects what is recorded on its thread while it runs.
///
/// ```swift
/// let (outcome, entries) = ReportTrial.collecting { try Circle(from: decoder) }
/// // if Circle is chosen: entries.forEach { report.record($0) }
/// ```
enum ReportTrial {
    private static let slot = ThreadSlot()

    /// What `body` gave, and the report entries recorded on this thread while it ran.
    static func collecting<Value>(_ body: () throws -> Value) -> (
        Result<Value, any Error>, [DecodingReport.Entry]
    ) {
        var entries: [DecodingReport.Entry] = []
        let outcome = slot.binding(&entries) { Result { try body() } }
        return (outcome, entries)
    }

    /// Keeps `entry` for the trial running on this thread; `false` when none is.
    static func collect(_ entry: DecodingReport.Entry) -> Bool {
        guard let entries = slot.pointer(to: [DecodingReport.Entry].self) else { return false }
        entries.pointee.append(entry)
        return true
    }
}
