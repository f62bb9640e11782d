import DynamicCoding
import Foundation
import Testing

/// Asserts that `body` throws a `DecodingError` with exactly this case, path and message
/// (and underlying failure), for decoders the other helpers don't set up.
func expectDecodingFailure(
    _ expectedCase: DecodingErrorCase, at path: String, message: String? = nil,
    failure: DynamicCodingFailure? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    performing body: () throws -> Any
) {
    do {
        let value = try body()
        Issue.record("Expected a DecodingError, decoded \(value)", sourceLocation: sourceLocation)
    } catch let error as DecodingError {
        let (actualCase, context) = error.parts
        #expect(actualCase == expectedCase, sourceLocation: sourceLocation)
        #expect(pathString(context.codingPath, error: error) == path, sourceLocation: sourceLocation)
        if let message {
            #expect(context.debugDescription == message, sourceLocation: sourceLocation)
        }
        if let failure {
            #expect(
                context.underlyingError as? DynamicCodingFailure == failure, sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record("Expected a DecodingError, got \(error)", sourceLocation: sourceLocation)
    }
}

/// Decodes `json` with a decoder of the caller's own.
func decode<T: Decodable>(_ type: T.Type, from json: String, with decoder: JSONDecoder) throws -> T {
    try decoder.decode(type, from: Data(json.utf8))
}

/// Encodes `value` with `encoder`, decodes the result with `decoder`, and asserts that
/// the two values are equal; returns the JSON written.
@discardableResult
func expectRoundTrip<T: Codable & Equatable>(
    _ value: T, encoder: JSONEncoder, decoder: JSONDecoder, sourceLocation: SourceLocation = #_sourceLocation
) throws -> String {
    let data = try encoder.encode(value)
    let again = try decoder.decode(T.self, from: data)
    #expect(again == value, sourceLocation: sourceLocation)
    return String(decoding: data, as: UTF8.self)
}

/// The same payload as `json`, as a binary property list (JSON `null` is not allowed).
func propertyList(fromJSON json: String) throws -> Data {
    let value = try JSONDecoder().decode(CodableValue.self, from: Data(json.utf8))
    return try PropertyListEncoder().encode(value)
}

/// A property-list decoder carrying `report` and `registry`.
func makePropertyListDecoder(report: DecodingReport? = nil, registry: TypeRegistry? = nil)
    -> PropertyListDecoder
{
    let decoder = PropertyListDecoder()
    if let report { decoder.userInfo[.decodingReport] = report }
    if let registry { decoder.userInfo[.typeRegistry] = registry }
    return decoder
}

/// One report entry as `path`, resolution and error case, to compare whole reports at once.
struct ReportLine: Equatable, CustomStringConvertible {
    let path: String
    let resolution: DecodingReport.Resolution
    let errorCase: DecodingErrorCase?

    init(_ path: String, _ resolution: DecodingReport.Resolution, _ errorCase: DecodingErrorCase?) {
        self.path = path
        self.resolution = resolution
        self.errorCase = errorCase
    }

    var description: String { "\(path) \(resolution) \(errorCase.map { "\($0)" } ?? "-")" }
}

extension DecodingReport {
    /// The entries as ``ReportLine``s, sorted by path (dictionary entries come in no set order).
    var lines: [ReportLine] {
        entries.map { ReportLine($0.path, $0.resolution, ($0.error as? DecodingError)?.parts.0) }
            .sorted { $0.path < $1.path }
    }
}
