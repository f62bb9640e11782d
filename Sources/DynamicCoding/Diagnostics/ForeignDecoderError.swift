import Foundation

/// Turns an error a decoder threw that is not a `DecodingError` (swift-foundation's internal
/// `JSONError`) into one that says what was expected and what was found.
enum ForeignDecoderError {
    /// The `DecodingError` for `error`, thrown while decoding a `type` at `codingPath`:
    /// a `typeMismatch` for a number `type` cannot represent, else `dataCorrupted`. The
    /// original error is the context's `underlyingError`, so the message leaves its final
    /// period to the printed form (``ContextMessage``).
    static func decodingError(for error: any Error, decoding type: Any.Type, at codingPath: [any CodingKey])
        -> DecodingError
    {
        let reflected = Mirror(reflecting: error)
        let failure = reflected.children.first
        if failure?.label == "numberIsNotRepresentableInSwift",
            let number = failure?.value as? String ?? payload("parsed", of: failure?.value) as? String
        {
            let context = DecodingError.Context(
                codingPath: codingPath,
                debugDescription:
                    "Expected to decode \(type) but found the number \(number), which \(type) cannot represent",
                underlyingError: error)
            return .typeMismatch(type, context)
        }
        let isJSON = String(describing: Swift.type(of: error)) == "JSONError"
        let reason: String
        if isJSON, reflected.displayStyle == .enum, let label = failure?.label {
            let character = (payload("ascii", of: failure?.value) as? UInt8).map(describe)
            reason = "invalid JSON (\(words(of: label))\(character.map { ": \($0)" } ?? ""))"
        } else if isJSON, reflected.displayStyle == .enum {
            reason = "invalid JSON (\(error))"
        } else {
            reason = "an error from the decoder: \(error)"
        }
        let context = DecodingError.Context(
            codingPath: codingPath, debugDescription: "Expected to decode \(type) but found \(reason)",
            underlyingError: error)
        return .dataCorrupted(context)
    }

    /// `'x'` for a printable ASCII character, else `U+0001`.
    private static func describe(_ ascii: UInt8) -> String {
        (0x20..<0x7F).contains(ascii)
            ? "'\(Character(Unicode.Scalar(ascii)))'" : "U+" + String(format: "%04X", ascii)
    }

    /// The associated value `label` of an enum case's payload.
    private static func payload(_ label: String, of value: Any?) -> Any? {
        guard let value else { return nil }
        return Mirror(reflecting: value).children.first { $0.label == label }?.value
    }

    /// `numberWithLeadingZero` as `number with leading zero`; `UTF8` stays as it is.
    private static func words(of label: String) -> String {
        var words: [String] = []
        var word = ""
        var previous: Character?
        for character in label {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                words.append(word)
                word = ""
            }
            word.append(character)
            previous = character
        }
        words.append(word)
        return words.map { $0.count > 1 && $0 == $0.uppercased() ? $0 : $0.lowercased() }.joined(
            separator: " ")
    }
}
