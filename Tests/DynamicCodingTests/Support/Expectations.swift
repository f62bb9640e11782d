import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// The shared helpers of the tests: coders set up the way the tests need, and assertions
// that say exactly what a payload decodes to, writes, or fails with.

// MARK: - Coders

/// A JSON decoder carrying `registry` and `report` in its `userInfo`.
///
/// ```swift
/// let decoder = makeDecoder(registry: registry, report: report)
/// ```
func makeDecoder(registry: TypeRegistry? = nil, report: DecodingReport? = nil) -> JSONDecoder {
    let decoder = JSONDecoder()
    if let registry { decoder.userInfo[.typeRegistry] = registry }
    if let report { decoder.userInfo[.decodingReport] = report }
    return decoder
}

/// A JSON encoder with sorted keys, carrying `registry` in its `userInfo`.
///
/// ```swift
/// let encoder = makeEncoder(registry: registry)
/// ```
func makeEncoder(registry: TypeRegistry? = nil) -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    if let registry { encoder.userInfo[.typeRegistry] = registry }
    return encoder
}

/// A property-list decoder carrying `report` and `registry` in its `userInfo`.
///
/// ```swift
/// let decoder = makePropertyListDecoder(report: report, registry: registry)
/// ```
func makePropertyListDecoder(report: DecodingReport? = nil, registry: TypeRegistry? = nil)
    -> PropertyListDecoder
{
    let decoder = PropertyListDecoder()
    if let report { decoder.userInfo[.decodingReport] = report }
    if let registry { decoder.userInfo[.typeRegistry] = registry }
    return decoder
}

/// Decodes `json` with ``makeDecoder(registry:report:)``.
///
/// ```swift
/// let screen = try decode(HomeScreen.self, from: json, registry: registry)
/// ```
func decode<T: Decodable>(
    _ type: T.Type, from json: String, registry: TypeRegistry? = nil, report: DecodingReport? = nil
) throws -> T {
    try decode(type, from: json, with: makeDecoder(registry: registry, report: report))
}

/// Decodes `json` with a decoder of the caller's own.
///
/// ```swift
/// let account = try decode(Account.self, from: json, with: snakeCaseDecoder)
/// ```
///
/// Every payload is decoded by ``DynamicJSONDecoder`` too, with the same options, and the
/// two outcomes must agree (``JSONDifferential``): each test's payload is a differential
/// test of the two decoders.
func decode<T: Decodable>(_ type: T.Type, from json: String, with decoder: JSONDecoder) throws -> T {
    let data = Data(json.utf8)
    let outcome = Result { try decoder.decode(type, from: data) }
    let dynamicOutcome = Result {
        try JSONDifferential.dynamicDecoder(like: decoder).decode(type, from: data)
    }
    if let difference = JSONDifferential.difference(outcome, dynamicOutcome) {
        Issue.record("DynamicJSONDecoder disagrees with JSONDecoder on \(json): \(difference)")
    }
    return try outcome.get()
}

/// Encodes `value` with ``makeEncoder(registry:)`` and returns its JSON, keys sorted.
///
/// ```swift
/// let json = try encodeJSON(screen, registry: registry)
/// ```
func encodeJSON<T: Encodable>(_ value: T, registry: TypeRegistry? = nil) throws -> String {
    let encoder = makeEncoder(registry: registry)
    expectSameEncoding(value, encoder)
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// Records an issue when ``DynamicJSONEncoder`` writes `value` otherwise than `encoder`
/// (``JSONDifferential/encodingDifference(_:like:)``): each test's value is a differential
/// test of the two encoders.
func expectSameEncoding<T: Encodable>(_ value: T, _ encoder: JSONEncoder) {
    if let difference = JSONDifferential.encodingDifference(value, like: encoder) {
        Issue.record("DynamicJSONEncoder disagrees with JSONEncoder: \(difference)")
    }
}

/// Re-serializes JSON text with sorted keys, so that two payloads compare by meaning:
/// spacing, key order and the spelling of numbers no longer matter.
///
/// ```swift
/// try expectEqual(canonicalJSON(written), canonicalJSON(#"{"b":1, "a":2}"#))
/// ```
func canonicalJSON(_ json: String) throws -> String {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
    return String(decoding: data, as: UTF8.self)
}

/// The same payload as `json`, as a binary property list (which has no `null`).
///
/// ```swift
/// let plist = try propertyList(fromJSON: #"{"numbers":[1,"two"]}"#)
/// ```
func propertyList(fromJSON json: String) throws -> Data {
    let value = try JSONDecoder().decode(CodableValue.self, from: Data(json.utf8))
    return try PropertyListEncoder().encode(value)
}

// MARK: - Decoding and encoding

/// Asserts that `value` encodes to JSON equal in meaning to `expected`.
///
/// ```swift
/// try expectEncodes(settings, to: #"{"retries":7,"timeout":30}"#)
/// ```
func expectEncodes<T: Encodable>(
    _ value: T, to expected: String, registry: TypeRegistry? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let actual = try canonicalJSON(encodeJSON(value, registry: registry))
    expectEqual(actual, (try canonicalJSON(expected)), sourceLocation: sourceLocation)
}

/// Asserts that `json` survives a round trip, and returns what it decoded to.
///
/// Decodes `json`, encodes the value and decodes that JSON, and expects the two values
/// equal and, when `writes` is given, the JSON written equal in meaning to it
/// (``canonicalJSON(_:)``, never raw bytes). The JSON is not compared with what the
/// second value writes: a `Set` writes its elements in no set order.
/// The coders are ``makeDecoder(registry:report:)`` and ``makeEncoder(registry:)`` unless
/// the caller passes its own, which then carry their own registry.
///
/// ```swift
/// let page = try expectRoundTrip(Page.self, from: json, writes: json, registry: registry)
/// try expectRoundTrip(Account.self, from: json, writes: json, decoder: snakeCase, encoder: toSnakeCase)
/// ```
@discardableResult
func expectRoundTrip<T: Codable & Equatable>(
    _ type: T.Type, from json: String, writes expected: String? = nil, registry: TypeRegistry? = nil,
    decoder: JSONDecoder? = nil, encoder: JSONEncoder? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> T {
    let decoder = decoder ?? makeDecoder(registry: registry)
    let encoder = encoder ?? makeEncoder(registry: registry)
    let first = try decoder.decode(type, from: Data(json.utf8))
    expectSameEncoding(first, encoder)
    let written = try encoder.encode(first)
    let second = try decoder.decode(type, from: written)
    expectEqual(second, first, "decode → encode → decode", sourceLocation: sourceLocation)
    if let expected {
        let writtenJSON = try canonicalJSON(String(decoding: written, as: UTF8.self))
        expectEqual(writtenJSON, (try canonicalJSON(expected)), sourceLocation: sourceLocation)
    }
    return first
}

// MARK: - Errors

/// The four cases of `DecodingError`, to assert which one a decode threw.
enum DecodingErrorCase: Equatable {
    case keyNotFound, valueNotFound, typeMismatch, dataCorrupted
}

extension DecodingError {
    /// The case and the context of this error.
    ///
    /// ```swift
    /// let (errorCase, context) = error.parts
    /// ```
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

/// A coding path as text: `routes[1].type`; the top level is `""`. An index is a key
/// named `Index 1` with the integer value 1, as coders name elements: a dictionary's key
/// `"64"`, whose integer value is 64 too, is a key (`ports.64`).
///
/// ```swift
/// pathString(context.codingPath)  // "routes[1].type"
/// ```
func pathString(_ codingPath: [any CodingKey]) -> String {
    codingPath.map { key in
        guard let index = key.intValue, key.stringValue == "Index \(index)" else {
            return ".\(key.stringValue)"
        }
        return "[\(index)]"
    }
    .joined()
    .trimmingCharacters(in: CharacterSet(charactersIn: "."))
}

/// The path of `error` as text; for `keyNotFound` the missing key is appended.
///
/// ```swift
/// pathString(context.codingPath, error: error)  // "routes[0].type"
/// ```
func pathString(_ codingPath: [any CodingKey], error: DecodingError) -> String {
    var path = codingPath
    if case .keyNotFound(let key, _) = error { path.append(key) }
    return pathString(path)
}

/// The error decoding `json` threw, or `nil` (and a failed expectation) when it did not
/// throw a `DecodingError`; for assertions on parts of an error the other helpers don't
/// show, such as a missing key that contains a dot.
///
/// ```swift
/// let error = try #require(decodingError(Dotted.self, from: json))
/// ```
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

/// Asserts that decoding `json` with ``makeDecoder(registry:report:)`` fails with exactly
/// this case, path (see ``pathString(_:error:)``) and message (the context's
/// `debugDescription`), and carries `failure` as its underlying error; a `nil` failure
/// asserts that the error carries no `DynamicCodingFailure`.
///
/// ```swift
/// expectDecodingFailure(
///     HomeScreen.self, from: json, registry: registry, .keyNotFound, at: "routes[0].type",
///     message: #"Missing discriminator "type" needed to choose a type for Route."#,
///     failure: .missingDiscriminator(key: "type", base: "Route"))
/// ```
func expectDecodingFailure<T: Decodable>(
    _ type: T.Type, from json: String, registry: TypeRegistry? = nil,
    _ expectedCase: DecodingErrorCase, at path: String, message: String,
    failure: DynamicCodingFailure? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectDecodingFailure(
        expectedCase, at: path, message: message, failure: failure, sourceLocation: sourceLocation
    ) { try decode(type, from: json, registry: registry) }
}

/// Asserts that `body` throws a `DecodingError` with exactly this case, path, message and
/// underlying failure (none when `failure` is `nil`), for decoders the other helpers
/// don't set up.
///
/// ```swift
/// expectDecodingFailure(.keyNotFound, at: "meta.id", message: #"No value associated with key "id"."#) {
///     try PropertyListDecoder().decode(Trip.self, from: plist)
/// }
/// ```
func expectDecodingFailure(
    _ expectedCase: DecodingErrorCase, at path: String, message: String,
    failure: DynamicCodingFailure? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    performing body: () throws -> Any
) {
    do {
        let value = try body()
        Issue.record("Expected a DecodingError, decoded \(value)", sourceLocation: sourceLocation)
    } catch let error as DecodingError {
        let (actualCase, context) = error.parts
        expectEqual(actualCase, expectedCase, sourceLocation: sourceLocation)
        expectEqual(pathString(context.codingPath, error: error), path, sourceLocation: sourceLocation)
        expectMessage(
            of: error, message, underlyingError: context.underlyingError, sourceLocation: sourceLocation)
        expectEqual(context.underlyingError as? DynamicCodingFailure, failure, sourceLocation: sourceLocation)
    } catch {
        Issue.record("Expected a DecodingError, got \(error)", sourceLocation: sourceLocation)
    }
}

/// Asserts that encoding `value` with ``makeEncoder(registry:)`` fails with
/// `EncodingError.invalidValue` at this path, with this message and failure.
///
/// ```swift
/// expectEncodingFailure(
///     model, at: "", message: "Forgetful.name was never set and has no default value.",
///     failure: .unsetProperty(property: "Forgetful.name"))
/// ```
func expectEncodingFailure<T: Encodable>(
    _ value: T, registry: TypeRegistry? = nil, at path: String, message: String,
    failure: DynamicCodingFailure, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectEncodingFailure(
        at: path, message: message, failure: failure, sourceLocation: sourceLocation
    ) { try encodeJSON(value, registry: registry) }
}

/// Asserts that encoding `value` fails because `second` writes the key `key` of the object at
/// `path` (the top level unless given) that `first` wrote already (both named as
/// `Model.property`).
///
/// ```swift
/// expectKeyWrittenTwice(views, key: "date", first: "TwoViews.raw", second: "TwoViews.date")
/// expectKeyWrittenTwice(listing, at: "box", key: "label", first: "Listing.box", second: "Listing.label")
/// ```
func expectKeyWrittenTwice<T: Encodable>(
    _ value: T, registry: TypeRegistry? = nil, at path: String = "", key: String, first: String,
    second: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectEncodingFailure(
        value, registry: registry, at: path,
        message:
            "Cannot encode \(second): \(first) wrote the key \"\(key)\" already. Write each key from one property; "
            + "an .otherKeys property leaves the keys other properties read to them.",
        failure: .keyWrittenTwice(key: key, first: first, second: second), sourceLocation: sourceLocation)
}

/// Asserts that `body` throws `EncodingError.invalidValue` at this path, with this message
/// and failure, for encoders the other helpers don't set up.
///
/// ```swift
/// expectEncodingFailure(at: "", message: message, failure: failure) {
///     try PropertyListEncoder().encode(model)
/// }
/// ```
func expectEncodingFailure(
    at path: String, message: String, failure: DynamicCodingFailure,
    sourceLocation: SourceLocation = #_sourceLocation, performing body: () throws -> Any
) {
    do {
        let written = try body()
        Issue.record("Expected an EncodingError, encoded \(written)", sourceLocation: sourceLocation)
    } catch let error as EncodingError {
        guard case .invalidValue(_, let context) = error else {
            Issue.record("Expected EncodingError.invalidValue, got \(error)", sourceLocation: sourceLocation)
            return
        }
        expectEqual(pathString(context.codingPath), path, sourceLocation: sourceLocation)
        expectMessage(
            of: error, message, underlyingError: context.underlyingError, sourceLocation: sourceLocation)
        expectEqual(context.underlyingError as? DynamicCodingFailure, failure, sourceLocation: sourceLocation)
    } catch {
        Issue.record("Expected an EncodingError, got \(error)", sourceLocation: sourceLocation)
    }
}

/// Asserts that `error` says `message`, once: as printed (`print(error)` shows `Debug
/// description: ` and the message, and for the library's own failures no doubled period
/// and not the message again), and as the failure's ``DynamicCodingFailure/message``.
///
/// ```swift
/// expectMessage(of: error, "Card.version was never set and has no default value.", underlyingError: failure)
/// ```
func expectMessage(
    of error: any Error, _ message: String, underlyingError: (any Error)?,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let printed = String(describing: error)
    #expect(printed.contains("Debug description: \(message)"), "\(printed)", sourceLocation: sourceLocation)
    guard let failure = underlyingError as? DynamicCodingFailure else { return }
    expectEqual(failure.message, message, sourceLocation: sourceLocation)
    #expect(!printed.contains(".."), "\(printed)", sourceLocation: sourceLocation)
    expectEqual(
        printed.components(separatedBy: message).count, 2, "\(printed)", sourceLocation: sourceLocation)
}

// MARK: - Reports

/// One report entry as path, resolution, error case and message, to compare whole
/// reports at once. The message is `DecodingErrorDescription.message(of:)` of the
/// entry's error, so it starts with the error's own path, which can go deeper than the
/// entry's (`array[3]` dropped for `array[3].element: …`).
///
/// ```swift
/// ReportLine("numbers[1]", .dropped, .typeMismatch, "numbers[1]: Expected to decode Int but found a string instead.")
/// ```
struct ReportLine: Equatable, CustomStringConvertible {
    let path: String
    let resolution: DecodingReport.Resolution
    let errorCase: DecodingErrorCase?
    let message: String

    init(
        _ path: String, _ resolution: DecodingReport.Resolution, _ errorCase: DecodingErrorCase?,
        _ message: String
    ) {
        self.path = path
        self.resolution = resolution
        self.errorCase = errorCase
        self.message = message
    }

    /// `path resolution case: message`.
    var description: String { "\(path) \(resolution) \(errorCase.map { "\($0)" } ?? "-"): \(message)" }
}

extension DecodingReport {
    /// The entries as ``ReportLine``s, in the order they were recorded.
    ///
    /// ```swift
    /// expectEqual(report.recordedLines, [ReportLine("tags[1]", .dropped, .typeMismatch, message)])
    /// ```
    var recordedLines: [ReportLine] {
        entries.map {
            ReportLine(
                $0.path, $0.resolution, ($0.error as? DecodingError)?.parts.0,
                DecodingErrorDescription.message(of: $0.error))
        }
    }

    /// The entries as ``ReportLine``s, sorted by path: dictionary entries come in no set order.
    ///
    /// ```swift
    /// expectEqual(report.lines, [ReportLine("scores.b", .dropped, .typeMismatch, message)])
    /// ```
    var lines: [ReportLine] {
        recordedLines.sorted { $0.path < $1.path }
    }
}
