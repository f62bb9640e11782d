import Foundation
import LibFuzzerDriver

/// Hands the command line to libFuzzer, which calls ``fuzzOneInput(_:_:)`` for each input, for
/// the target `FUZZ_TARGET` names (``FuzzTarget``). With `FUZZ_WRITE_SEEDS=DIR` it writes the
/// target's seeds into DIR instead, from the committed corpus at `FUZZ_CORPUS` (Fuzz/run.sh
/// does both).
@main
enum Main {
    static func main() {
        guard let target = FuzzTarget.selected else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("Set FUZZ_TARGET to one of: \(names).\n".utf8))
            exit(2)
        }
        let environment = ProcessInfo.processInfo.environment
        if let directory = environment["FUZZ_WRITE_SEEDS"] {
            do {
                try target.writeSeeds(
                    to: URL(fileURLWithPath: directory),
                    corpus: URL(fileURLWithPath: environment["FUZZ_CORPUS"] ?? "Corpus"))
            } catch {
                FileHandle.standardError.write(Data("Cannot write the seeds: \(error)\n".utf8))
                exit(1)
            }
            exit(0)
        }
        var argc = CommandLine.argc
        var argv = Optional(CommandLine.unsafeArgv)
        let status = LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
            fuzzOneInput(bytes, count)
        }
        exit(status)
    }
}
