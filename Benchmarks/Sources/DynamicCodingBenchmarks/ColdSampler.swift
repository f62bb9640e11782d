import Foundation

/// Measures a cold scenario: every sample is a fresh process of this executable that runs
/// one side once (`--cold-sample S V`) and prints what it measured; medians per side.
enum ColdSampler {
    static func measure(_ scenario: Scenario, number: Int, samples: Int) throws -> Measurement {
        var ours: [Sample] = []
        var baseline: [Sample] = []
        for _ in 0..<samples {
            let (oursSample, baselineSample) = (try sample(number, "ours"), try sample(number, "baseline"))
            try Harness.check(scenario.name, baseline: baselineSample.checksum, ours: oursSample.checksum)
            ours.append(oursSample)
            baseline.append(baselineSample)
        }
        return Measurement(scenario: scenario, baseline: result(baseline), ours: result(ours))
    }

    /// What one sample prints: `checksum milliseconds allocations`, `-` for no counter.
    static func line(_ run: (checksum: Int, milliseconds: Double, allocations: Int?)) -> String {
        "\(run.checksum) \(run.milliseconds) \(run.allocations.map(String.init) ?? "-")"
    }

    private struct Sample {
        let checksum: Int
        let milliseconds: Double
        let allocations: Int?
    }

    private static func sample(_ number: Int, _ variant: String) throws -> Sample {
        let process = Process()
        process.executableURL = Bundle.main.executableURL
        process.arguments = ["--cold-sample", String(number), variant]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = text.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard process.terminationStatus == 0, fields.count == 3, let checksum = Int(fields[0]),
            let milliseconds = Double(fields[1])
        else { throw BenchmarkError.badSample(text) }
        return Sample(checksum: checksum, milliseconds: milliseconds, allocations: Int(fields[2]))
    }

    private static func result(_ samples: [Sample]) -> SideResult {
        let allocations = samples.compactMap(\.allocations).map(Double.init)
        return SideResult(
            milliseconds: Harness.median(samples.map(\.milliseconds)),
            allocationsPerObject: allocations.isEmpty ? nil : Harness.median(allocations))
    }
}
