import Foundation

/// The test run's one `Scripts/schema-agreement.py --serve` process: Python starts and
/// imports `jsonschema` once (about 0.3 s), not once per check. Checks from parallel tests
/// take turns; each sends the path of a cases file and reads back one line of JSON.
///
/// `@unchecked Sendable`: every stored property is read and written under `lock` only.
///
/// ```swift
/// let line = try AgreementServer.shared.answer(casesFile: file, script: script)
/// ```
final class AgreementServer: @unchecked Sendable {
    /// The server of this test run, started by the first check.
    static let shared = AgreementServer()

    /// The running server: its process, the two ends of its pipes, and the file that
    /// receives its standard error.
    private struct Connection {
        let process: Process
        let requests: FileHandle
        let answers: FileHandle
        let errors: URL
    }

    private let lock = NSLock()
    private var connection: Connection?
    /// Bytes read after the last answer's newline: the start of the next answer.
    private var pending = Data()

    /// The server's answer to `casesFile`, one line of JSON without its newline. Starts
    /// the server on first use; throws ``SchemaAgreement/Failure`` when it cannot start or
    /// has ended, with what it wrote to standard error.
    func answer(casesFile: URL, script: URL) throws -> Data {
        lock.lock()
        defer { lock.unlock() }
        let server = try connection ?? start(script: script)
        connection = server
        do {
            try server.requests.write(contentsOf: Data((casesFile.path + "\n").utf8))
        } catch {
            throw failure("stopped reading requests: \(error)", errors: server.errors)
        }
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[..<newline]
                pending = Data(pending[pending.index(after: newline)...])
                return Data(line)
            }
            let chunk = server.answers.availableData
            guard !chunk.isEmpty else { throw failure("ended before answering", errors: server.errors) }
            pending.append(chunk)
        }
    }

    private func start(script: URL) throws -> Connection {
        let errors = FileManager.default.temporaryDirectory
            .appendingPathComponent("schema-agreement-server-\(UUID().uuidString).txt")
        try Data().write(to: errors)
        // A server that died must fail the check that writes to it, not end the test run.
        signal(SIGPIPE, SIG_IGN)
        let requestPipe = Pipe()
        let answerPipe = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--serve"]
        process.standardInput = requestPipe
        process.standardOutput = answerPipe
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        return Connection(
            process: process, requests: requestPipe.fileHandleForWriting,
            answers: answerPipe.fileHandleForReading, errors: errors)
    }

    private func failure(_ what: String, errors: URL) -> SchemaAgreement.Failure {
        let errorText = try? FileHandle(forReadingFrom: errors).readToEnd()
        let stderr = String(decoding: (errorText ?? nil) ?? Data(), as: UTF8.self)
        return SchemaAgreement.Failure(description: "schema-agreement.py --serve \(what): \(stderr)")
    }
}
