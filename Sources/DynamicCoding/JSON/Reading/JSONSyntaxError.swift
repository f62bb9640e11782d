/// Where bytes stop being JSON, and what is wrong there.
///
/// ```swift
/// JSONSyntaxError(offset: 7, problem: "expected a value but found 'x'")
/// ```
struct JSONSyntaxError: Error {
    /// The byte offset of the offending byte (the data's length at its end).
    let offset: Int
    let problem: String
    /// Whether reading cannot go on past it, even in a string whose errors wait until it is
    /// read (a `\u` escape without four hexadecimal digits, as `JSONDecoder` decides).
    var isUnrecoverable = false
}
