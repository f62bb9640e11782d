/// A polymorphic value's own keys, without its identifier, as a layout writes them.
struct PolymorphicPayload: Encodable {
    /// The value, an instance of a concrete type.
    let value: Any
    /// The value's type as its registration found it `Encodable`, so that no value is cast;
    /// `nil` for a type that was not registered.
    let type: (any (Encodable & SendableMetatype).Type)?

    func encode(to encoder: any Encoder) throws {
        if let type { return try type.encodePayload(value, to: encoder) }
        guard let encodable = value as? any Encodable else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "\(Swift.type(of: value)) does not conform to Encodable."))
        }
        try encodable.encode(to: encoder)
    }
}
