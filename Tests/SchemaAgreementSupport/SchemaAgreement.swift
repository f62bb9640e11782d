import DynamicCoding
import Foundation

/// Checks that a JSON Schema accepts a payload exactly when a type decodes it:
/// ``cases(_:payloads:decoder:)`` decodes each payload, ``check(schema:cases:)`` has
/// `Scripts/schema-agreement.py` (Python's `jsonschema`, Draft 2020-12) validate all of them
/// in one process and reports where the two disagree.
///
/// ```swift
/// let payloads = PayloadMutants.of(sample)
/// let cases = try SchemaAgreement.cases(Person.self, payloads: payloads, decoder: JSONDecoder())
/// let report = try SchemaAgreement.check(schema: schema, cases: cases)
/// #expect(report.agrees, "\(report)")
/// ```
package enum SchemaAgreement {
    /// Why a check could not run: the script is missing, or Python failed.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// Whether the tests that call Python's `jsonschema` run: when `python3` can import it,
    /// or when ``requiredVariable`` is set (CI sets it, so that a missing module fails those
    /// tests instead of skipping them). Asked once; the first time it is false, it prints
    /// once why, and how to run them.
    ///
    /// ```swift
    /// @Test(.enabled(if: SchemaAgreement.runs, Comment(rawValue: SchemaAgreement.skipReason)))
    /// func aPayloadIsValidExactlyWhenItDecodes() throws { … }
    /// ```
    package static let runs: Bool = {
        if ProcessInfo.processInfo.environment[requiredVariable] == "1" { return true }
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("schema-agreement-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let status = try? run(["python3", "-c", "import jsonschema"], output: output, errors: output)
        guard status != 0 else { return true }
        FileHandle.standardError.write(Data(notice.utf8))
        return false
    }()

    /// The environment variable that makes the schema agreement tests required.
    package static let requiredVariable = "DYNAMIC_CODING_REQUIRE_JSONSCHEMA"

    /// Why a schema agreement test was skipped, as each skipped test says it.
    package static let skipReason = "needs Python's jsonschema (see the notice above)"

    /// What the test run prints once when the schema agreement tests are skipped.
    private static let notice = """
        note: skipping the schema agreement tests: `python3 -c 'import jsonschema'` failed.
        They check exported JSON Schemas with Python's jsonschema. To run them, install it \
        (`python3 -m pip install jsonschema`); `\(requiredVariable)=1 swift test` makes \
        them fail instead of skipping them, as CI does.

        """

    /// Checks `schema` against `type` on `payload` and each of its ``PayloadMutants``: the
    /// report of the one batch.
    ///
    /// ```swift
    /// let report = try SchemaAgreement.checkMutants(
    ///     of: payload, as: Screen.self, schema: schema.document, decoder: decoder, discriminatorKeys: ["type"])
    /// #expect(report.agrees, "\(report)")
    /// ```
    package static func checkMutants<T: Decodable>(
        of payload: CodableValue, as type: T.Type, schema: CodableValue, decoder: JSONDecoder,
        discriminatorKeys: Set<String> = []
    ) throws -> AgreementReport {
        let mutants = PayloadMutants.of(payload, discriminatorKeys: discriminatorKeys)
        return try check(schema: schema, cases: cases(type, payloads: mutants, decoder: decoder))
    }

    /// One case per payload: the payload encoded by `JSONEncoder`, then decoded as `type`
    /// by `decoder`; the case records whether that decode succeeded.
    package static func cases<T: Decodable>(
        _ type: T.Type, payloads: [(name: String, payload: CodableValue)], decoder: JSONDecoder
    ) throws -> [AgreementCase] {
        let encoder = JSONEncoder()
        return try payloads.map { name, payload in
            let data = try encoder.encode(payload)
            let decodes = (try? decoder.decode(type, from: data)) != nil
            return AgreementCase(name: name, payload: payload, decodes: decodes)
        }
    }

    /// Validates every case's payload against `schema` with `Scripts/schema-agreement.py`
    /// (one process for the whole test run, ``AgreementServer``) and returns what it found.
    /// Throws ``Failure`` when the script could not run (no `python3`, no `jsonschema`), not
    /// when the schema disagrees. A case whose validation takes `timeLimit` seconds stops
    /// the check (``AgreementReport/stopped``).
    package static func check(
        schema: CodableValue, cases: [AgreementCase], timeLimit: Double? = nil
    ) throws -> AgreementReport {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("schema-agreement-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let casesFile = directory.appendingPathComponent("cases.json")
        let entries = cases.map { (entry: AgreementCase) -> CodableValue in
            ["name": .string(entry.name), "payload": entry.payload, "decodes": .bool(entry.decodes)]
        }
        var document: CodableValue = ["schema": schema, "cases": .array(entries)]
        if let timeLimit { document["timeLimit"] = .double(timeLimit) }
        try JSONEncoder().encode(document).write(to: casesFile)

        let answer = try AgreementServer.shared.answer(casesFile: casesFile, script: try script())
        if let failure = try? JSONDecoder().decode([String: String].self, from: answer)["failure"] {
            throw Failure(description: "schema-agreement.py could not read the cases: \(failure)")
        }
        do {
            return try JSONDecoder().decode(AgreementReport.self, from: answer)
        } catch {
            let text = String(decoding: answer, as: UTF8.self)
            throw Failure(description: "schema-agreement.py printed no report: \(text)")
        }
    }

    /// Runs `/usr/bin/env arguments…`, standard output and error to files (so that a large
    /// report never fills a pipe), and returns its exit status.
    private static func run(_ arguments: [String], output: URL, errors: URL) throws -> Int32 {
        try Data().write(to: output)
        try Data().write(to: errors)
        let outputHandle = try FileHandle(forWritingTo: output)
        let errorHandle = try FileHandle(forWritingTo: errors)
        defer {
            try? outputHandle.close()
            try? errorHandle.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// `Scripts/schema-agreement.py` of the package this file is in: the first folder
    /// above this file that holds `Package.swift` and the script.
    private static func script() throws -> URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            let script = folder.appendingPathComponent("Scripts/schema-agreement.py")
            let manifest = folder.appendingPathComponent("Package.swift")
            if FileManager.default.fileExists(atPath: script.path),
                FileManager.default.fileExists(atPath: manifest.path)
            {
                return script
            }
            folder = folder.deletingLastPathComponent()
        }
        throw Failure(description: "no Scripts/schema-agreement.py above \(#filePath)")
    }
}
