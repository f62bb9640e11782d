import Foundation

/// The bytes to decode and how to name where they came from in messages.
struct Payload {
    let data: Data
    let name: String
}

extension Options.Input {
    /// Reads the payload: the bundled resource, a file, or standard input.
    func read(stdin: () -> Data) throws -> Payload {
        switch self {
        case .bundled:
            guard let url = Bundle.module.url(forResource: "home-screen", withExtension: "json"),
                let data = try? Data(contentsOf: url)
            else {
                throw SampleFailure.input(["error: the bundled payload home-screen.json is missing."])
            }
            return Payload(data: data, name: "the bundled payload")
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path) else {
                let reason =
                    FileManager.default.fileExists(atPath: path) ? "it cannot be read" : "no such file"
                throw SampleFailure.input(["error: cannot read '\(path)': \(reason)."])
            }
            return Payload(data: data, name: "'\(path)'")
        case .standardInput:
            return Payload(data: stdin(), name: "standard input")
        }
    }
}
