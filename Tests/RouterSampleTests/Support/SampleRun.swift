import Foundation
import RouterSampleCore

/// One run of the sample's logic, as the `router-sample` executable runs it: the exit
/// status and the lines printed on standard output and standard error.
struct SampleRun {
    let status: Int32
    let output: [String]
    let errors: [String]
    /// Whether the run read standard input.
    let readStandardInput: Bool

    init(_ arguments: String..., stdin: String = "") {
        self.init(arguments: arguments, stdin: stdin)
    }

    init(arguments: [String], stdin: String = "") {
        var output: [String] = []
        var errors: [String] = []
        var readStandardInput = false
        status = RouterSample.run(
            arguments: arguments,
            stdin: {
                readStandardInput = true
                return Data(stdin.utf8)
            },
            output: { output += $0.components(separatedBy: "\n") },
            errorOutput: { errors += $0.components(separatedBy: "\n") })
        self.output = output
        self.errors = errors
        self.readStandardInput = readStandardInput
    }

    /// Standard output as one string.
    var outputText: String { output.joined(separator: "\n") }
}

/// Writes `contents` to a temporary file, runs `body` with its path, then removes it.
func withPayloadFile<Result>(_ contents: String, _ body: (String) throws -> Result) throws -> Result {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("router-sample-\(UUID().uuidString).json")
    try Data(contents.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url.path)
}

/// Parses JSON text and serializes it again with sorted keys, to compare payloads by meaning.
func canonicalJSON(_ text: String) throws -> String {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
}
