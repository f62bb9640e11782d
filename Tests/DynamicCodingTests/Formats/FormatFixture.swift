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

    /// The document's bytes.
    ///
    /// ```swift
    /// try FormatFixture(format: "ActivityPub", name: "misskey-like.json").data().count  // 479
    /// ```
    func data() throws -> Data {
        guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Fixtures"])
        }
        return try Data(contentsOf: folder.appendingPathComponent(format).appendingPathComponent(name))
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
