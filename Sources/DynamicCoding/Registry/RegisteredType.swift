/// One concrete type known to a registry.
struct RegisteredType: Sendable {
    let type: any (Decodable & SendableMetatype).Type

    var name: String { String(describing: type) }

    func decode(_ decoder: any Decoder) throws -> Any {
        try type.init(from: decoder)
    }

    func isSameType(as other: Any.Type) -> Bool {
        ObjectIdentifier(type) == ObjectIdentifier(other)
    }
}
