/// Whether a value holds a class instance anywhere inside it (itself, a member, an
/// element, an associated value): such a value copied into many models shares that
/// instance among them, and among the threads that decode them. Found through the value's
/// mirror: a type whose custom mirror (`CustomReflectable`) leaves an instance out hides it.
///
/// ```swift
/// SharedObjects.found(in: ["a", "b"])        // false
/// SharedObjects.found(in: [Counter()])       // true (Counter is a class)
/// ```
enum SharedObjects {
    /// Whether `value` holds a class instance, found through its mirror.
    static func found(in value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class { return true }
        return mirror.children.contains { found(in: $0.value) }
    }
}
