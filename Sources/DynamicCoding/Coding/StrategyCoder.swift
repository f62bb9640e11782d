/// Codes values with a user's (or a built-in) ``ValueCodingStrategy``.
struct StrategyCoder<Strategy: ValueCodingStrategy>: ValueCoder {
    let strategy: Strategy
    /// A way to read and write the value straight in its keyed container, for
    /// strategies that store a plain number (dates as seconds): no decoder of its own.
    private let member: MemberShortcut<Strategy.Value>?

    init(strategy: Strategy) {
        self.strategy = strategy
        // A cast to the one concrete type that has a shortcut: a protocol cast would scan
        // every conformance record for each new strategy type.
        member = (strategy as? DateCodingStrategy)?.memberShortcut as? MemberShortcut<Strategy.Value>
    }

    func decode(from decoder: any Decoder) throws -> Strategy.Value {
        try strategy.decode(from: decoder)
    }

    func decode(_ container: ObjectDecodingContainer, forKey key: AnyCodingKey) throws -> Strategy.Value {
        guard let member else { return try decode(from: container.memberDecoder(forKey: key)) }
        return try member.decode(container, key)
    }

    func encode(_ value: Strategy.Value, to encoder: any Encoder) throws {
        try strategy.encode(value, to: encoder)
    }

    func encode(
        _ value: Strategy.Value, to container: inout ObjectEncodingContainer, forKey key: AnyCodingKey
    ) throws {
        guard let member else { return try encode(value, to: container.superEncoder(forKey: key)) }
        try member.encode(value, &container, key)
    }
}
