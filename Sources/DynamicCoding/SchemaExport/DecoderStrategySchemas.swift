import Foundation

/// What a `JSONDecoder`'s date and data strategies read, for the dates and data that no
/// `@Backed` strategy of their own codes.
///
/// ```swift
/// DecoderStrategySchemas.date(.iso8601)  // ["type": "string", "format": "date-time"]
/// ```
enum DecoderStrategySchemas {
    /// A date as ISO 8601 text, by a decoder's strategy or a property's.
    static let iso8601Date: CodableValue = ["type": "string", "format": "date-time"]
    /// Data as Base64 text, by a decoder's strategy or a property's.
    static let base64Data: CodableValue = ["type": "string", "contentEncoding": "base64"]

    static func date(_ strategy: JSONDecoder.DateDecodingStrategy) -> CodableValue {
        switch strategy {
        case .deferredToDate, .secondsSince1970, .millisecondsSince1970:
            return ["type": "number"]
        case .iso8601:
            return iso8601Date
        default:
            // `.formatted` and `.custom` (on Linux, `.formatted` is a `.custom`): what the
            // formatter or closure reads is not known.
            return ["description": "A date the decoder's own formatter or closure reads."]
        }
    }

    static func data(_ strategy: JSONDecoder.DataDecodingStrategy) -> CodableValue {
        switch strategy {
        case .base64:
            return base64Data
        case .deferredToData:
            return ["type": "array", "items": ["type": "integer", "minimum": 0, "maximum": 255]]
        default:
            return ["description": "Data the decoder's own closure reads."]
        }
    }
}
