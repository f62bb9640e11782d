import DynamicCoding
import Foundation
import Testing

/// A real document of a format, stored under `Formats/Fixtures/<format>/<name>` and copied into
/// the test bundle (`Formats/Fixtures/README.md` names where each one comes from).
///
/// ```swift
/// let data = try FormatFixture(format: "CloudFormation", name: "sns-topic.json").data()
/// ```
struct FormatFixture: CustomTestStringConvertible, Sendable {
    /// The folder of the format: `"CloudFormation"`, `"ActivityPub"`.
    let format: String
    /// The file name: `"sns-topic.json"`.
    let name: String

    /// The file name, as a test argument is shown.
    var testDescription: String { name }

    /// Every JSON document of `format`, by name.
    ///
    /// ```swift
    /// try FormatFixture.all(in: "ActivityPub").map(\.name).first  // "funkwhale-audio.json"
    /// ```
    static func all(in format: String) throws -> [FormatFixture] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder(of: format).path)
        return names.filter { $0.hasSuffix(".json") }.sorted().map { FormatFixture(format: format, name: $0) }
    }

    /// The document's bytes.
    ///
    /// ```swift
    /// try FormatFixture(format: "ActivityPub", name: "misskey-like.json").data().count  // 479
    /// ```
    func data() throws -> Data {
        try Data(contentsOf: Self.folder(of: format).appendingPathComponent(name))
    }

    /// The folder of `format`'s documents in the test bundle.
    private static func folder(of format: String) throws -> URL {
        guard let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Fixtures"])
        }
        return fixtures.appendingPathComponent(format)
    }

    /// The document as a ``CodableValue``, to compare with what a model writes.
    ///
    /// ```swift
    /// try FormatFixture(format: "ActivityPub", name: "misskey-like.json").document()["type"]  // "Like"
    /// ```
    func document() throws -> CodableValue {
        try JSONDecoder().decode(CodableValue.self, from: data())
    }
}
