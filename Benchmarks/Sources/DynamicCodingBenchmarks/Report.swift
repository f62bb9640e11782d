import Foundation

/// The markdown table the benchmark prints.
enum Report {
    static let header = """
        | scenario | baseline (ms) | ours (ms) | ratio | target | allocations per object (baseline / ours) \
        | model size (backed / plain) |
        |---|---:|---:|---:|---:|---:|---|
        """

    static func row(_ measurement: Measurement) -> String {
        let scenario = measurement.scenario
        let verdict = measurement.ratio <= scenario.target ? "" : " ✗"
        let layout = scenario.layout.map { layout in
            let perProperty = Double(layout.backed - layout.plain) / Double(layout.properties)
            return "\(layout.backed) / \(layout.plain) B (\(format(perProperty, digits: 1)) B per property)"
        }
        let allocations = [measurement.baseline, measurement.ours].map { side in
            side.allocationsPerObject.map { format($0, digits: 1) } ?? "—"
        }
        return
            "| \(scenario.name) | \(time(measurement.baseline.milliseconds)) "
            + "| \(time(measurement.ours.milliseconds)) "
            + "| \(format(measurement.ratio))×\(verdict) | ≤ \(format(scenario.target))× "
            + "| \(allocations.joined(separator: " / ")) | \(layout ?? "") |"
    }

    static func footer(rounds: Int, allMet: Bool) -> String {
        """

        Warm: medians of \(rounds) interleaved rounds on \(Corpus.count) elements each, after a warm-up. \
        Cold: medians of \(rounds) fresh processes per side, each timing its first decode of one object. \
        Allocations: \(AllocationCounter.count == nil ? "— without Scripts/benchmark-allocations.sh" : "one counted run per side"). \
        \(allMet ? "Every target met." : "✗ marks a missed target.")
        """
    }

    static func format(_ value: Double, digits: Int = 2) -> String {
        String(format: "%.\(digits)f", value)
    }

    /// Milliseconds, with three decimals below one so that cold times keep their digits.
    private static func time(_ milliseconds: Double) -> String {
        format(milliseconds, digits: milliseconds < 1 ? 3 : 2)
    }
}
