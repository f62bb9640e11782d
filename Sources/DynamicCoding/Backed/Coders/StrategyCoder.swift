import Foundation

/// Codes values with a user's (or a built-in) ``ValueCodingStrategy``.
@usableFromInline
struct StrategyCoder<Strategy: ValueCodingStrategy>: ValueCoder {
    let strategy: Strategy
    /// A way to read and write the value straight in its keyed container, for
    /// strategies that store a plain number (dates as seconds): no decoder of its own.
    private let member: MemberShortcut<Strategy.Value>?

    @usableFromInline
    init(strategy: Strategy) {
        self.strategy = strategy
        member = (strategy as? any ShortcutStrategy)?.memberShortcut() as? MemberShortcut<Strategy.Value>
    }

    func decode(from decoder: any Decoder) throws -> Strategy.Value {
        try strategy.decode(from: decoder)
    }

    func decode(_ container: KeyedDecodingContainer<AnyCodingKey>, forKey key: AnyCodingKey) throws
        -> Strategy.Value
    {
        guard let member else { return try decode(from: container.memberDecoder(forKey: key)) }
        return try member.decode(container, key)
    }

    func encode(_ value: Strategy.Value, to encoder: any Encoder) throws {
        try strategy.encode(value, to: encoder)
    }

    func encode(
        _ value: Strategy.Value, to container: inout KeyedEncodingContainer<AnyCodingKey>,
        forKey key: AnyCodingKey
    ) throws {
        guard let member else { return try encode(value, to: container.superEncoder(forKey: key)) }
        try member.encode(value, &container, key)
    }
}

/// Reads and writes a value directly in a keyed container.
struct MemberShortcut<Value> {
    let decode: (KeyedDecodingContainer<AnyCodingKey>, AnyCodingKey) throws -> Value
    let encode: (Value, inout KeyedEncodingContainer<AnyCodingKey>, AnyCodingKey) throws -> Void
}

/// A built-in strategy that may have a ``MemberShortcut``.
protocol ShortcutStrategy {
    func memberShortcut() -> Any?
}

extension DateCodingStrategy: ShortcutStrategy {
    func memberShortcut() -> Any? {
        let scale: Double
        switch format {
        case .secondsSince1970: scale = 1
        case .millisecondsSince1970: scale = 1000
        default: return nil
        }
        return MemberShortcut<Date>(
            decode: { Date(timeIntervalSince1970: try $0.decode(Double.self, forKey: $1) / scale) },
            encode: { try $1.encode($0.timeIntervalSince1970 * scale, forKey: $2) })
    }
}
