/// The command line, parsed by hand: `router-sample [--strict] [--encode | --schema] [FILE | -]`.
struct Options: Equatable {
    /// Where the payload comes from.
    enum Input: Equatable {
        case bundled
        case file(String)
        case standardInput
    }

    var input = Input.bundled
    var isStrict = false
    var encodes = false
    var printsSchema = false
    var showsHelp = false

    /// Parses `arguments` (without the program name). `--help` wins over any mistake;
    /// otherwise an unknown option or a second payload is a usage error.
    init(parsing arguments: [String]) throws {
        var payloads: [String] = []
        var problem: String?
        var optionsEnded = false
        for argument in arguments {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                payloads.append(argument)
                continue
            }
            switch argument {
            case "--": optionsEnded = true
            case "--strict": isStrict = true
            case "--encode": encodes = true
            case "--schema": printsSchema = true
            case "-h", "--help": showsHelp = true
            default: problem = problem ?? "unknown option '\(argument)'"
            }
        }
        if payloads.count > 1 {
            problem =
                problem
                ?? "expected at most one payload, got \(payloads.count): \(payloads.joined(separator: " "))"
        }
        if let problem, !showsHelp {
            throw SampleFailure.usage(problem)
        }
        if let payload = payloads.first {
            input = payload == "-" ? .standardInput : .file(payload)
        }
    }
}
