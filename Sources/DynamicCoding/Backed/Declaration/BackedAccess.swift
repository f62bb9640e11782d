/// Reads and writes the `Backed<Value>` at an address inside a model.
///
/// Generic code in this module would look up the metadata of `Backed<Value>` and
/// `Optional<Value>` at run time for every value; these closures are created by the
/// `@inlinable` initializers, in the model's module, where `Value` is concrete.
@usableFromInline
struct BackedAccess<Value>: Sendable {
    /// What a property holds when it is encoded.
    @usableFromInline
    enum Contents {
        /// The value was handed to the writer.
        case written
        /// The value is `nil`: the key is left out.
        case omitted
        /// Never set, no default and not optional.
        case unset
    }

    @usableFromInline typealias Store = @Sendable (UnsafeMutableRawPointer, Value) -> Void
    @usableFromInline typealias Load = @Sendable (UnsafeRawPointer, (Value) throws -> Void) throws -> Contents

    let store: Store
    let load: Load

    @usableFromInline
    init(store: @escaping Store, load: @escaping Load) {
        self.store = store
        self.load = load
    }
}

extension Backed {
    /// Accessors built where `Value` is concrete.
    @inlinable
    static var specializedAccess: BackedAccess<Value> {
        BackedAccess(
            store: { $0.assumingMemoryBound(to: Backed<Value>.self).pointee = Backed(decoded: $1) },
            load: { try $0.assumingMemoryBound(to: Backed<Value>.self).pointee.visit($1) })
    }

    /// Hands the value to `body` unless it is `nil` or was never set.
    @inlinable
    func visit(_ body: (Value) throws -> Void) rethrows -> BackedAccess<Value>.Contents {
        let value: Value
        switch storage {
        case .value(let stored):
            value = stored
        case .declared(let definition):
            guard let unset = definition.valueWhenUnset else { return .unset }
            value = unset
        }
        if Optionality.isNil(value) { return .omitted }
        try body(value)
        return .written
    }
}
