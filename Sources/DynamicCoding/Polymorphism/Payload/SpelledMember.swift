/// Reads an object's members under their keys as the payload spells them, for the
/// layouts whose keys are payload data (an external identifier, an adjacent content key
/// a key strategy would rename). The object is read as a dictionary, whose keys coders
/// leave as they are; only the wanted member is decoded, the others are skipped.
enum SpelledMember {
    /// The object's keys as spelled, sorted.
    static func keys(of decoder: any Decoder) throws -> [String] {
        try decoder.singleValueContainer().decode([String: Skipped].self).keys.sorted()
    }

    /// The member under `key` decoded as `registered`; `nil` when the object has no such key.
    static func decode(_ key: String, of decoder: any Decoder, as registered: RegisteredType) throws -> Any? {
        let members = try MemberSlot.$wanted.withValue(WantedMember(key: key, type: registered)) {
            () throws -> [String: MemberSlot] in
            try decoder.singleValueContainer().decode([String: MemberSlot].self)
        }
        return members[key]?.value
    }
}

/// The member a ``MemberSlot`` decodes.
private struct WantedMember: Sendable {
    let key: String
    let type: RegisteredType
}

/// One member of an object read as a dictionary: decoded when it is the wanted one,
/// else skipped.
private struct MemberSlot: Decodable {
    @TaskLocal static var wanted: WantedMember?

    let value: Any?

    init(from decoder: any Decoder) throws {
        guard let wanted = Self.wanted, decoder.codingPath.last?.stringValue == wanted.key else {
            value = nil
            return
        }
        value = try wanted.type.decode(decoder)
    }
}

/// A member read as nothing, to learn an object's keys.
private struct Skipped: Decodable {
    init(from decoder: any Decoder) throws {}
}
