/// Codes one polymorphic value (`any P`) through the registry. Unbound, it looks up the
/// registry for each value; a collection binds it once (``bound(to:)``).
struct PolymorphicCoder<Base>: ValueCoder {
    /// The namespace, once bound to a coder's registry.
    private let bound: TypeNamespace?

    init() {
        bound = nil
    }

    private init(namespace: TypeNamespace) {
        bound = namespace
    }

    private func namespace(_ userInfo: [CodingUserInfoKey: Any]) -> TypeNamespace {
        bound ?? PolymorphicValue.namespace(for: Base.self, in: userInfo)
    }

    func decode(from decoder: any Decoder) throws -> Base {
        try PolymorphicValue.decode(Base.self, in: namespace(decoder.userInfo), from: decoder)
    }

    func decode(_ container: ObjectDecodingContainer, forKey key: AnyCodingKey) throws -> Base {
        guard bound == nil else { return try decode(from: container.memberDecoder(forKey: key)) }
        return try Self.decodeUnbound(container, forKey: key)
    }

    func decode(_ container: inout any UnkeyedDecodingContainer) throws -> Base {
        guard let bound else { return try Self.decodeUnbound(&container) }
        // What `decodeLocatingErrors` does, without its generic call, which looks up this
        // coder's metadata per element.
        let decoder = try container.superDecoder()
        do {
            return try PolymorphicValue.decode(Base.self, in: bound, from: decoder)
        } catch {
            throw locate(error, in: decoder)
        }
    }

    // Unbound, each value is read through the decoder the container's own API gives it,
    // which finds the namespace: Foundation's is the document's decoder, where
    // `superDecoder` makes another object (see `bound(to:)`). Functions of their own, so
    // that a bound coder does not look up `PolymorphicElement<Base>`'s metadata per value on
    // its way past them.

    @inline(never)
    private static func decodeUnbound(_ container: ObjectDecodingContainer, forKey key: AnyCodingKey) throws
        -> Base
    {
        // A missing key is the error `memberDecoder(forKey:)` words.
        guard container.contains(key) else { throw Absence.missing(key, in: container.codingPath).error }
        return try container.decode(PolymorphicElement<Base>.self, forKey: key).value
    }

    @inline(never)
    private static func decodeUnbound(_ container: inout any UnkeyedDecodingContainer) throws -> Base {
        try container.decode(PolymorphicElement<Base>.self).value
    }

    func encode(_ value: Base, to encoder: any Encoder) throws {
        try PolymorphicValue.encode(value, in: namespace(encoder.userInfo), to: encoder)
    }

    // A member or an element goes through the container's own API: a `superEncoder` would
    // cost an encoder object per value in Foundation's coders.

    func encode(_ value: Base, to container: inout ObjectEncodingContainer, forKey key: AnyCodingKey) throws {
        try container.encode(
            EncodedPolymorphicValue(value: value, bound: bound, base: Base.self), forKey: key)
    }

    func encode(_ value: Base, to container: inout any UnkeyedEncodingContainer) throws {
        try container.encode(EncodedPolymorphicValue(value: value, bound: bound, base: Base.self))
    }

    var needsBinding: Bool { bound == nil }

    /// This coder with its namespace looked up once; unbound while a value is tried in
    /// place, so that the values nested in it are read through the document's decoder and
    /// found in its session (`InPlaceTrials`): asked once per collection, not per value.
    func bound(to userInfo: [CodingUserInfoKey: Any]) -> any ValueCoder<Base> {
        guard !PolymorphicValue.isTryingInPlace else { return self }
        return PolymorphicCoder(namespace: namespace(userInfo))
    }
}

/// Carries one `any Base` value through a container's element APIs, which read it
/// with a decoder of its own.
private struct PolymorphicElement<Base>: Decodable {
    let value: Base

    init(from decoder: any Decoder) throws {
        value = try PolymorphicCoder<Base>().decode(from: decoder)
    }
}

/// Carries one `any Base` value through a container's element APIs, which write it with
/// an encoder of their own. Not generic, so that making one looks up no type metadata.
private struct EncodedPolymorphicValue: Encodable {
    let value: Any
    /// The namespace, when the coder was bound to one.
    let bound: TypeNamespace?
    let base: Any.Type

    func encode(to encoder: any Encoder) throws {
        guard let bound else {
            return try PolymorphicValue.encode(
                value, in: PolymorphicValue.namespace(for: base, in: encoder.userInfo), to: encoder)
        }
        try PolymorphicValue.encode(value, in: bound, to: encoder)
    }
}
