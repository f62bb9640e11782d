/// Reads an object as a dictionary, so that its keys come as the payload spells them: a
/// coder's `keyDecodingStrategy` renames a keyed container's keys (`cell_type` becomes
/// `cellType`), never a dictionary's. Each member is a ``RawKeyMember``, which decodes
/// only what it needs with the reader bound for the read (the coder builds the members
/// through `init(from:)`, so the reader reaches them in a task-local value).
///
/// ```swift
/// let spelled = try RawKeyObject.keys(of: decoder)  // ["cell_type"]
/// let members = try RawKeyObject.members(MemberSlot.self, of: decoder, reader: wanted)
/// ```
enum RawKeyObject {
    /// The keys of the object `decoder` holds, as spelled; the members are skipped.
    static func keys(of decoder: any Decoder) throws -> Dictionary<String, SkippedValue>.Keys {
        try decoder.singleValueContainer().decode([String: SkippedValue].self).keys
    }

    /// The object `decoder` holds, its members read as `Member`s with `reader`.
    static func members<Member: RawKeyMember>(
        _ type: Member.Type, of decoder: any Decoder, reader: Member.Reader
    )
        throws -> [String: Member]
    {
        let container = try decoder.singleValueContainer()
        return try $binding.withValue(Binding(reader: reader)) { try container.decode([String: Member].self) }
    }

    /// The object under `key` in `container`, its members read as `Member`s with `reader`.
    static func members<Member: RawKeyMember>(
        _ type: Member.Type, in container: ObjectDecodingContainer, forKey key: AnyCodingKey,
        reader: Member.Reader
    ) throws -> [String: Member] {
        try $binding.withValue(Binding(reader: reader)) {
            try container.decode([String: Member].self, forKey: key)
        }
    }

    /// The reader of the object being read. It is only used on the thread that bound it,
    /// during the binding.
    struct Binding: @unchecked Sendable {
        let reader: AnyObject
    }

    @TaskLocal static var binding: Binding?
}
