import Foundation

/// What one side of a scenario measured.
struct SideResult {
    /// The median time of a run, in milliseconds.
    let milliseconds: Double
    /// Heap allocations per object, when the allocation counter is loaded.
    let allocationsPerObject: Double?
}

/// The result of measuring one scenario.
struct Measurement {
    let scenario: Scenario
    let baseline: SideResult
    let ours: SideResult

    var ratio: Double { ours.milliseconds / baseline.milliseconds }
}

/// Measures scenarios: warm ones in this process, cold ones through `ColdSampler`.
enum Harness {
    /// Measures scenario `number` (as `--list` shows it), `rounds` samples per side.
    static func measure(_ scenario: Scenario, number: Int, rounds: Int) throws -> Measurement {
        switch scenario.temperature {
        case .warm: return try measureWarm(scenario, rounds: rounds)
        case .cold: return try ColdSampler.measure(scenario, number: number, samples: rounds)
        }
    }

    /// Interleaved rounds (ours, baseline, ours, …) after a warm-up, so that the machine's
    /// drift hits both sides alike; each side's median, then one counted run per side.
    private static func measureWarm(_ scenario: Scenario, rounds: Int) throws -> Measurement {
        try check(scenario.name, baseline: scenario.baseline.run(), ours: scenario.ours.run())
        var ours: [Double] = []
        var baseline: [Double] = []
        for _ in 0..<rounds {
            ours.append(try time(scenario.ours.run).milliseconds)
            baseline.append(try time(scenario.baseline.run).milliseconds)
        }
        let objects = Double(scenario.objects)
        return Measurement(
            scenario: scenario,
            baseline: SideResult(
                milliseconds: median(baseline),
                allocationsPerObject: try time(scenario.baseline.run).allocations.map { Double($0) / objects }
            ),
            ours: SideResult(
                milliseconds: median(ours),
                allocationsPerObject: try time(scenario.ours.run).allocations.map { Double($0) / objects }))
    }

    /// Runs `body` once: its checksum, its time and the heap allocations it made.
    static func time(_ body: () throws -> Int) throws -> (
        checksum: Int, milliseconds: Double, allocations: Int?
    ) {
        let allocationsBefore = AllocationCounter.count
        let start = DispatchTime.now().uptimeNanoseconds
        let checksum = try body()
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        let allocations = AllocationCounter.count.map { $0 - (allocationsBefore ?? 0) }
        blackHole(checksum)
        return (checksum, Double(elapsed) / 1_000_000, allocations)
    }

    static func check(_ name: String, baseline: Int, ours: Int) throws {
        guard baseline == ours else {
            throw BenchmarkError.checksumMismatch(name, baseline: baseline, ours: ours)
        }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}

enum BenchmarkError: Error, CustomStringConvertible {
    case checksumMismatch(String, baseline: Int, ours: Int)
    case unknownScenario(String)
    case unknownVariant(String)
    case badSample(String)
    case allocationCounterOff(Int, Int)

    var description: String {
        switch self {
        case .checksumMismatch(let name, let baseline, let ours):
            return "\(name): the two sides disagree (baseline checksum \(baseline), ours \(ours))"
        case .unknownScenario(let name):
            return "unknown scenario \"\(name)\""
        case .unknownVariant(let name):
            return "unknown variant \"\(name)\" (expected ours or baseline)"
        case .badSample(let output):
            return "a cold sample's process printed \"\(output)\" instead of its measurement"
        case .allocationCounterOff(let expected, let counted):
            return "the allocation counter saw \(counted) allocations for \(expected) class instances"
        }
    }
}

/// Keeps a value alive as far as the optimizer can tell.
@inline(never)
func blackHole(_ value: Int) {
    if value == 0x5EED_F00D { print("") }
}
