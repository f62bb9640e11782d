import Foundation

/// How a YAML 1.1 reader (PyYAML) and a YAML 1.2 reader (ruamel.yaml) read a YAML text:
/// each Python's `repr` of the list of the text's documents, so that `1.0` and `1`, `True`
/// and `1`, `'64'` and `64` differ. Read by `readings.py`, beside this file, which needs
/// `python3 -m pip install pyyaml ruamel.yaml`.
///
/// ```swift
/// let readings = try YAMLReadings(of: "ratio: 1e+0\n")
/// readings.yaml11  // "[{'ratio': '1e+0'}]"
/// readings.yaml12  // "[{'ratio': 1.0}]"
/// ```
struct YAMLReadings: Equatable, CustomStringConvertible {
    /// PyYAML's reading.
    let yaml11: String
    /// ruamel.yaml's reading.
    let yaml12: String

    /// Whether both readers read the same values.
    var agree: Bool { yaml11 == yaml12 }

    var description: String { "YAML 1.1: \(yaml11)\nYAML 1.2: \(yaml12)" }
}

extension YAMLReadings {
    /// Runs `readings.py` on `yaml`.
    init(of yaml: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "readings-\(UUID().uuidString).yaml")
        try Data(yaml.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "readings.py")
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, file.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n").map(String.init)
        guard process.terminationStatus == 0, lines.count == 2 else {
            throw ReadingsFailure(
                description: "readings.py exited with \(process.terminationStatus): \(text)")
        }
        yaml11 = lines[0]
        yaml12 = lines[1]
    }
}

/// `readings.py` did not print two readings (no `python3`, PyYAML or ruamel.yaml).
struct ReadingsFailure: Error, CustomStringConvertible {
    let description: String
}
