/// Where bytes stop being JSON, and what is wrong there.
///
/// ```swift
/// JSONSyntaxError(offset: 7, problem: "expected a value but found 'x'")
/// ```
struct JSONSyntaxError: Error {
    /// The byte offset of the offending byte (the data's length at its end).
    let offset: Int
    let problem: String
    /// Whether reading stops here even inside a string, whose other errors wait until it is
    /// read (`\u12` then another byte, as `JSONDecoder` decides).
    var stopsReading = false
}
