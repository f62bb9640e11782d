/// The property wrapper that maps one property of a ``BackedDecodable`` or
/// ``BackedEncodable`` model to its place in the payload, with everything the property
/// needs: a key or path with fallbacks, lossy collections, defaults, per-property
/// strategies and polymorphic values. Encoding writes the value back along the same
/// (first) path; a decoded value not set since is written as it was read (`null` as
/// `null`, a value a default replaced as the payload held it, at the `??` alternative
/// it was found at).
///
/// ```swift
/// struct User: BackedCodable {
///     @Backed("uuid") var id: String
///     @Backed(Path("attributes", "first_name") ?? "first_name") var firstName: String
///     @Backed("tags", options: .lossy) var tags: [String]
///     @Backed("born", strategy: .secondsSince1970) var birthday: Date?
///     @Backed(defaultValue: 0) var visits: Int
/// }
/// ```
///
/// The configuration lives in one shared object, so a property costs one pointer (plus
/// alignment) over its value, and copies of a model are independent.
@propertyWrapper
public struct Backed<Value> {
    @usableFromInline
    enum Storage {
        case declared(BackedDefinition<Value>)
        case value(Value)
        /// Decoded, and written back as read while unchanged (``ReadRecord``).
        case read(ReadRecord<Value>)
        /// An `.otherKeys` property's entries, with the order of the document its model was
        /// read from (``DocumentOrdered``), which setting the property keeps.
        case ordered(DocumentOrdered<Value>)
    }

    @usableFromInline var storage: Storage

    @usableFromInline
    init(definition: BackedDefinition<Value>) {
        storage = .declared(definition)
    }

    @usableFromInline
    init(decoded value: Value) {
        storage = .value(value)
    }

    @usableFromInline
    init(record: ReadRecord<Value>) {
        storage = .read(record)
    }

    @usableFromInline
    init(ordered: DocumentOrdered<Value>) {
        storage = .ordered(ordered)
    }

    /// Maps the property to the key of its own name, as converted by the coder's key
    /// strategy. This is what a bare `@Backed` means; like every `@Backed` initializer it
    /// receives the declaration's place in source, for the message about a property read
    /// before it was set. (Declared in the type itself, with only defaulted parameters:
    /// that is what lets `@Backed var x: T` count as initialized.)
    ///
    /// ```swift
    /// @Backed var email: String
    /// ```
    @inlinable
    public init(fileID: StaticString = #fileID, line: UInt = #line) {
        storage = .declared(
            BackedDefinition(path: nil, fileID: fileID, line: line, access: Self.specializedAccess))
    }

    /// The property's value. Reading a property that was never set (not decoded, not
    /// assigned by an initializer) gives its default or `nil`, and otherwise stops with
    /// a message naming the declaration.
    @inlinable
    public var wrappedValue: Value {
        get {
            switch storage {
            case .value(let value):
                return value
            case .declared(let definition):
                guard let value = definition.valueWhenUnset else {
                    UnsetPropertyReport.stop(definition: definition)
                }
                return value
            case .read(let record):
                return record.value
            case .ordered(let ordered):
                return ordered.value
            }
        }
        set {
            if case .ordered(let ordered) = storage {
                storage = .ordered(ordered.replacingValue(with: newValue))
            } else {
                storage = .value(newValue)
            }
        }
    }

    /// The same value, for initializers written in the style `self.$id = id`.
    ///
    /// ```swift
    /// init(id: String) { self.$id = id }
    /// ```
    @inlinable
    public var projectedValue: Value {
        get { wrappedValue }
        set { wrappedValue = newValue }
    }

    /// The value when set, else what an unset property reads (default or `nil`).
    var currentValue: Value? {
        switch storage {
        case .value(let value): return value
        case .declared(let definition): return definition.valueWhenUnset
        case .read(let record): return record.value
        case .ordered(let ordered): return ordered.value
        }
    }
}

extension Backed: Sendable where Value: Sendable {}
extension Backed.Storage: Sendable where Value: Sendable {}

extension Backed: Equatable where Value: Equatable {
    /// Compares the values; two unset properties are equal when they read the same. How a
    /// decoded value was read (`null` or absent, the document order an `.otherKeys`
    /// property keeps) changes what encoding writes, not the value.
    public static func == (lhs: Backed, rhs: Backed) -> Bool {
        lhs.currentValue == rhs.currentValue
    }
}

extension Backed: Hashable where Value: Hashable {
    /// Hashes the value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(currentValue)
    }
}

extension Backed: CustomStringConvertible {
    /// The value's description, or `<unset>`.
    public var description: String {
        currentValue.map { String(describing: $0) } ?? "<unset>"
    }
}
