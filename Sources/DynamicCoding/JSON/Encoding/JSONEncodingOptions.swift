import Foundation

/// The options of one `DynamicJSONEncoder.encode(_:)` call, copied from the encoder when
/// the call starts, so that a call never sees another thread's change half-way.
struct JSONEncodingOptions {
    /// What the key strategy does, read once per key.
    enum KeyConversion {
        case none
        case snakeCase
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    var outputFormatting: JSONEncoder.OutputFormatting = []
    var dateEncodingStrategy: JSONEncoder.DateEncodingStrategy = .deferredToDate
    var dataEncodingStrategy: JSONEncoder.DataEncodingStrategy = .base64
    var nonConformingFloat: JSONEncoder.NonConformingFloatEncodingStrategy = .throw
    var keyEncodingStrategy: JSONEncoder.KeyEncodingStrategy = .useDefaultKeys
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    var escapesSlashes: Bool { !outputFormatting.contains(.withoutEscapingSlashes) }

    var keyConversion: KeyConversion {
        switch keyEncodingStrategy {
        case .useDefaultKeys: .none
        case .convertToSnakeCase: .snakeCase
        case .custom(let convert): .custom(convert)
        @unknown default: .none
        }
    }
}
