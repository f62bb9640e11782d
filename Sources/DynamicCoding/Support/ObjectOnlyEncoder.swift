/// Encodes a value that must be an object because other keys share its object: the
/// properties nested under a `@Backed` key, the keys around a `.flat` value, or a
/// polymorphic value's discriminator.
///
/// Foundation's encoders trap when a value asks for a single value or an array where
/// an object was already started, so this encoder passes objects through and sets
/// anything else aside, to be reported as an `EncodingError` instead. A string-keyed
/// dictionary encoded as a single value is an object, and is written entry by entry.
final class ObjectOnlyEncoder: Encoder {
    fileprivate let base: any Encoder
    /// What the value wrote instead of an object, in words; `nil` while it wrote nothing
    /// else.
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
        refuse("an array")
        return DiscardingEncoder(codingPath: codingPath, userInfo: userInfo).unkeyedContainer()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        ObjectOnlySingleValueContainer(encoder: self)
    }

    fileprivate func refuse(_ found: String) {
        nonObject = nonObject ?? found
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

/// The single-value container of an ``ObjectOnlyEncoder``: a dictionary goes into the
/// object, anything else is set aside.
private struct ObjectOnlySingleValueContainer: SingleValueEncodingContainer {
    let encoder: ObjectOnlyEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws {
        encoder.refuse("a single value")
    }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        guard let dictionary = value as? [String: any Encodable] else {
            return encoder.refuse("a single value")
        }
        var container = encoder.base.container(keyedBy: AnyCodingKey.self)
        for (key, value) in dictionary {
            try container.encode(value, forKey: AnyCodingKey(key))
        }
    }
}
