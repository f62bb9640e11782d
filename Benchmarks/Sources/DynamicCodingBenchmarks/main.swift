import Foundation

// dynamic-coding-benchmarks: this package against hand-written Codable, same data, same
// process. See --help.

let usage = """
    USAGE: dynamic-coding-benchmarks [--rounds N] [--objects N] [--once SCENARIO (ours|baseline)]
                                     [--list]

      (no option)        measure every scenario and print a markdown table, then the
                         contention table
      --rounds N         interleaved rounds per warm scenario, fresh processes per side
                         for a cold one (default 15)
      --objects N        elements per warm scenario (default 10000)
      --once S V         run scenario S once with variant V (ours or baseline), for
                         valgrind --tool=callgrind; S is the number shown by --list. Only
                         the measured work runs inside `measuredRun`: a warm scenario's
                         warm-up and a cold scenario's earlier type run before it
      --cold-sample S V  --once, timed, printing "checksum milliseconds allocations": what
                         each fresh process of a cold scenario runs
      --list             list the scenarios
      --write-flat F N   write N people of the flat scenario to file F
      --decode-flat F V  decode file F with variant V (ours: DynamicJSONDecoder, baseline:
                         JSONDecoder), for peak memory: /usr/bin/time -f %M

    Scripts/benchmark-allocations.sh runs it with the allocation counter loaded.
    """

nonisolated(unsafe) let scenarios: [() -> Scenario] = [
    PersonScenarios.flat, PersonScenarios.nested, RouteScenarios.polymorphic, ItemScenarios.lossy,
    RouteScenarios.dictionary, ItemScenarios.fallback, PersonScenarios.nestedEncoding,
    RouteScenarios.polymorphicEncoding, RouteScenarios.backedPolymorphic, ColdScenarios.firstDecode,
    ColdScenarios.furtherType, LayoutScenarios.adjacent, LayoutScenarios.external, LayoutScenarios.deduced,
    FastJSONScenarios.flat, FastJSONScenarios.nested, FastJSONScenarios.polymorphic,
    FastJSONScenarios.backedPolymorphic, FastJSONScenarios.plain, LayoutScenarios.fastDeduced,
    FastJSONScenarios.nestedEncoding, FastJSONScenarios.polymorphicEncoding,
]

/// The one call `--once` makes, named so that callgrind can count it alone:
/// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measuredRun*' …`
@inline(never)
func measuredRun(_ body: () throws -> Int) rethrows -> Int {
    try body()
}

/// Scenario `number`'s side `variant`, prepared, then run once inside `measuredRun`.
func runOnce(_ number: String, _ variant: String) throws -> (
    name: String, run: (checksum: Int, milliseconds: Double, allocations: Int?)
) {
    guard let index = Int(number).map({ $0 - 1 }), scenarios.indices.contains(index) else {
        throw BenchmarkError.unknownScenario(number)
    }
    let scenario = scenarios[index]()
    let side = try scenario.side(variant)
    try side.prepare()
    return (scenario.name, try Harness.time { try measuredRun(side.run) })
}

func run(_ arguments: [String]) throws {
    if arguments.contains("--help") || arguments.contains("-h") { return print(usage) }
    if arguments.contains("--list") {
        for (index, make) in scenarios.enumerated() { print("\(index + 1)  \(make().name)") }
        return
    }
    if let position = arguments.firstIndex(of: "--write-flat"), arguments.count > position + 2 {
        return try MemoryRun.write(to: arguments[position + 1], count: Int(arguments[position + 2]) ?? 0)
    }
    if let position = arguments.firstIndex(of: "--decode-flat"), arguments.count > position + 2 {
        return print(try MemoryRun.decode(arguments[position + 1], arguments[position + 2]))
    }
    for option in ["--once", "--cold-sample"] {
        guard let position = arguments.firstIndex(of: option), arguments.count > position + 2 else {
            continue
        }
        let variant = arguments[position + 2]
        let once = try runOnce(arguments[position + 1], variant)
        return print(
            option == "--once"
                ? "\(once.name) \(variant): checksum \(once.run.checksum)" : ColdSampler.line(once.run))
    }
    let rounds = arguments.firstIndex(of: "--rounds").flatMap { Int(arguments[$0 + 1]) } ?? 15
    if AllocationCounter.count != nil { print(try AllocationCounter.verify(), terminator: "\n\n") }
    print(Report.header)
    var allMet = true
    for (index, make) in scenarios.enumerated() {
        let measurement = try Harness.measure(make(), number: index + 1, rounds: rounds)
        allMet = allMet && measurement.ratio <= measurement.scenario.target
        print(Report.row(measurement))
    }
    print(Report.footer(rounds: rounds, allMet: allMet))
    print(try Contention.table(rounds: rounds))
}

do {
    try run(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
