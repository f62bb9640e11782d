/// A decoder whose keyed container is an object some caller opened already: the
/// registry's internal layout hands it to a registered type's `init(from:)`, so that the
/// payload's object, opened to read the discriminator, is not opened (and its keys read)
/// a second time. Foundation's `container(keyedBy:)` reads every key of the object; the
/// second opening was a fifth of a polymorphic element's decode.
///
/// Every keyed container it gives reads that object through ``RekeyedContainer``;
/// anything else (a single value, an unkeyed container, `userInfo`, the coding path)
/// comes from the decoder the object was opened from.
///
/// ```swift
/// let object = try decoder.container(keyedBy: AnyCodingKey.self)
/// let type = try object.decode(String.self, forKey: AnyCodingKey("type"))
/// let circle = try Circle(from: OpenedObjectDecoder(base: decoder, object: object))
/// ```
struct OpenedObjectDecoder: Decoder, WrappingDecoderOrEncoder {
    /// The decoder the object was opened from.
    let base: any Decoder
    /// The keyed container of `base`, open already.
    let object: ObjectDecodingContainer

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }
    var wrapped: Any { base }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(RekeyedContainer<Key>(base: object, decoder: base))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try base.unkeyedContainer()
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        try base.singleValueContainer()
    }
}
