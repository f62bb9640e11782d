/// The selected layout (``TypeLayout/selected(_:)``): a closure looks at the payload,
/// read once, and names its identifier; `nil` names the default type.
struct SelectedLayout {
    let namespace: TypeNamespace
    let select: @Sendable (CodableValue) -> String?

    func decode(from decoder: any Decoder) throws -> Any {
        try BufferedPayload.resolve(decoder, base: namespace.baseName) { payload in
            guard let identifier = select(payload.value) else {
                if let defaultType = namespace.defaultType { return payload.attempt(defaultType) }
                let failure = DynamicCodingFailure.noTypeSelected(base: namespace.baseName)
                throw DecodingError.dataCorrupted(failure.decodingContext(payload.codingPath))
            }
            var outcome: BufferedPayload.Trial?
            let value = try TypeChoice(namespace: namespace).decode(
                identifier, at: payload.codingPath, in: decoder, payload: { payload.value },
                registered: { registered in
                    let attempt = payload.attempt(registered)
                    outcome = attempt
                    return try attempt.result.get()
                })
            return outcome ?? BufferedPayload.Trial(result: .success(value), entries: [])
        }
    }

    /// Writes the value, and `identifier` under `tag` when the value is an object; a value
    /// that is not one is written alone.
    static func encode(
        _ payload: PolymorphicPayload, identifier: String, tag: String, to encoder: any Encoder
    )
        throws
    {
        guard try ObjectOnlyEncoder.encode(into: encoder, payload.encode) == nil else {
            return try payload.encode(to: encoder)
        }
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(identifier, forKey: AnyCodingKey(tag))
    }
}
