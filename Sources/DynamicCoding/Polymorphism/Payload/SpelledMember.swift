/// Decodes an object's member under its key as the payload spells it, for the layouts
/// whose keys are payload data (an external identifier, an adjacent content key a key
/// strategy would rename). The object is read as a ``RawKeyObject``: only the wanted
/// member is decoded, the others are skipped.
final class SpelledMember {
    let key: String
    let type: RegisteredType

    private init(key: String, type: RegisteredType) {
        self.key = key
        self.type = type
    }

    /// The member under `key` decoded as `registered`; `nil` when the object has no such key.
    static func decode(_ key: String, of decoder: any Decoder, as registered: RegisteredType) throws -> Any? {
        let wanted = SpelledMember(key: key, type: registered)
        return try RawKeyObject.members(MemberSlot.self, of: decoder, reader: wanted)[key]?.value
    }
}

/// One member of an object read for a ``SpelledMember``: decoded when it is the wanted
/// one, else skipped.
private struct MemberSlot: RawKeyMember {
    let value: Any?

    init(from decoder: any Decoder, reader wanted: SpelledMember) throws {
        guard decoder.codingPath.last?.stringValue == wanted.key else {
            value = nil
            return
        }
        value = try wanted.type.decode(decoder)
    }
}
