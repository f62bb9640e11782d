/// What every layout does once it has an identifier: decode the type registered under
/// it, else keep the payload in the fallback type, else fail naming the registered
/// identifiers (and the nearest one, when the identifier looks like a typo of it).
struct TypeChoice {
    let namespace: TypeNamespace

    /// - Parameters:
    ///   - path: where the identifier is, for the error.
    ///   - payload: the whole payload as read, for the fallback type.
    ///   - decodeRegistered: decodes the registered type from the payload's content.
    func decode(
        _ identifier: String, at path: @autoclosure () -> [any CodingKey], payload: () throws -> CodableValue,
        registered decodeRegistered: (RegisteredType) throws -> Any
    ) throws -> Any {
        if let registered = namespace.typesByIdentifier[identifier] {
            return try decodeRegistered(registered)
        }
        if let fallback = namespace.fallback {
            return fallback.make(identifier: identifier, payload: try payload())
        }
        let failure = DynamicCodingFailure.unknownTypeIdentifier(
            identifier, base: namespace.baseName, registered: namespace.identifiers)
        throw DecodingError.dataCorrupted(failure.decodingContext(path()))
    }
}
