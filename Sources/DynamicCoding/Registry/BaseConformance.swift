/// A value decoded as a type registered for a protocol, seen as that protocol: the cast,
/// and the error when the registered type does not conform to it.
enum BaseConformance {
    /// `value` as a `Base`, else the error that its type, registered for `Base`, does not
    /// conform to it. (The path is asked for only then: a decoder builds it on request.)
    /// Generic over the value's static type, so that a concrete value is cast without first
    /// being boxed in an `Any`.
    static func cast<Value, Base>(
        _ value: Value, to base: Base.Type, at codingPath: @autoclosure () -> [any CodingKey]
    )
        throws -> Base
    {
        if let value = value as? Base { return value }
        throw nonConforming(type(of: value), to: base, at: codingPath())
    }

    /// The error for a value of `type`, registered for `Base`, that does not conform to it.
    static func nonConforming<Base>(_ type: Any.Type, to base: Base.Type, at codingPath: [any CodingKey])
        -> DecodingError
    {
        let failure = DynamicCodingFailure.nonConformingType(
            type: String(describing: type), base: String(describing: Base.self))
        return DecodingError.typeMismatch(Base.self, failure.decodingContext(codingPath))
    }
}
