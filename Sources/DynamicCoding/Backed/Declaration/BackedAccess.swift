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
        /// An `.otherKeys` property's entries, written with the model's object in the
        /// document's order.
        case ordered(DocumentOrdered<Value>)
    }

    @usableFromInline typealias Store = @Sendable (UnsafeMutableRawPointer, Value) -> Void
    @usableFromInline typealias StoreRecord = @Sendable (UnsafeMutableRawPointer, ReadRecord<Value>) -> Void
    @usableFromInline typealias StoreOrdered =
        @Sendable (UnsafeMutableRawPointer, DocumentOrdered<Value>) -> Void
    @usableFromInline typealias Load = @Sendable (UnsafeRawPointer, (Value) throws -> Void) throws -> Contents

    let store: Store
    /// Stores a value with how it was read (``ReadRecord``).
    let storeRecord: StoreRecord
    /// Stores an `.otherKeys` property's entries with their document's order (``DocumentOrdered``).
    let storeOrdered: StoreOrdered
    let load: Load

    @usableFromInline
    init(
        store: @escaping Store, storeRecord: @escaping StoreRecord, storeOrdered: @escaping StoreOrdered,
        load: @escaping Load
    ) {
        self.store = store
        self.storeRecord = storeRecord
        self.storeOrdered = storeOrdered
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
            storeOrdered: { $0.assumingMemoryBound(to: Backed<Value>.self).pointee = Backed(ordered: $1) },
            load: { try $0.assumingMemoryBound(to: Backed<Value>.self).pointee.visit($1) })
    }

    /// Hands the value to `body` unless it is `nil`, was never set, is written back as read,
    /// or is written in its document's order.
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
        case .ordered(let ordered):
            return .ordered(ordered)
        }
        if Optionality.isNil(value) { return .omitted }
        try body(value)
        return .written
    }
}
