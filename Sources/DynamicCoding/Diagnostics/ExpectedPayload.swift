/// What a payload must hold for a Swift type to decode, in the payload's terms ("a
/// number", "an object holding a Widget"), read from the error the type threw for a value
/// of another kind.
///
/// ```swift
/// // JSONDecoder's error for `true` decoded as an Int at `port`:
/// ExpectedPayload.of(error, at: [AnyCodingKey("port")])  // "a number"
/// ```
enum ExpectedPayload {
    /// What the payload must hold, when `error` says the value at `codingPath` is of a
    /// kind its type does not take; `nil` when the type failed on something else, inside
    /// the value or at another path.
    static func of(_ error: any Error, at codingPath: [any CodingKey]) -> String? {
        guard let error = error as? DecodingError,
            CodingPathDescription.of(error.codingPath) == CodingPathDescription.of(codingPath)
        else {
            return nil
        }
        if case .notAnObject(let base, _)? = error.context.underlyingError as? DynamicCodingFailure {
            return "an object holding \(IndefiniteArticle.before(base))"
        }
        switch error {
        case .typeMismatch(let type, _), .valueNotFound(let type, _): return kind(of: type)
        default: return nil
        }
    }

    /// The kind of value a type coders read as one primitive or container asks for.
    private static func kind(of type: Any.Type) -> String? {
        switch type {
        case is Bool.Type: return "a boolean"
        case is any StringProtocol.Type, is Character.Type: return "a string"
        case is any Numeric.Type: return "a number"
        case is any ObjectPayload.Type: return "an object"
        case is any ArrayPayload.Type: return "an array"
        default: return nil
        }
    }
}

/// The dictionaries coders name in the error for a value that is not an object
/// (`[String: Any]`).
private protocol ObjectPayload {}
extension Dictionary: ObjectPayload {}

/// The arrays coders name in the error for a value that is not an array (`[Any]`).
private protocol ArrayPayload {}
extension Array: ArrayPayload {}
