import Foundation

/// The options of one ``DynamicJSONDecoder`` decode, fixed when it starts.
///
/// ```swift
/// JSONDecodingOptions(dateStrategy: .iso8601, dataStrategy: .base64, floatStrategy: .throw,
///                     keyStrategy: .useDefaultKeys, userInfo: [:])
/// ```
struct JSONDecodingOptions {
    let dateStrategy: JSONDecoder.DateDecodingStrategy
    let dataStrategy: JSONDecoder.DataDecodingStrategy
    let floatStrategy: JSONDecoder.NonConformingFloatDecodingStrategy
    let keyStrategy: JSONDecoder.KeyDecodingStrategy
    let userInfo: [CodingUserInfoKey: any Sendable]
    /// Whether keys are compared as written (`.useDefaultKeys`).
    let usesKeysAsWritten: Bool
    /// Whether a `Date` decodes itself (`.deferredToDate`).
    let datesDecodeThemselves: Bool

    init(
        dateStrategy: JSONDecoder.DateDecodingStrategy, dataStrategy: JSONDecoder.DataDecodingStrategy,
        floatStrategy: JSONDecoder.NonConformingFloatDecodingStrategy,
        keyStrategy: JSONDecoder.KeyDecodingStrategy,
        userInfo: [CodingUserInfoKey: any Sendable]
    ) {
        self.dateStrategy = dateStrategy
        self.dataStrategy = dataStrategy
        self.floatStrategy = floatStrategy
        self.keyStrategy = keyStrategy
        self.userInfo = userInfo
        if case .useDefaultKeys = keyStrategy { usesKeysAsWritten = true } else { usesKeysAsWritten = false }
        if case .deferredToDate = dateStrategy {
            datesDecodeThemselves = true
        } else {
            datesDecodeThemselves = false
        }
    }
}
