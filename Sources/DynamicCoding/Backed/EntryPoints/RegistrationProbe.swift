/// A decoder that tells whether a ``BackedDecodable`` type decodes through the library's
/// `init(from:)`, or through one of its own: the library's answers the probe at once, with
/// ``Answer``, before reading anything; a type's own asks it for a container, which it
/// refuses. Asked once per registration, never of a payload.
///
/// ```swift
/// RegistrationProbe.decodesThroughLibrary(Circle.self)  // true unless Circle has its own init(from:)
/// ```
struct RegistrationProbe: Decoder {
    /// What the library's `init(from:)` throws when it is given a probe.
    struct Answer: Error {}

    /// What the probe throws when a type's own `init(from:)` asks it for anything.
    private struct Refusal: Error {}

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Whether `type` decodes through ``BackedDecodable``'s `init(from:)`.
    static func decodesThroughLibrary<Model: BackedDecodable>(_ type: Model.Type) -> Bool {
        do {
            _ = try Model(from: RegistrationProbe())
            return false
        } catch {
            return error is Answer
        }
    }

    /// Whether `decoder` is a probe: one comparison of type identities.
    static func isProbe(_ decoder: any Decoder) -> Bool {
        ObjectIdentifier(Swift.type(of: decoder)) == ObjectIdentifier(RegistrationProbe.self)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw Refusal()
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw Refusal()
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw Refusal()
    }
}
