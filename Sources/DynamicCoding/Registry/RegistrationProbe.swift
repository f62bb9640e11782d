/// A decoder that asks a ``BackedDecodable`` type, when it is registered, how the registry
/// is to decode it: the library's `init(from:)` answers the probe at once, before reading
/// anything, with an ``Offer`` of its `PayloadObjectDecoding`; a type's own `init(from:)`
/// asks the probe for a container, which it refuses, and keeps being called. Only types
/// that are `BackedDecodable` are probed; nothing is asked of a payload.
///
/// ```swift
/// RegistrationProbe.objectDecoding(of: Circle.self)  // nil unless Circle is BackedDecodable
/// ```
struct RegistrationProbe: Decoder {
    /// What the library's `init(from:)` throws when it is given a probe: how the registry
    /// decodes the type from the container its identifier was read from.
    struct Offer: Error {
        let decoding: any PayloadObjectDecoding
    }

    /// What the probe throws when a type's own `init(from:)` asks it for anything, and
    /// what the library's throws when it makes no offer.
    struct Refusal: Error {}

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// How the registry decodes `type` from an opened object: what a ``BackedDecodable``
    /// type decoded through the library's `init(from:)` offers; `nil` for any other type.
    static func objectDecoding(of type: Any.Type) -> (any PayloadObjectDecoding)? {
        guard let model = type as? any BackedDecodable.Type else { return nil }
        return offer(of: model)
    }

    private static func offer<Model: BackedDecodable>(of type: Model.Type) -> (any PayloadObjectDecoding)? {
        do {
            _ = try Model(from: RegistrationProbe())
            return nil
        } catch {
            return (error as? Offer)?.decoding
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
