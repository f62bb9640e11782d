/// Counts the decode attempts of the deduced and selected layouts (one per candidate
/// tried, one per selected type decoded), for the tests that check nesting stays linear.
///
/// ```swift
/// let counter = LayoutAttemptCounter()
/// decoder.userInfo[.layoutAttemptCounter] = counter
/// _ = try decoder.decode(Tree.self, from: data)
/// counter.attempts  // 30
/// ```
@_spi(Testing) public final class LayoutAttemptCounter: Sendable {
    private let counted = Locked(0)

    /// Creates a counter at zero.
    public init() {}

    /// The attempts counted so far.
    public var attempts: Int { counted.withLock { $0 } }

    func count() {
        counted.withLock { $0 += 1 }
    }
}

extension CodingUserInfoKey {
    /// The `userInfo` key of a ``LayoutAttemptCounter``.
    @_spi(Testing) public static let layoutAttemptCounter = CodingUserInfoKey(
        rawValue: "DynamicCoding.layoutAttemptCounter")!
}
