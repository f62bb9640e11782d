/// The error of an object's first member, in key order, that failed to decode. Coders read
/// an object's members in an order of their own (Foundation's follows hashing, which
/// differs from one decode to the next), so stopping at the first member that fails would
/// report another member each time: the members are all read, and this keeps the error
/// of the least key.
///
/// ```swift
/// var failure = FirstFailure()
/// failure.note(error, at: "width")
/// try failure.rethrow()  // throws the error noted at the least key
/// ```
struct FirstFailure {
    private var first: (key: String, error: any Error)?

    /// Keeps `error`, of the member at `key`, if no member at a lesser key failed.
    mutating func note(_ error: any Error, at key: String) {
        if let first, first.key <= key { return }
        first = (key, error)
    }

    /// Throws the error kept, if any.
    func rethrow() throws {
        if let first { throw first.error }
    }
}
