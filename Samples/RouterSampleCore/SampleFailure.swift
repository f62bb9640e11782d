/// Why the sample stops: the lines to print on standard error and the exit status.
struct SampleFailure: Error, Equatable {
    let lines: [String]
    let status: Int32

    /// Arguments the sample does not understand: exit status 2.
    static func usage(_ problem: String) -> SampleFailure {
        SampleFailure(lines: ["error: \(problem)", "Run 'router-sample --help' for usage."], status: 2)
    }

    /// A payload that cannot be read, decoded or handled: exit status 1.
    static func input(_ lines: [String]) -> SampleFailure {
        SampleFailure(lines: lines, status: 1)
    }
}
