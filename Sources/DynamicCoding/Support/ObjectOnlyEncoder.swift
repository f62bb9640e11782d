/// Encodes a value that must be an object because other keys share its object: the
/// properties nested under a `@Backed` key, the keys around a `.flat` value, or a
/// polymorphic value's discriminator.
///
/// Foundation's encoders trap when a value asks for a single value or an array where
/// an object was already started, so this encoder passes objects through and sets
/// anything else aside, to be reported as an `EncodingError` instead.
final class ObjectOnlyEncoder: Encoder {
    private let base: any Encoder
    /// What the value asked for instead of an object, in words; `nil` while it asked for
    /// nothing else.
    private var nonObject: String?

    private init(base: any Encoder) {
        self.base = base
    }

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        base.container(keyedBy: type)
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        nonObject = nonObject ?? "an array"
        return discarding.unkeyedContainer()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        nonObject = nonObject ?? "a single value"
        return discarding.singleValueContainer()
    }

    private var discarding: DiscardingEncoder {
        DiscardingEncoder(codingPath: codingPath, userInfo: userInfo)
    }

    /// Runs `encode` with an encoder writing into `base`'s object.
    /// - Returns: what the value wrote instead of an object ("a single value" or "an
    ///   array"), which was not written; `nil` when it wrote an object.
    static func encode(into base: any Encoder, _ encode: (any Encoder) throws -> Void) rethrows -> String? {
        let encoder = ObjectOnlyEncoder(base: base)
        try encode(encoder)
        return encoder.nonObject
    }
}
