/// What every layout does once it has an identifier: decode the type registered under
/// it, else keep the payload in the fallback type, else fail naming the registered
/// identifiers (and the nearest one, when the identifier looks like a typo of it).
/// A fallback set `alsoWhenDecodingFails` also keeps a payload the registered type
/// failed to decode, and records that type's error in the report.
struct TypeChoice {
    let namespace: TypeNamespace

    /// - Parameters:
    ///   - path: where the identifier is, for the error.
    ///   - decoder: the decoder of the whole payload, for the report.
    ///   - payload: the whole payload as read, for the fallback type.
    ///   - decodeRegistered: decodes the registered type from the payload's content.
    ///   - wholePayload: whether the registered type decodes the whole payload (the
    ///     internal layout), so that an error a coder throws without a path can be located
    ///     by decoding it again through `decoder`.
    func decode<Value>(
        _ identifier: String, at path: @autoclosure () -> [any CodingKey], in decoder: any Decoder,
        payload: () throws -> CodableValue, registered decodeRegistered: (RegisteredType) throws -> Value,
        wholePayload: Bool = false
    ) throws -> Value {
        if let registered = namespace.registered(for: identifier) {
            do {
                return try decodeRegistered(registered)
            } catch {
                guard let fallback = namespace.fallback, fallback.keepsFailedPayloads,
                    let kept = try? payload()
                else { throw error }
                let located =
                    wholePayload
                    ? ErrorTracingDecoder.locate(error, in: decoder) { _ = try registered.decode($0) } : error
                DecodingReport.attached(to: decoder)?.record(
                    located, at: decoder.codingPath, resolution: .keptAsFallback)
                return try asDecoded(fallback.make(identifier: identifier, payload: kept), decoder)
            }
        }
        if let fallback = namespace.fallback {
            return try asDecoded(fallback.make(identifier: identifier, payload: try payload()), decoder)
        }
        let failure = DynamicCodingFailure.unknownTypeIdentifier(
            identifier, base: namespace.baseName, registered: namespace.identifiers)
        throw DecodingError.dataCorrupted(failure.decodingContext(path()))
    }

    /// The fallback's value as the `Value` decoded, else the error that the fallback type
    /// does not conform to it.
    private func asDecoded<Value>(_ value: Any, _ decoder: any Decoder) throws -> Value {
        try BaseConformance.cast(value, to: Value.self, at: decoder.codingPath)
    }
}
