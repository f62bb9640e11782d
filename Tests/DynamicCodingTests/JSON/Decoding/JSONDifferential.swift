import DynamicCoding
import Foundation

/// Decodes one payload with `JSONDecoder` and with ``DynamicJSONDecoder`` and says how the
/// outcomes differ: `nil` when they agree.
///
/// They agree when both give equal values, or both throw the same `DecodingError` case at
/// the same coding path with ours describing it as Foundation does (ours adds where the
/// value is). The one difference allowed: Foundation reports a number out of its type's
/// range as data that is not JSON, at the top; ours says which number, at its path.
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
        switch (expected, actual) {
        case (.success(let expectedValue), .success(let actualValue)):
            return expectedValue == actualValue || "\(expectedValue)" == "\(actualValue)"
                ? nil : "values: \(expectedValue) ≠ \(actualValue)"
        case (.failure(let expectedError), .failure(let actualError)):
            return errorDifference(expectedError, actualError)
        case (.success(let value), .failure(let error)):
            return "Foundation decoded \(value), ours threw \(error)"
        case (.failure(let error), .success(let value)):
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
        if expectedCase == "dataCorrupted", actualCase == "dataCorrupted", expectedPath.isEmpty {
            let notJSON = "The given data was not valid JSON"
            if expectedContext.debugDescription.hasPrefix(notJSON),
                actualContext.debugDescription.hasPrefix(notJSON)
                    || actualContext.debugDescription.hasPrefix("Number ")
            {
                return nil
            }
        }
        guard expectedCase == actualCase, expectedPath == actualPath,
            actualContext.debugDescription.hasPrefix(expectedContext.debugDescription)
        else {
            return "errors: \(expectedCase) \(expectedPath) \(expectedContext.debugDescription)"
                + " ≠ \(actualCase) \(actualPath) \(actualContext.debugDescription)"
        }
        return nil
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
