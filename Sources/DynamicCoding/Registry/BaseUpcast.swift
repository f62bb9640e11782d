/// How a value of one registered type becomes the base it was registered for (`any Route`),
/// without a runtime cast per value.
///
/// ``TypeRegistry/register(_:for:typeIdentifier:)`` is inlined into the module that calls
/// it, where both types are known: the closure made there is compiled for them, so the
/// conversion is a direct existential construction, and the value is made in memory of
/// its own type's size. (Called with an opened existential metatype, it stays a runtime
/// cast, as without it.)
///
/// ```swift
/// let upcast = BaseUpcast<any Route> { try BaseUpcast.make(DetailScreenRoute.self, with: $0) }
/// ```
@usableFromInline
final class BaseUpcast<Base>: Sendable {
    /// Makes a value of the registered type with the function it is given, which
    /// initializes the memory it gets, and returns it as a `Base`; throws ``Mismatch`` when
    /// the type does not conform to `Base`.
    @usableFromInline let make:
        @Sendable (_ initialize: (UnsafeMutableRawPointer) throws -> Void) throws -> Base

    @usableFromInline
    init(_ make: @escaping @Sendable (_ initialize: (UnsafeMutableRawPointer) throws -> Void) throws -> Base)
    {
        self.make = make
    }

    /// A value of `type` that `initialize` makes, moved into a `Base`.
    @inlinable
    static func make<Concrete>(
        _ type: Concrete.Type, with initialize: (UnsafeMutableRawPointer) throws -> Void
    ) throws -> Base {
        try withUnsafeTemporaryAllocation(of: Concrete.self, capacity: 1) { buffer in
            let pointer = buffer.baseAddress.unsafelyUnwrapped
            try initialize(UnsafeMutableRawPointer(pointer))
            guard let value = pointer.move() as? Base else { throw Mismatch() }
            return value
        }
    }

    /// The registered type does not conform to `Base`; its caller words the error.
    @usableFromInline
    struct Mismatch: Error {
        @usableFromInline init() {}
    }

    /// The value `make` returns as a `Base`; `nil` when `Value`, registered for `Base`, does
    /// not conform to it. The value is made straight into the memory it is moved out of: a
    /// copy of a model would retain each of its references.
    func convertIfConforming<Value>(_ make: () throws -> Value) throws -> Base? {
        // Once the value is made, the one error left is a mismatch: a flag tells it, where
        // `catch is Mismatch` would cast every error a failed decode throws.
        var made = false
        do {
            return try self.make {
                $0.assumingMemoryBound(to: Value.self).initialize(to: try make())
                made = true
            }
        } catch  where made {
            return nil
        }
    }

    /// The value `make` returns as a `Base`, else the error that `Value`, registered for
    /// `Base`, does not conform to it, at `codingPath`.
    func convert<Value>(_ make: () throws -> Value, at codingPath: @autoclosure () -> [any CodingKey])
        throws -> Base
    {
        guard let value = try convertIfConforming(make) else {
            throw BaseConformance.nonConforming(Value.self, to: Base.self, at: codingPath())
        }
        return value
    }
}
