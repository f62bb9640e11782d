/// Turns coding errors into one line a person can act on: where, what was
/// expected, what was found.
///
/// ```swift
/// catch { print(DecodingErrorDescription.message(of: error)) }
/// // routes[1].type: Unknown type identifier "settings" for Route; registered …
/// ```
public enum DecodingErrorDescription {
    /// The path and message of a `DecodingError` or `EncodingError`; other errors as is.
    public static func message(of error: any Error) -> String {
        switch error {
        case let error as DecodingError:
            return describe(error)
        case let EncodingError.invalidValue(_, context):
            let sentence = ContextMessage.sentence(
                debugDescription: context.debugDescription, underlyingError: context.underlyingError)
            return "\(CodingPathDescription.of(context.codingPath)): \(sentence)"
        default:
            return String(describing: error)
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        let context = error.context
        let sentence = ContextMessage.sentence(
            debugDescription: context.debugDescription, underlyingError: context.underlyingError)
        switch error {
        case let .keyNotFound(key, context):
            let path = CodingPathDescription.of(context.codingPath + [key])
            if context.underlyingError is DynamicCodingFailure {
                return "\(path): \(sentence)"
            }
            return "\(path): No value found for key \"\(key.stringValue)\"."
        case .valueNotFound, .typeMismatch, .dataCorrupted:
            return "\(CodingPathDescription.of(context.codingPath)): \(sentence)"
        @unknown default:
            return String(describing: error)
        }
    }
}

/// Renders a coding path the way people write it: `routes[2].attributes.id`; an object's
/// key that looks like a number stays a key (`ports.64`), whatever its integer value.
enum CodingPathDescription {
    static func of(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.arrayIndex {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "<root>" : text
    }
}
