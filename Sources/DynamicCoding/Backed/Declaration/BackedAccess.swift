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
        /// Decoded and unchanged, written back as read.
        case read(ReadRecord<Value>)
    }

    @usableFromInline typealias Store = @Sendable (UnsafeMutableRawPointer, Value) -> Void
    @usableFromInline typealias StoreRecord = @Sendable (UnsafeMutableRawPointer, ReadRecord<Value>) -> Void
    @usableFromInline typealias Load = @Sendable (UnsafeRawPointer, (Value) throws -> Void) throws -> Contents

    let store: Store
    /// Stores a value with how it was read (``ReadRecord``).
    let storeRecord: StoreRecord
    let load: Load

    @usableFromInline
    init(store: @escaping Store, storeRecord: @escaping StoreRecord, load: @escaping Load) {
        self.store = store
        self.storeRecord = storeRecord
        self.load = load
    }
}

extension Backed {
    /// Accessors built where `Value` is concrete.
    @inlinable
    static var specializedAccess: BackedAccess<Value> {
        BackedAccess(
            store: { $0.assumingMemoryBound(to: Backed<Value>.self).pointee = Backed(decoded: $1) },
            storeRecord: { $0.assumingMemoryBound(to: Backed<Value>.self).pointee = Backed(record: $1) },
            load: { try $0.assumingMemoryBound(to: Backed<Value>.self).pointee.visit($1) })
    }

    /// Hands the value to `body` unless it is `nil`, was never set, or is written back as read.
    @inlinable
    func visit(_ body: (Value) throws -> Void) rethrows -> BackedAccess<Value>.Contents {
        let value: Value
        switch storage {
        case .value(let stored):
            value = stored
        case .declared(let definition):
            guard let unset = definition.valueWhenUnset else { return .unset }
            value = unset
        case .read(let record):
            return .read(record)
        }
        if Optionality.isNil(value) { return .omitted }
        try body(value)
        return .written
    }
}
