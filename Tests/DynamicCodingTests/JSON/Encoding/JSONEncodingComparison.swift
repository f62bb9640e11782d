import DynamicCoding
import Foundation

/// The options a test sets on both `DynamicJSONEncoder` and `JSONEncoder`.
struct EncoderSettings: @unchecked Sendable {
    var outputFormatting: JSONEncoder.OutputFormatting = []
    var dateEncodingStrategy: JSONEncoder.DateEncodingStrategy = .deferredToDate
    var dataEncodingStrategy: JSONEncoder.DataEncodingStrategy = .base64
    var nonConformingFloatEncodingStrategy: JSONEncoder.NonConformingFloatEncodingStrategy = .throw
    var keyEncodingStrategy: JSONEncoder.KeyEncodingStrategy = .useDefaultKeys

    func dynamicEncoder() -> DynamicJSONEncoder {
        let encoder = DynamicJSONEncoder()
        encoder.outputFormatting = outputFormatting
        encoder.dateEncodingStrategy = dateEncodingStrategy
        encoder.dataEncodingStrategy = dataEncodingStrategy
        encoder.nonConformingFloatEncodingStrategy = nonConformingFloatEncodingStrategy
        encoder.keyEncodingStrategy = keyEncodingStrategy
        return encoder
    }

    func foundationEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = outputFormatting
        encoder.dateEncodingStrategy = dateEncodingStrategy
        encoder.dataEncodingStrategy = dataEncodingStrategy
        encoder.nonConformingFloatEncodingStrategy = nonConformingFloatEncodingStrategy
        encoder.keyEncodingStrategy = keyEncodingStrategy
        return encoder
    }
}

/// What an encoder produced: its text, or its error as a comparable description.
enum EncodingOutcome: Equatable, CustomStringConvertible {
    case text(String)
    case failure(EncodingFailure)

    var description: String {
        switch self {
        case .text(let text): text
        case .failure(let failure): "\(failure)"
        }
    }

    static func of<T: Encodable>(_ encode: (T) throws -> Data, _ value: T) -> EncodingOutcome {
        do {
            return .text(String(decoding: try encode(value), as: UTF8.self))
        } catch {
            return .failure(EncodingFailure(error))
        }
    }
}

/// An `EncodingError` as tests compare it: its case, value, coding path and description.
struct EncodingFailure: Equatable, CustomStringConvertible {
    var kind: String
    var value: String
    /// Each key as `stringValue` and, for an index, `#intValue`.
    var path: [String]
    var debugDescription: String
    var hasUnderlyingError: Bool

    init(kind: String, value: String, path: [String], debugDescription: String) {
        self.kind = kind
        self.value = value
        self.path = path
        self.debugDescription = debugDescription
        hasUnderlyingError = false
    }

    init(_ error: any Error) {
        guard case EncodingError.invalidValue(let value, let context) = error else {
            self.init(kind: "other", value: "", path: [], debugDescription: "\(error)")
            return
        }
        self.init(
            kind: "invalidValue", value: "\(value)",
            path: context.codingPath.map { key in
                key.intValue.map { "\(key.stringValue)#\($0)" } ?? key.stringValue
            },
            debugDescription: context.debugDescription)
        hasUnderlyingError = context.underlyingError != nil
    }

    var description: String {
        "\(kind)(\(value)) at \(path): \(debugDescription)"
    }
}

extension EncoderSettings {
    func dynamicOutcome<T: Encodable>(_ value: T) -> EncodingOutcome {
        EncodingOutcome.of(dynamicEncoder().encode, value)
    }

    func foundationOutcome<T: Encodable>(_ value: T) -> EncodingOutcome {
        EncodingOutcome.of(foundationEncoder().encode, value)
    }
}

/// A key named at run time.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
