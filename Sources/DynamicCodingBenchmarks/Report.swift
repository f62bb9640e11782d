import Foundation

/// The markdown table the benchmark prints.
enum Report {
    static let header = """
        | scenario | baseline (ms) | ours (ms) | ratio | target | model size (backed / plain) |
        |---|---:|---:|---:|---:|---|
        """

    static func row(_ measurement: Measurement) -> String {
        let scenario = measurement.scenario
        let verdict = measurement.ratio <= scenario.target ? "" : " ✗"
        let layout = scenario.layout.map { layout in
            let perProperty = Double(layout.backed - layout.plain) / Double(layout.properties)
            return "\(layout.backed) / \(layout.plain) B (\(format(perProperty, digits: 1)) B per property)"
        }
        return
            "| \(scenario.name) | \(format(measurement.baselineMedian)) | \(format(measurement.oursMedian)) "
            + "| \(format(measurement.ratio))×\(verdict) | ≤ \(format(scenario.target))× | \(layout ?? "") |"
    }

    static func footer(rounds: Int, allMet: Bool) -> String {
        """

        Medians of \(rounds) interleaved rounds on \(Corpus.count) elements each. \
        \(allMet ? "Every target met." : "✗ marks a missed target.")
        """
    }

    private static func format(_ value: Double, digits: Int = 2) -> String {
        String(format: "%.\(digits)f", value)
    }
}
