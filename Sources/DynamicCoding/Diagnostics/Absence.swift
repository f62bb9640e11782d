/// A value that is not there: its key (or an intermediate one) is missing, or it is `null`.
struct Absence {
    let error: DecodingError
    let isNull: Bool

    static func missing(_ key: any CodingKey, in codingPath: [any CodingKey]) -> Absence {
        let context = DecodingError.Context(
            codingPath: codingPath, debugDescription: "No value associated with key \"\(key.stringValue)\".")
        return Absence(error: .keyNotFound(key, context), isNull: false)
    }

    static func null<Value>(_ type: Value.Type, at codingPath: [any CodingKey]) -> Absence {
        let context = DecodingError.Context(
            codingPath: codingPath, debugDescription: "Expected \(Value.self) value but found null instead.")
        return Absence(error: .valueNotFound(type, context), isNull: true)
    }
}
