import Foundation

// dynamic-coding-benchmarks: this package against hand-written Codable, same data, same
// process. See --help.

let usage = """
    USAGE: dynamic-coding-benchmarks [--rounds N] [--once SCENARIO (ours|baseline)] [--list]

      (no option)        measure every scenario and print a markdown table
      --rounds N         interleaved rounds per scenario (default 15)
      --once S V         run scenario S once with variant V (ours or baseline), for
                         valgrind --tool=callgrind; S is the number shown by --list
      --list             list the scenarios
    """

nonisolated(unsafe) let scenarios: [() -> Scenario] = [
    PersonScenarios.flat, PersonScenarios.nested, RouteScenarios.polymorphic, ItemScenarios.lossy,
    RouteScenarios.dictionary, ItemScenarios.fallback, PersonScenarios.nestedEncoding,
    RouteScenarios.polymorphicEncoding, LayoutScenarios.adjacent, LayoutScenarios.external,
    LayoutScenarios.deduced,
]

/// The one call `--once` makes, named so that callgrind can count it alone:
/// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measuredRun*' …`
@inline(never)
func measuredRun(_ body: () throws -> Int) rethrows -> Int {
    try body()
}

func run(_ arguments: [String]) throws {
    if arguments.contains("--help") || arguments.contains("-h") { return print(usage) }
    if arguments.contains("--list") {
        for (index, make) in scenarios.enumerated() { print("\(index + 1)  \(make().name)") }
        return
    }
    if let position = arguments.firstIndex(of: "--once"), arguments.count > position + 2 {
        guard let number = Int(arguments[position + 1]), scenarios.indices.contains(number - 1) else {
            throw BenchmarkError.unknownScenario(arguments[position + 1])
        }
        let scenario = scenarios[number - 1]()
        let checksum = try measuredRun(
            arguments[position + 2] == "baseline" ? scenario.baseline : scenario.ours)
        return print("\(scenario.name) \(arguments[position + 2]): checksum \(checksum)")
    }
    let rounds = arguments.firstIndex(of: "--rounds").flatMap { Int(arguments[$0 + 1]) } ?? 15
    print(Report.header)
    var allMet = true
    for make in scenarios {
        let measurement = try Harness.measure(make(), rounds: rounds)
        allMet = allMet && measurement.ratio <= measurement.scenario.target
        print(Report.row(measurement))
    }
    print(Report.footer(rounds: rounds, allMet: allMet))
}

do {
    try run(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
