import DynamicCoding
import Foundation

/// Decodes one payload with `JSONDecoder` and with ``DynamicJSONDecoder`` and says how the
/// outcomes differ: `nil` when they agree.
///
/// They agree when both give equal values, or both throw the same `DecodingError` case at
/// the same coding path with ours describing it as Foundation does (ours adds where the
/// value is). The one difference allowed: Foundation reports a number out of its type's
/// range, or a string or number that breaks the grammar, as data that is not JSON at the
/// top; ours says which value, at its path (a type mismatch for a number out of range),
/// in the words the library gives Foundation's error where it decodes. And a `CodableValue`
/// keeps a number beyond `Decimal`'s and `Double`'s range, which Foundation's cannot read.
///
/// ```swift
/// #expect(JSONDifferential.difference(Int.self, "[1]") == nil)
/// ```
enum JSONDifferential {
    static func difference<T: Decodable & Equatable>(
        _ type: T.Type, _ json: String, configure: (JSONDecoder, DynamicJSONDecoder) -> Void = { _, _ in }
    ) -> String? {
        difference(type, Data(json.utf8), configure: configure)
    }

    static func difference<T: Decodable & Equatable>(
        _ type: T.Type, _ data: Data, configure: (JSONDecoder, DynamicJSONDecoder) -> Void = { _, _ in }
    ) -> String? {
        let foundation = JSONDecoder()
        let ours = DynamicJSONDecoder()
        configure(foundation, ours)
        let expected = Result { try foundation.decode(type, from: data) }
        let actual = Result { try ours.decode(type, from: data) }
        if case .success(let expectedValue) = expected, case .success(let actualValue) = actual {
            return expectedValue == actualValue ? nil : "values: \(expectedValue) ≠ \(actualValue)"
        }
        return difference(expected, actual, userInfo: foundation.userInfo)
    }

    /// A decoder with `decoder`'s options; a decoding report in its `userInfo` is replaced by
    /// a new one, so that the first decode's report records once.
    static func dynamicDecoder(like decoder: JSONDecoder) -> DynamicJSONDecoder {
        let dynamic = DynamicJSONDecoder()
        dynamic.dateDecodingStrategy = decoder.dateDecodingStrategy
        dynamic.dataDecodingStrategy = decoder.dataDecodingStrategy
        dynamic.nonConformingFloatDecodingStrategy = decoder.nonConformingFloatDecodingStrategy
        dynamic.keyDecodingStrategy = decoder.keyDecodingStrategy
        dynamic.userInfo = decoder.userInfo
        if dynamic.userInfo[.decodingReport] != nil { dynamic.userInfo[.decodingReport] = DecodingReport() }
        dynamic.allowsJSON5 = decoder.allowsJSON5
        dynamic.assumesTopLevelDictionary = decoder.assumesTopLevelDictionary
        return dynamic
    }

    /// How two outcomes differ, values told apart by their descriptions; `nil` when they agree.
    static func difference<T>(
        _ expected: Result<T, any Error>, _ actual: Result<T, any Error>,
        userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) -> String? {
        switch (expected, actual) {
        case (.success(let expectedValue), .success(let actualValue)):
            return same(expectedValue, actualValue, userInfo: userInfo)
                ? nil : "values: \(expectedValue) ≠ \(actualValue)"
        case (.failure(let expectedError), .failure(let actualError)):
            return errorDifference(expectedError, actualError)
        case (.success(let value), .failure(let error)):
            return "Foundation decoded \(value), ours threw \(error)"
        case (.failure(let error), .success(let value)):
            // A number beyond `Decimal`'s and `Double`'s range, which `JSONDecoder` reads as
            // nothing: ours keeps it exactly in a `CodableValue` (FasterJSON.md).
            if case .dataCorrupted(let context)? = error as? DecodingError,
                context.debugDescription == "Expected a string, number, boolean or null."
            {
                return nil
            }
            return "Foundation threw \(error), ours decoded \(value)"
        }
    }

    private static func errorDifference(_ expected: any Error, _ actual: any Error) -> String? {
        guard let expected = expected as? DecodingError, let actual = actual as? DecodingError else {
            return "\(expected)" == "\(actual)" ? nil : "errors: \(expected) ≠ \(actual)"
        }
        let (expectedCase, expectedContext) = parts(expected)
        let (actualCase, actualContext) = parts(actual)
        let expectedPath = expectedContext.codingPath.map(\.stringValue)
        let actualPath = actualContext.codingPath.map(\.stringValue)
        let notJSON = "The given data was not valid JSON"
        if expectedCase == "dataCorrupted", expectedPath.isEmpty,
            expectedContext.debugDescription.hasPrefix(notJSON)
        {
            let actualText = actualContext.debugDescription
            if actualCase == "dataCorrupted"
                && (actualText.hasPrefix(notJSON) || actualText.contains("found invalid JSON ("))
                || actualCase.hasPrefix("typeMismatch") && actualText.contains("cannot represent")
            {
                return nil
            }
        }
        // The library words what swift-foundation finds wrong in a value as it reads it; ours
        // words it its own way.
        let invalid = "found invalid JSON ("
        if expectedCase == "dataCorrupted", actualCase == "dataCorrupted", expectedPath == actualPath,
            expectedContext.debugDescription.contains(invalid),
            actualContext.debugDescription.contains(invalid)
        {
            return nil
        }
        // Of several failing values of a dictionary, `JSONDecoder` reports the first in its
        // hash order, which changes between processes; ours, the first in the document.
        if let entry = actualContext.codingPath.firstIndex(where: isDictionaryKey) {
            let foundationLostThePath =
                expectedPath.isEmpty && expectedContext.debugDescription.hasPrefix(notJSON)
            let sameDictionary =
                expectedPath.count > entry && Array(expectedPath[..<entry]) == Array(actualPath[..<entry])
                && isDictionaryKey(expectedContext.codingPath[entry])
            if foundationLostThePath || sameDictionary { return nil }
        }
        guard expectedCase == actualCase, expectedPath == actualPath,
            withoutPositions(actualContext.debugDescription).hasPrefix(
                withoutPositions(expectedContext.debugDescription))
        else {
            return "errors: \(expectedCase) \(expectedPath) \(expectedContext.debugDescription)"
                + " ≠ \(actualCase) \(actualPath) \(actualContext.debugDescription)"
        }
        return nil
    }

    /// Whether two decoded values are the same: equal when they are `Equatable`, else of one
    /// JSON encoding with sorted keys (with the decoder's `userInfo`, its registry), else of
    /// descriptions with the same characters.
    private static func same(_ expected: Any, _ actual: Any, userInfo: [CodingUserInfoKey: any Sendable])
        -> Bool
    {
        if let equatable = expected as? any Equatable, isEqual(equatable, actual) { return true }
        if expected is any Equatable { return "\(expected)".sorted() == "\(actual)".sorted() }
        if let expected = expected as? any Encodable, let actual = actual as? any Encodable {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            encoder.userInfo = userInfo
            if let expectedJSON = try? encoder.encode(expected), let actualJSON = try? encoder.encode(actual)
            {
                return expectedJSON == actualJSON
            }
        }
        // Ours lists an object's keys in the document's order, Foundation's sorted: an
        // `OrderedMap`'s description differs only in its order.
        return "\(expected)".sorted() == "\(actual)".sorted()
    }

    private static func isEqual<Value: Equatable>(_ expected: Value, _ actual: Any) -> Bool {
        (actual as? Value) == expected
    }

    /// Whether `key` names a dictionary's entry: the standard library's key for
    /// `[String: Value]`, or the library's for the dictionaries it reads.
    private static func isDictionaryKey(_ key: any CodingKey) -> Bool {
        let name = String(describing: type(of: key))
        return name.contains("DictionaryCodingKey") || name == "AnyCodingKey"
    }

    /// The text without where ours says values are (` At line 1, column 6.`), and with each
    /// line of a report that says a value is not JSON cut to its lead (`- Text:`): the
    /// library prints swift-foundation's internal error there as it is
    /// (`cannotConvertInputStringDataToUTF8(location: …)`), ours says what is wrong.
    private static func withoutPositions(_ text: String) -> String {
        let markers = ["cannotConvert", "JSONError", "found invalid JSON", "not valid JSON", "unexpected"]
        return text.replacing(/\s(At|In the object at) line \d+, column \d+\./, with: "")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                guard line.hasPrefix("- "), markers.contains(where: { line.contains($0) }) else {
                    return String(line)
                }
                return "\(line.split(separator: ": ").first ?? line): <invalid JSON>"
            }
            .joined(separator: "\n")
    }

    private static func parts(_ error: DecodingError) -> (String, DecodingError.Context) {
        switch error {
        case .typeMismatch(let type, let context): ("typeMismatch(\(type))", context)
        case .valueNotFound(let type, let context): ("valueNotFound(\(type))", context)
        case .keyNotFound(let key, let context): ("keyNotFound(\(key.stringValue))", context)
        case .dataCorrupted(let context): ("dataCorrupted", context)
        @unknown default: ("unknown", .init(codingPath: [], debugDescription: "\(error)"))
        }
    }
}

extension JSONDifferential {
    /// How ``DynamicJSONEncoder`` and `encoder` differ on `value`: `nil` when both write the
    /// same bytes (keys sorted: the same bytes are promised) or, without sorted keys, the
    /// same JSON; or when both throw the same error.
    static func encodingDifference<T: Encodable>(_ value: T, like encoder: JSONEncoder) -> String? {
        let dynamic = DynamicJSONEncoder()
        dynamic.outputFormatting = encoder.outputFormatting
        dynamic.dateEncodingStrategy = encoder.dateEncodingStrategy
        dynamic.dataEncodingStrategy = encoder.dataEncodingStrategy
        dynamic.nonConformingFloatEncodingStrategy = encoder.nonConformingFloatEncodingStrategy
        dynamic.keyEncodingStrategy = encoder.keyEncodingStrategy
        dynamic.userInfo = encoder.userInfo
        let expected = Result { try encoder.encode(value) }
        let actual = Result { try dynamic.encode(value) }
        switch (expected, actual) {
        case (.success(let expectedData), .success(let actualData)):
            if expectedData == actualData { return nil }
            if !encoder.outputFormatting.contains(.sortedKeys), let expectedJSON = sorted(expectedData),
                expectedJSON == sorted(actualData)
            {
                return nil
            }
            return
                "written: \(String(decoding: expectedData, as: UTF8.self)) ≠ \(String(decoding: actualData, as: UTF8.self))"
        case (.failure(let expectedError), .failure(let actualError)):
            return "\(expectedError)" == "\(actualError)" ? nil : "errors: \(expectedError) ≠ \(actualError)"
        case (.success(let data), .failure(let error)):
            return "JSONEncoder wrote \(String(decoding: data, as: UTF8.self)), ours threw \(error)"
        case (.failure(let error), .success(let data)):
            return "JSONEncoder threw \(error), ours wrote \(String(decoding: data, as: UTF8.self))"
        }
    }

    /// The JSON with its keys sorted, to compare by meaning.
    private static func sorted(_ data: Data) -> Data? {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) else {
            return nil
        }
        return try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
    }
}
