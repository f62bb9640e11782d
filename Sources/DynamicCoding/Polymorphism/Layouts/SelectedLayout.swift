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
            return outcome ?? BufferedPayload.Trial(result: .success(value), kept: [])
        }
    }

    /// Writes the value, with `identifier` under `tag` when the value is an object, unless
    /// what it wrote there names it already (as read: a string, or an array holding it). A
    /// value that is not an object is written alone.
    static func encode(
        _ payload: PolymorphicPayload, identifier: String, tag: String, to encoder: any Encoder
    )
        throws
    {
        let collected = MergingEncoder(collectingFor: encoder)
        try payload.encode(to: collected)
        if collected.node.isObject {
            let written = collected.node.member(tag)
            if !written.names(identifier) { try written.setValue(identifier, by: collected) }
        }
        try collected.node.encode(to: encoder)
    }
}
