import Foundation
import LibFuzzerDriver

/// Hands the command line to libFuzzer, which calls ``fuzzOneInput(_:_:)`` for each input.
@main
enum Main {
    static func main() {
        var argc = CommandLine.argc
        var argv = Optional(CommandLine.unsafeArgv)
        let status = LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
            fuzzOneInput(bytes, count)
        }
        exit(status)
    }
}
