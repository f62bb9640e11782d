/// Lets generic code ask whether a type is an `Optional` and make its `nil`.
@usableFromInline
protocol OptionalShape {
    static var none: Self { get }
    var isNone: Bool { get }
}

extension Optional: OptionalShape {
    @usableFromInline
    var isNone: Bool { self == nil }
}

/// Helpers for generic code that needs to treat `Optional` values specially.
@usableFromInline
enum Optionality {
    /// `nil` as `Value` when `Value` is an optional type, else `nil` (no value).
    @usableFromInline
    static func nilValue<Value>(of type: Value.Type) -> Value? {
        (type as? any OptionalShape.Type).flatMap { $0.none as? Value }
    }

    /// Whether `value` is an optional that holds `nil`. Inlinable, so that specialized
    /// callers fold the cast away.
    @inlinable
    static func isNil<Value>(_ value: Value) -> Bool {
        (value as? any OptionalShape)?.isNone ?? false
    }
}
