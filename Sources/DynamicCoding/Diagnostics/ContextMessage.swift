/// The message of an error context that carries an underlying error, kept apart from the
/// period the standard library's printed form puts after it.
///
/// Printing a `DecodingError` or `EncodingError` shows `Debug description: <text>.
/// Underlying error: <error>` when the context has an underlying error: a message that
/// ended with a period would show two.
///
/// ```swift
/// ContextMessage.debugDescription("Card.version was never set.")  // "Card.version was never set"
/// ```
enum ContextMessage {
    /// `message` less its final period, as the `debugDescription` of a context with an
    /// underlying error.
    static func debugDescription(_ message: String) -> String {
        message.hasSuffix(".") ? String(message.dropLast()) : message
    }

    /// The whole message of a context: a ``DynamicCodingFailure``'s own, or the
    /// `debugDescription` with the period ``debugDescription(_:)`` left out.
    static func sentence(debugDescription: String, underlyingError: (any Error)?) -> String {
        if let failure = underlyingError as? DynamicCodingFailure { return failure.message }
        guard underlyingError != nil, !debugDescription.hasSuffix("."), !debugDescription.isEmpty else {
            return debugDescription
        }
        return debugDescription + "."
    }
}
