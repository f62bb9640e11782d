import Foundation

/// N threads decoding at once, each its own copy of the work: how much of one thread's
/// throughput each keeps. A lock on the hot path shows as a drop beyond what the cores
/// explain; with more threads than cores, each can keep at most cores / N.
enum Contention {
    static let threadCounts = [1, 2, 4, 8]

    /// The work: `[any P]` whose concrete types are `@Backed`, which reads both the
    /// registry and the schema cache per element, against the hand-written decode.
    static func table(rounds: Int) throws -> String {
        let data = RouteScenarios.routesData
        let rates = try relativeRates(
            rounds: rounds,
            baseline: { try RouteScenarios.decodeHandRoutes(data) },
            ours: { try RouteScenarios.decodeRoutes(data, with: RouteScenarios.backedRegistry) })
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var load = [0.0]
        getloadavg(&load, 1)
        var lines = [
            "",
            "Contention: N threads each decoding the @Backed polymorphic corpus at once, on \(cores) cores; "
                + "throughput per thread relative to one thread (medians of \(rounds) interleaved rounds; "
                + "the machine's load average was \(Report.format(load[0])) at the end).",
            "",
            "| threads | baseline | ours | at most, on \(cores) cores |",
            "|---:|---:|---:|---:|",
        ]
        for (index, threads) in threadCounts.enumerated() {
            let ceiling = min(1, Double(cores) / Double(threads))
            lines.append(
                "| \(threads) | \(Report.format(rates.baseline[index])) | \(Report.format(rates.ours[index])) "
                    + "| \(Report.format(ceiling)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// Per thread count, the median per-thread rate over one thread's, for both sides; each
    /// round measures every thread count on both sides, so drift hits them alike.
    private static func relativeRates(
        rounds: Int, baseline: @escaping @Sendable () throws -> Int,
        ours: @escaping @Sendable () throws -> Int
    ) throws -> (baseline: [Double], ours: [Double]) {
        let expected = try baseline()
        try Harness.check("contention", baseline: expected, ours: ours())
        var samples: [[(baseline: Double, ours: Double)]] = threadCounts.map { _ in [] }
        for _ in 0..<rounds {
            for (index, threads) in threadCounts.enumerated() {
                samples[index].append(
                    (
                        try perThreadRate(threads, baseline, expected),
                        try perThreadRate(threads, ours, expected)
                    ))
            }
        }
        let baselineRates = samples.map { Harness.median($0.map(\.baseline)) }
        let oursRates = samples.map { Harness.median($0.map(\.ours)) }
        return (baselineRates.map { $0 / baselineRates[0] }, oursRates.map { $0 / oursRates[0] })
    }

    /// Starts `threads` threads that wait for one signal, then run `work` once each; the
    /// mean of their runs per second.
    private static func perThreadRate(
        _ threads: Int, _ work: @escaping @Sendable () throws -> Int, _ expected: Int
    ) throws -> Double {
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        let results = Results()
        for _ in 0..<threads {
            finished.enter()
            Thread {
                start.wait()
                let begin = DispatchTime.now().uptimeNanoseconds
                let checksum = (try? work()) ?? expected &+ 1
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e9
                results.add(rate: 1 / seconds, correct: checksum == expected)
                finished.leave()
            }.start()
        }
        for _ in 0..<threads { start.signal() }
        finished.wait()
        return try results.meanRate(expected: expected)
    }

    /// Each thread's rate, and how many threads got a wrong checksum; an `NSLock` guards
    /// them (Synchronization's lock needs macOS 15 and `NSLock.withLock` macOS 14, above the floor).
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var rates: [Double] = []
        private var wrong = 0

        func add(rate: Double, correct: Bool) {
            lock.lock()
            defer { lock.unlock() }
            rates.append(rate)
            wrong += correct ? 0 : 1
        }

        func meanRate(expected: Int) throws -> Double {
            lock.lock()
            defer { lock.unlock() }
            guard wrong == 0 else {
                throw BenchmarkError.checksumMismatch("contention", baseline: expected, ours: -wrong)
            }
            return rates.reduce(0, +) / Double(rates.count)
        }
    }
}
