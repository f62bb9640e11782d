/// An `Optional` seen from generic code that does not know it has one: the one way the
/// library tells optionals apart.
@usableFromInline
protocol OptionalValue {
    static var none: Self { get }
    var isNone: Bool { get }
    /// The value held, boxed; `nil` when none.
    var unwrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    @usableFromInline
    var isNone: Bool { self == nil }

    @usableFromInline
    var unwrappedAny: Any? { map { $0 } }
}

/// Questions generic code asks about a type or value that may be an `Optional`.
@usableFromInline
enum Optionality {
    /// `nil` as `Value` when `Value` is an optional type, else `nil` (no value).
    @usableFromInline
    static func nilValue<Value>(of type: Value.Type) -> Value? {
        // `_isOptional` reads the type's metadata kind: no conformance lookup (a scan of
        // every conformance record) for the many types that are not optional.
        guard _isOptional(type) else { return nil }
        return (type as? any OptionalValue.Type).flatMap { $0.none as? Value }
    }

    /// Whether `value` is an optional that holds `nil`. Inlinable, so that specialized
    /// callers fold the cast away.
    @inlinable
    static func isNil<Value>(_ value: Value) -> Bool {
        (value as? any OptionalValue)?.isNone ?? false
    }

    /// The value an optional holds (`nil` when none), or `value` itself when it is not an
    /// optional.
    static func unwrappedAny(_ value: Any) -> Any? {
        guard let optional = value as? any OptionalValue else { return value }
        return optional.unwrappedAny
    }

    /// The value an optional holds, or `value` itself when it is not an optional.
    static func unwrapped(_ value: any Encodable) -> any Encodable {
        guard let optional = value as? any OptionalValue else { return value }
        return optional.unwrappedAny as? any Encodable ?? value
    }
}
