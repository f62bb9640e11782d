/// How a value of one registered type becomes the base it was registered for (`any Route`),
/// without a runtime cast per value.
///
/// ``TypeRegistry/register(_:for:typeIdentifier:)`` is inlined into the module that calls
/// it, where both types are known: the closure made there is compiled for them, so the
/// conversion is a direct existential construction. (Called with an opened existential
/// metatype, it stays a runtime cast, as without it.)
///
/// ```swift
/// let upcast = BaseUpcast<any Route> { try BaseUpcast.convert($0, from: DetailScreenRoute.self) }
/// ```
@usableFromInline
final class BaseUpcast<Base>: Sendable {
    /// Reads the registered type's value at the pointer and returns it as a `Base`; throws
    /// ``Mismatch`` when the type does not conform to `Base`.
    @usableFromInline let convert: @Sendable (UnsafeRawPointer) throws -> Base

    @usableFromInline
    init(_ convert: @escaping @Sendable (UnsafeRawPointer) throws -> Base) {
        self.convert = convert
    }

    /// The registered type's value at `pointer` as a `Base`.
    @inlinable
    static func convert<Concrete>(_ pointer: UnsafeRawPointer, from type: Concrete.Type) throws -> Base {
        guard let value = pointer.assumingMemoryBound(to: Concrete.self).pointee as? Base else {
            throw Mismatch()
        }
        return value
    }

    /// The registered type does not conform to `Base`; its caller words the error.
    @usableFromInline
    struct Mismatch: Error {
        @usableFromInline init() {}
    }

    /// `value` as a `Base`, else the error that `Value`, registered for `Base`, does not
    /// conform to it, at `codingPath`.
    func convert<Value>(_ value: Value, at codingPath: @autoclosure () -> [any CodingKey]) throws -> Base {
        do {
            return try withUnsafePointer(to: value) { try convert(UnsafeRawPointer($0)) }
        } catch {
            throw BaseConformance.nonConforming(Value.self, to: Base.self, at: codingPath())
        }
    }
}
