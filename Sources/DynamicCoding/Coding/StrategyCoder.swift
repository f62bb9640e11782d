/// Codes values with a user's (or a built-in) ``ValueCodingStrategy``.
struct StrategyCoder<Strategy: ValueCodingStrategy>: ValueCoder {
    let strategy: Strategy

    func decode(from decoder: any Decoder) throws -> Strategy.Value {
        try strategy.decode(from: decoder)
    }

    func encode(_ value: Strategy.Value, to encoder: any Encoder) throws {
        try strategy.encode(value, to: encoder)
    }
}
