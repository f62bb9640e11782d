/// Reads and writes one value (a `@Backed` property's, a dynamic wrapper's, or one
/// element of either) from wherever it sits: a keyed container's member, an array
/// element, a decoder, or a list of places a path fanned out to.
///
/// ``ValueCoders`` chooses the coder ahead of the values (when a model type is first used,
/// or a dynamic wrapper's value type), so decoding runs no type tests per value.
protocol ValueCoder<Value> {
    associatedtype Value

    func decode(from decoder: any Decoder) throws -> Value
    func decode(_ container: ObjectDecodingContainer, forKey key: AnyCodingKey) throws -> Value
    /// The value under `key`, or `nil` when the key is missing or holds `null`.
    func decodeIfPresent(_ container: ObjectDecodingContainer, forKey key: AnyCodingKey) throws -> Value?
    func decode(_ container: inout any UnkeyedDecodingContainer) throws -> Value
    /// Builds the value from the places a fan-out path component (`.allValues`, a
    /// filter) reached, one element each.
    func decode<Source: ElementSource>(
        elements sources: [Source], at codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]
    ) throws -> Value

    func encode(_ value: Value, to encoder: any Encoder) throws
    func encode(_ value: Value, to container: inout ObjectEncodingContainer, forKey key: AnyCodingKey) throws
    func encode(_ value: Value, to container: inout any UnkeyedEncodingContainer) throws

    /// Whether the coder looks something up in the coder's `userInfo` (the registry)
    /// for each value; a collection then looks it up once, with ``bound(to:)``.
    var needsBinding: Bool { get }
    /// This coder with what it reads from `userInfo` looked up once.
    func bound(to userInfo: [CodingUserInfoKey: Any]) -> any ValueCoder<Value>
}

/// One place a fan-out path component reached, decoded as one element of a collection.
protocol ElementSource {
    var codingPath: [any CodingKey] { get }
    /// Whether the value here is `null`.
    func isNull() throws -> Bool
    /// Decodes the value here with `coder`.
    func decode<Value>(with coder: any ValueCoder<Value>, userInfo: [CodingUserInfoKey: Any]) throws -> Value
    /// A decoder holding the value here, to decode it again when it failed.
    func decoder(userInfo: [CodingUserInfoKey: Any]) throws -> any Decoder
}

extension ValueCoder {
    func decode(_ container: ObjectDecodingContainer, forKey key: AnyCodingKey) throws -> Value {
        try decode(from: container.memberDecoder(forKey: key))
    }

    func decodeIfPresent(_ container: ObjectDecodingContainer, forKey key: AnyCodingKey) throws -> Value? {
        guard try !container.isMissingOrNull(key) else { return nil }
        return try decode(container, forKey: key)
    }

    func decode(_ container: inout any UnkeyedDecodingContainer) throws -> Value {
        try decodeLocatingErrors(from: container.superDecoder())
    }

    func encode(_ value: Value, to container: inout ObjectEncodingContainer, forKey key: AnyCodingKey) throws
    {
        try encode(value, to: container.superEncoder(forKey: key))
    }

    func encode(_ value: Value, to container: inout any UnkeyedEncodingContainer) throws {
        try encode(value, to: container.superEncoder())
    }

    func decode<Source: ElementSource>(
        elements sources: [Source], at codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]
    ) throws -> Value {
        throw DecodingError.typeMismatch(
            Value.self,
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription:
                    "Expected \(Value.self) but the path yields a list of \(sources.count) values; "
                    + "use an array or set type."))
    }

    var needsBinding: Bool { false }

    /// This coder as a coder of `Other`, when that is its own value type
    /// (``ValueCoders/retype(_:as:)``).
    func retyped<Other>(as type: Other.Type) -> (any ValueCoder<Other>)? {
        ValueCoders.retype(self, as: type)
    }

    func bound(to userInfo: [CodingUserInfoKey: Any]) -> any ValueCoder<Value> {
        self
    }
}

extension ValueCoder {
    /// Decodes the value; an error the decoder threw that is not a `DecodingError` (a
    /// number `JSONDecoder` cannot fit in the type asked for) becomes one at its exact path.
    func decodeLocatingErrors(from decoder: any Decoder) throws -> Value {
        do {
            return try decode(from: decoder)
        } catch {
            throw locate(error, in: decoder)
        }
    }

    /// `error`, thrown while decoding the value `decoder` holds with this coder, as a
    /// `DecodingError` at its exact path: on this error path only, the value is decoded
    /// once more through a decoder that traces where it fails.
    func locate(_ error: any Error, in decoder: @autoclosure () throws -> any Decoder) -> any Error {
        ErrorTracingDecoder.locate(error, in: try decoder()) { _ = try decode(from: $0) }
    }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// A decoder for the value under `key`. A missing key is a `keyNotFound`, as
    /// `decode(_:forKey:)` reports it; `superDecoder(forKey:)` alone would hold `null`.
    func memberDecoder(forKey key: AnyCodingKey) throws -> any Decoder {
        guard contains(key) else { throw Absence.missing(key, in: codingPath).error }
        return try superDecoder(forKey: key)
    }
}
