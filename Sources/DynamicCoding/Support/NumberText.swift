/// A decoder's single-value container that gives a number's JSON text as the payload
/// writes it, so that a value can keep any number exactly, whatever its size and digits
/// (``DynamicJSONDecoder``'s containers do).
///
/// ```swift
/// if let reader = container as? any NumberTextReading, let text = reader.numberText() {
///     // "18446744073709551615", as written
/// }
/// ```
protocol NumberTextReading {
    /// The text of the number the container holds, as written; `nil` when it holds no
    /// number, or one that breaks JSON's grammar.
    func numberText() -> String?
}

/// An encoder's single-value container that writes a number's JSON text as it is
/// (``DynamicJSONEncoder``'s container does): any number, exactly.
///
/// ```swift
/// if let writer = container as? any NumberTextWriting {
///     try writer.encodeNumberText("18446744073709551615")
/// }
/// ```
protocol NumberTextWriting {
    /// Writes `text`, a number in JSON's grammar, as the container's value.
    func encodeNumberText(_ text: String) throws
}
