import Foundation

/// Decodes JSON several times faster than `JSONDecoder`, with the same results: a drop-in
/// that reads the bytes itself, once, and decodes every value in place.
///
/// It takes `JSONDecoder`'s options and strategy types, decodes any `Decodable` type, and
/// gives the same values and the same errors (case and coding path). Its error messages
/// add where the value is, and a syntax error says what was expected and what was found.
/// <doc:FasterJSON> lists what differs.
///
/// ```swift
/// let decoder = DynamicJSONDecoder()
/// decoder.dateDecodingStrategy = .iso8601
/// decoder.userInfo[.typeRegistry] = registry
/// let screen = try decoder.decode(HomeScreen.self, from: data)
/// ```
public final class DynamicJSONDecoder: @unchecked Sendable {
    // Unchecked: like `JSONDecoder`'s, the one mutable state is the options, which a lock
    // guards; each decode takes a copy of them when it starts and shares nothing else.
    private let settings = Locked(Settings())

    /// The options as set.
    private struct Settings {
        var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy = .deferredToDate
        var dataDecodingStrategy: JSONDecoder.DataDecodingStrategy = .base64
        var nonConformingFloatDecodingStrategy: JSONDecoder.NonConformingFloatDecodingStrategy = .throw
        var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys
        var userInfo: [CodingUserInfoKey: any Sendable] = [:]
        var allowsJSON5 = false
        var assumesTopLevelDictionary = false
    }

    /// How dates are read; `JSONDecoder`'s strategies.
    ///
    /// ```swift
    /// decoder.dateDecodingStrategy = .secondsSince1970
    /// ```
    public var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy {
        get { settings.withLock { $0.dateDecodingStrategy } }
        set { settings.withLock { $0.dateDecodingStrategy = newValue } }
    }

    /// How `Data` is read; base64 strings by default, as `JSONDecoder` reads them.
    ///
    /// ```swift
    /// decoder.dataDecodingStrategy = .deferredToData  // an array of bytes
    /// ```
    public var dataDecodingStrategy: JSONDecoder.DataDecodingStrategy {
        get { settings.withLock { $0.dataDecodingStrategy } }
        set { settings.withLock { $0.dataDecodingStrategy = newValue } }
    }

    /// Which strings stand for infinity and NaN; none by default.
    ///
    /// ```swift
    /// decoder.nonConformingFloatDecodingStrategy = .convertFromString(
    ///     positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    /// ```
    public var nonConformingFloatDecodingStrategy: JSONDecoder.NonConformingFloatDecodingStrategy {
        get { settings.withLock { $0.nonConformingFloatDecodingStrategy } }
        set { settings.withLock { $0.nonConformingFloatDecodingStrategy = newValue } }
    }

    /// How member names become keys; as written by default. A `[String: Value]` keeps its
    /// keys as written whatever the strategy, as in `JSONDecoder`.
    ///
    /// ```swift
    /// decoder.keyDecodingStrategy = .convertFromSnakeCase  // "first_name" reads firstName
    /// ```
    public var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy {
        get { settings.withLock { $0.keyDecodingStrategy } }
        set { settings.withLock { $0.keyDecodingStrategy = newValue } }
    }

    /// Values every `init(from:)` of a decode can read, such as the ``TypeRegistry``.
    ///
    /// ```swift
    /// decoder.userInfo[.typeRegistry] = registry
    /// ```
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        get { settings.withLock { $0.userInfo } }
        set { settings.withLock { $0.userInfo = newValue } }
    }

    /// Whether JSON5 is read: comments, trailing commas, unquoted keys, single quotes,
    /// hexadecimal and special numbers. JSON5 is read by `JSONDecoder`, so it decodes at
    /// `JSONDecoder`'s speed.
    ///
    /// ```swift
    /// decoder.allowsJSON5 = true
    /// ```
    public var allowsJSON5: Bool {
        get { settings.withLock { $0.allowsJSON5 } }
        set { settings.withLock { $0.allowsJSON5 = newValue } }
    }

    /// Whether a document that does not open with `{` is read as the members of one object:
    /// `"a": 1, "b": 2`.
    ///
    /// ```swift
    /// decoder.assumesTopLevelDictionary = true
    /// ```
    public var assumesTopLevelDictionary: Bool {
        get { settings.withLock { $0.assumesTopLevelDictionary } }
        set { settings.withLock { $0.assumesTopLevelDictionary = newValue } }
    }

    /// A decoder with `JSONDecoder`'s defaults.
    ///
    /// ```swift
    /// let decoder = DynamicJSONDecoder()
    /// ```
    public init() {}

    /// Decodes a value of `type` from JSON in UTF-8, UTF-16 or UTF-32.
    ///
    /// Throws `DecodingError.dataCorrupted` for data that is not JSON, with where and why,
    /// and the errors of `JSONDecoder` for values that do not fit `type`.
    ///
    /// ```swift
    /// let routes = try DynamicJSONDecoder().decode([Route].self, from: data)
    /// ```
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let settings = settings.withLock { $0 }
        if settings.allowsJSON5 { return try foundationDecoder(settings).decode(type, from: data) }
        let text: Data
        do { text = try JSONTextEncoding.utf8(of: data) } catch { throw syntaxError(error, in: data) }
        return try text.withUnsafeBytes { raw in
            var document: JSONDocument
            do throws(JSONSyntaxError) {
                document = try JSONDocument(
                    borrowing: raw.assumingMemoryBound(to: UInt8.self),
                    topLevelObjectMembers: settings.assumesTopLevelDictionary)
            } catch {
                throw syntaxError(error, in: text)
            }
            defer {
                // A decoder an `init(from:)` kept still reads the document: it gets a copy of
                // the bytes, which are `data`'s only until this closure returns.
                if !isKnownUniquelyReferenced(&document) { document.keepBytes() }
            }
            return try decode(type, from: document, settings)
        }
    }

    /// Decodes `type` from `document`, whose decoder is released on return.
    private func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument, _ settings: Settings)
        throws -> T
    {
        try JSONEntryDecoder(document: document, options: options(settings)).decodeHere(type)
    }

    /// `JSONDecoder`'s error for data that is not JSON, saying where and why. Its underlying
    /// error is the place in the UTF-8 text, where ``DecodingErrorDescription`` draws it.
    private func syntaxError(_ error: JSONSyntaxError, in text: Data) -> DecodingError {
        let location = JSONLocation(error.offset..<error.offset, in: [UInt8](text), startIndex: 0)
        return .dataCorrupted(
            .init(
                codingPath: [],
                debugDescription: "The given data was not valid JSON: \(error.problem) at \(location).",
                underlyingError: JSONScanner.SyntaxError(
                    range: error.offset..<error.offset, problem: error.problem)))
    }

    private func options(_ settings: Settings) -> JSONDecodingOptions {
        JSONDecodingOptions(
            dateStrategy: settings.dateDecodingStrategy, dataStrategy: settings.dataDecodingStrategy,
            floatStrategy: settings.nonConformingFloatDecodingStrategy,
            keyStrategy: settings.keyDecodingStrategy,
            userInfo: settings.userInfo)
    }

    /// `JSONDecoder` with these options, for JSON5.
    private func foundationDecoder(_ settings: Settings) -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = settings.dateDecodingStrategy
        decoder.dataDecodingStrategy = settings.dataDecodingStrategy
        decoder.nonConformingFloatDecodingStrategy = settings.nonConformingFloatDecodingStrategy
        decoder.keyDecodingStrategy = settings.keyDecodingStrategy
        decoder.userInfo = settings.userInfo
        decoder.allowsJSON5 = true
        decoder.assumesTopLevelDictionary = settings.assumesTopLevelDictionary
        return decoder
    }
}
