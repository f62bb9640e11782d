/// The stand-in type a namespace builds for identifiers nothing registered.
struct FallbackType: Sendable {
    let type: any (UnknownTypeFallback & SendableMetatype).Type

    func make(identifier: String, payload: CodableValue) -> Any {
        type.init(typeIdentifier: identifier, payload: payload)
    }
}
