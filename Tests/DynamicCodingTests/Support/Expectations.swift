import DynamicCoding
import Foundation
import Testing

/// The four cases of `DecodingError`, to assert which one a decode threw.
enum DecodingErrorCase: Equatable {
    case keyNotFound, valueNotFound, typeMismatch, dataCorrupted
}

/// A decoder set up the way the tests need: registry and report in `userInfo`.
func makeDecoder(registry: TypeRegistry? = nil, report: DecodingReport? = nil) -> JSONDecoder {
    let decoder = JSONDecoder()
    if let registry { decoder.userInfo[.typeRegistry] = registry }
    if let report { decoder.userInfo[.decodingReport] = report }
    return decoder
}

/// An encoder with sorted keys and the given registry.
func makeEncoder(registry: TypeRegistry? = nil) -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    if let registry { encoder.userInfo[.typeRegistry] = registry }
    return encoder
}

func decode<T: Decodable>(
    _ type: T.Type, from json: String, registry: TypeRegistry? = nil, report: DecodingReport? = nil
) throws -> T {
    try makeDecoder(registry: registry, report: report).decode(type, from: Data(json.utf8))
}

/// Encodes `value` and returns its JSON with sorted keys.
func encodeJSON<T: Encodable>(_ value: T, registry: TypeRegistry? = nil) throws -> String {
    String(decoding: try makeEncoder(registry: registry).encode(value), as: UTF8.self)
}

/// Re-serializes JSON text with sorted keys so two payloads compare by meaning.
func canonicalJSON(_ json: String) throws -> String {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
    return String(decoding: data, as: UTF8.self)
}

/// Asserts that `value` encodes to JSON equal in meaning to `expected`.
func expectEncodes<T: Encodable>(
    _ value: T, to expected: String, registry: TypeRegistry? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let actual = try canonicalJSON(encodeJSON(value, registry: registry))
    #expect(actual == (try canonicalJSON(expected)), sourceLocation: sourceLocation)
}

/// Asserts decode → encode → decode gives an equal value, and returns it.
@discardableResult
func expectRoundTrip<T: Codable & Equatable>(
    _ type: T.Type, from json: String, registry: TypeRegistry? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> T {
    let first = try decode(type, from: json, registry: registry)
    let encoded = try encodeJSON(first, registry: registry)
    let second = try decode(type, from: encoded, registry: registry)
    #expect(first == second, sourceLocation: sourceLocation)
    return first
}

/// The error a decode threw, or a failed expectation when it did not throw a `DecodingError`.
func decodingError<T: Decodable>(
    _ type: T.Type, from json: String, registry: TypeRegistry? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> DecodingError? {
    do {
        let value = try decode(type, from: json, registry: registry)
        Issue.record("Expected a DecodingError, decoded \(value)", sourceLocation: sourceLocation)
    } catch let error as DecodingError {
        return error
    } catch {
        Issue.record("Expected a DecodingError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// Asserts that decoding fails with exactly this case, path and message.
func expectDecodingFailure<T: Decodable>(
    _ type: T.Type, from json: String, registry: TypeRegistry? = nil,
    _ expectedCase: DecodingErrorCase, at path: String, message: String? = nil,
    failure: DynamicCodingFailure? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectDecodingFailure(
        expectedCase, at: path, message: message, failure: failure, sourceLocation: sourceLocation
    ) { try decode(type, from: json, registry: registry) }
}

/// The path of an error as text; for `keyNotFound` the missing key is appended.
func pathString(_ codingPath: [any CodingKey], error: DecodingError) -> String {
    var path = codingPath
    if case .keyNotFound(let key, _) = error { path.append(key) }
    return pathString(path)
}

/// A coding path as text: `routes[1].type`.
func pathString(_ codingPath: [any CodingKey]) -> String {
    codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        .trimmingCharacters(in: CharacterSet(charactersIn: "."))
}

/// Asserts that encoding `value` fails with `EncodingError.invalidValue` at this path,
/// with this message and failure.
func expectEncodingFailure<T: Encodable>(
    _ value: T, registry: TypeRegistry? = nil, at path: String, message: String,
    failure: DynamicCodingFailure, sourceLocation: SourceLocation = #_sourceLocation
) {
    do {
        let json = try encodeJSON(value, registry: registry)
        Issue.record("Expected an EncodingError, encoded \(json)", sourceLocation: sourceLocation)
    } catch EncodingError.invalidValue(_, let context) {
        #expect(pathString(context.codingPath) == path, sourceLocation: sourceLocation)
        #expect(context.debugDescription == message, sourceLocation: sourceLocation)
        #expect(context.underlyingError as? DynamicCodingFailure == failure, sourceLocation: sourceLocation)
    } catch {
        Issue.record("Expected an EncodingError, got \(error)", sourceLocation: sourceLocation)
    }
}

extension DecodingError {
    var parts: (DecodingErrorCase, Context) {
        switch self {
        case .keyNotFound(_, let context): return (.keyNotFound, context)
        case .valueNotFound(_, let context): return (.valueNotFound, context)
        case .typeMismatch(_, let context): return (.typeMismatch, context)
        case .dataCorrupted(let context): return (.dataCorrupted, context)
        @unknown default: fatalError("unknown DecodingError")
        }
    }
}
