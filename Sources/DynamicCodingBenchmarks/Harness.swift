import Foundation

/// One thing to measure: this package's code and a hand-written baseline doing the same
/// work on the same data. Each returns a checksum of what it decoded or encoded, so the
/// work can't be optimized away and both sides are known to agree.
struct Scenario {
    let name: String
    /// The highest acceptable ratio ours / baseline.
    let target: Double
    let ours: () throws -> Int
    let baseline: () throws -> Int
    /// `MemoryLayout` stride of the `@Backed` model and of its plain twin, when it has one.
    var layout: (backed: Int, plain: Int, properties: Int)?
}

/// The result of measuring one scenario.
struct Measurement {
    let scenario: Scenario
    let baselineMedian: Double
    let oursMedian: Double

    var ratio: Double { oursMedian / baselineMedian }
}

/// Runs interleaved rounds (ours, baseline, ours, …) after a warm-up, so that the
/// machine's drift hits both sides alike, and keeps each side's median.
enum Harness {
    static func measure(_ scenario: Scenario, rounds: Int) throws -> Measurement {
        let expected = try scenario.baseline()
        let actual = try scenario.ours()
        guard expected == actual else {
            throw BenchmarkError.checksumMismatch(scenario.name, baseline: expected, ours: actual)
        }
        var ours: [Double] = []
        var baseline: [Double] = []
        for _ in 0..<rounds {
            ours.append(try time(scenario.ours))
            baseline.append(try time(scenario.baseline))
        }
        return Measurement(scenario: scenario, baselineMedian: median(baseline), oursMedian: median(ours))
    }

    private static func time(_ body: () throws -> Int) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let checksum = try body()
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        blackHole(checksum)
        return Double(elapsed) / 1_000_000
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}

enum BenchmarkError: Error, CustomStringConvertible {
    case checksumMismatch(String, baseline: Int, ours: Int)
    case unknownScenario(String)

    var description: String {
        switch self {
        case .checksumMismatch(let name, let baseline, let ours):
            return "\(name): the two sides disagree (baseline checksum \(baseline), ours \(ours))"
        case .unknownScenario(let name):
            return "unknown scenario \"\(name)\""
        }
    }
}

/// Keeps a value alive as far as the optimizer can tell.
@inline(never)
func blackHole(_ value: Int) {
    if value == 0x5EED_F00D { print("") }
}
