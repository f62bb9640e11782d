import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Helpers for the documentation examples' tests: the one-line message a reader of the
// docs sees, and the message a fatal error printed.

/// Asserts that decoding `json` as `type` fails with this case and exactly this line from
/// `DecodingErrorDescription.message(of:)` (path and message).
func expectMessage<T: Decodable>(
    decoding type: T.Type, from json: String, registry: TypeRegistry? = nil,
    _ expectedCase: DecodingErrorCase, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let error = decodingError(type, from: json, registry: registry, sourceLocation: sourceLocation)
    else { return }
    expectEqual(error.parts.0, expectedCase, sourceLocation: sourceLocation)
    expectEqual(DecodingErrorDescription.message(of: error), message, sourceLocation: sourceLocation)
}

/// The text after "Fatal error: " on the line of `standardError` that has it.
func fatalErrorMessage(_ standardError: [UInt8]?) -> String? {
    let text = String(decoding: standardError ?? [], as: UTF8.self)
    guard let line = text.split(separator: "\n").first(where: { $0.contains("Fatal error: ") }),
        let start = line.range(of: "Fatal error: ")
    else { return nil }
    return String(line[start.upperBound...])
}
