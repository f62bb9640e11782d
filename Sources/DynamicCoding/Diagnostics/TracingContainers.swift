/// The containers of an ``ErrorTracingDecoder``: each forwards every call to the container
/// it wraps, and turns an error the call throws that is not a `DecodingError` into one at
/// the path of the value it was reading.
struct TracingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let base: KeyedDecodingContainer<Key>

    var codingPath: [any CodingKey] { base.codingPath }
    var allKeys: [Key] { base.allKeys }

    func contains(_ key: Key) -> Bool { base.contains(key) }

    private func call<Value>(_ type: Any.Type, _ key: Key, _ body: () throws -> Value) throws -> Value {
        try ErrorTracingDecoder.call(type, at: codingPath + [key], body)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try call(Any?.self, key) { try base.decodeNil(forKey: key) }
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try call(type, key) { try base.decode(type, forKey: key) }
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try call(type, key) { try base.decode(type, forKey: key) }
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try call(type, key) { try base.decode(type, forKey: key) }
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try call(type, key) { try base.decode(type, forKey: key) }
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try call(type, key) { try base.decode(type, forKey: key) }
    }

    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try call(type, key) { try base.decode(type, forKey: key) }
    }

    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try call(type, key) { try base.decode(type, forKey: key) }
    }

    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try call(type, key) { try base.decode(type, forKey: key) }
    }

    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try call(type, key) { try base.decode(type, forKey: key) }
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
        try call(type, key) { try base.decode(type, forKey: key) }
    }

    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try call(type, key) { try base.decode(type, forKey: key) }
    }

    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try call(type, key) { try base.decode(type, forKey: key) }
    }

    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try call(type, key) { try base.decode(type, forKey: key) }
    }

    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try call(type, key) { try base.decode(type, forKey: key) }
    }

    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try call(type, key) { try base.decode(type, forKey: key) }
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
        try call(type, key) { try base.decode(type, forKey: key) }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        var member = Member(container: base, key: key)
        return try member.decodeTraced(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let nested = try call([String: Any].self, key) {
            try base.nestedContainer(keyedBy: type, forKey: key)
        }
        return KeyedDecodingContainer(TracingKeyedContainer<NestedKey>(base: nested))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        TracingUnkeyedContainer(
            base: try call([Any].self, key) { try base.nestedUnkeyedContainer(forKey: key) })
    }

    func superDecoder() throws -> any Decoder {
        ErrorTracingDecoder(
            try ErrorTracingDecoder.call(Any.self, at: codingPath) { try base.superDecoder() })
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ErrorTracingDecoder(try call(Any.self, key) { try base.superDecoder(forKey: key) })
    }

    /// One member, as the source of a traced value.
    private struct Member: TracedValueSource {
        let container: KeyedDecodingContainer<Key>
        let key: Key

        var valuePath: [any CodingKey] { container.codingPath + [key] }
        var isMissing: Bool { !container.contains(key) }

        func decodeAsIs<T: Decodable>(_ type: T.Type) throws -> T {
            try container.decode(type, forKey: key)
        }

        func valueDecoder() throws -> any Decoder {
            try container.superDecoder(forKey: key)
        }
    }
}

struct TracingUnkeyedContainer: UnkeyedDecodingContainer, TracedValueSource {
    var base: any UnkeyedDecodingContainer

    var codingPath: [any CodingKey] { base.codingPath }
    var count: Int? { base.count }
    var isAtEnd: Bool { base.isAtEnd }
    var currentIndex: Int { base.currentIndex }

    var valuePath: [any CodingKey] { codingPath + [AnyCodingKey(index: currentIndex)] }
    var isMissing: Bool { isAtEnd }

    private mutating func call<Value>(
        _ type: Any.Type, _ body: (inout any UnkeyedDecodingContainer) throws -> Value
    )
        throws -> Value
    {
        let path = valuePath
        return try ErrorTracingDecoder.call(type, at: path) { try body(&base) }
    }

    mutating func decodeNil() throws -> Bool { try call(Any?.self) { try $0.decodeNil() } }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try call(type) { try $0.decode(type) } }
    mutating func decode(_ type: String.Type) throws -> String { try call(type) { try $0.decode(type) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try call(type) { try $0.decode(type) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try call(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try call(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try call(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try call(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try call(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try call(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try call(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try call(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try call(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try call(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try call(type) { try $0.decode(type) } }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try call(type) { try $0.decode(type) } }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try call(type) { try $0.decode(type) } }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeTraced(type)
    }

    mutating func decodeAsIs<T: Decodable>(_ type: T.Type) throws -> T {
        try base.decode(type)
    }

    mutating func valueDecoder() throws -> any Decoder {
        try base.superDecoder()
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let nested = try call([String: Any].self) { try $0.nestedContainer(keyedBy: type) }
        return KeyedDecodingContainer(TracingKeyedContainer(base: nested))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        TracingUnkeyedContainer(base: try call([Any].self) { try $0.nestedUnkeyedContainer() })
    }

    mutating func superDecoder() throws -> any Decoder {
        ErrorTracingDecoder(try call(Any.self) { try $0.superDecoder() })
    }
}

struct TracingSingleValueContainer: SingleValueDecodingContainer, TracedValueSource {
    let base: any SingleValueDecodingContainer
    /// The decoder the container came from, which decodes a value of any type as a whole.
    let decoder: any Decoder

    var codingPath: [any CodingKey] { base.codingPath }
    var valuePath: [any CodingKey] { codingPath }
    var isMissing: Bool { false }

    private func call<Value>(_ type: Any.Type, _ body: () throws -> Value) throws -> Value {
        try ErrorTracingDecoder.call(type, at: codingPath, body)
    }

    func decodeNil() -> Bool { base.decodeNil() }
    func decode(_ type: Bool.Type) throws -> Bool { try call(type) { try base.decode(type) } }
    func decode(_ type: String.Type) throws -> String { try call(type) { try base.decode(type) } }
    func decode(_ type: Double.Type) throws -> Double { try call(type) { try base.decode(type) } }
    func decode(_ type: Float.Type) throws -> Float { try call(type) { try base.decode(type) } }
    func decode(_ type: Int.Type) throws -> Int { try call(type) { try base.decode(type) } }
    func decode(_ type: Int8.Type) throws -> Int8 { try call(type) { try base.decode(type) } }
    func decode(_ type: Int16.Type) throws -> Int16 { try call(type) { try base.decode(type) } }
    func decode(_ type: Int32.Type) throws -> Int32 { try call(type) { try base.decode(type) } }
    func decode(_ type: Int64.Type) throws -> Int64 { try call(type) { try base.decode(type) } }
    func decode(_ type: UInt.Type) throws -> UInt { try call(type) { try base.decode(type) } }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try call(type) { try base.decode(type) } }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try call(type) { try base.decode(type) } }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try call(type) { try base.decode(type) } }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try call(type) { try base.decode(type) } }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try call(type) { try base.decode(type) } }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try call(type) { try base.decode(type) } }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        var source = self
        return try source.decodeTraced(type)
    }

    func decodeAsIs<T: Decodable>(_ type: T.Type) throws -> T {
        try base.decode(type)
    }

    func valueDecoder() throws -> any Decoder {
        decoder
    }
}
