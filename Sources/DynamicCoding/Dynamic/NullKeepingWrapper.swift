/// A dynamic wrapper that remembers a `nil` read from `null`, so that an unchanged round
/// trip writes `null` back: ``DynamicCodable``. Asked only for `nil` values.
///
/// ```swift
/// // @DynamicCodable var next: (any Route)?  ← {"next": null}
/// // encodes "next": null until `next` is set
/// ```
protocol NullKeepingWrapper {
    /// Whether the value is a `nil` read from `null`, not set since.
    var isNullAsRead: Bool { get set }
}

/// The casts to ``NullKeepingWrapper`` for the generic wrapper code.
enum NullKeeping {
    /// `wrapper`, marked as read from `null` when it keeps that.
    static func wrapper<Wrapper>(_ wrapper: Wrapper) -> Wrapper {
        guard var keeping = wrapper as? any NullKeepingWrapper else { return wrapper }
        keeping.isNullAsRead = true
        return keeping as? Wrapper ?? wrapper
    }

    /// Whether `wrapper` holds a `nil` read from `null`.
    static func isNullAsRead(_ wrapper: Any) -> Bool {
        (wrapper as? any NullKeepingWrapper)?.isNullAsRead == true
    }
}
