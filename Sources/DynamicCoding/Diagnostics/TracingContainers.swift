/// The keyed container of an ``ErrorTracingDecoder``: it forwards every call to the
/// container it wraps, and turns an error the call throws that is not a `DecodingError`
/// into one at the path of the value it was reading. Its nested containers and decoders
/// trace theirs too, and a `Decodable` value is decoded through a tracing decoder.
///
/// ```swift
/// let container = KeyedDecodingContainer(TracingKeyedContainer(base: container))
/// let count = try container.decode(Int.self, forKey: .count)  // 4.5: typeMismatch at "count"
/// ```
struct TracingKeyedContainer<Key: CodingKey>: ForwardingKeyedContainer {
    let base: KeyedDecodingContainer<Key>

    private func call<Value>(_ type: Any.Type, _ key: Key, _ body: () throws -> Value) throws -> Value {
        try ErrorTracingDecoder.call(type, at: codingPath + [key], body)
    }

    func forward<Value>(
        _ type: Any.Type, _ key: Key, _ read: KeyedCall<Key, Value>, own _: KeyedCall<Key, Value>
    ) throws -> Value {
        try call(type, key) { try read(base, key) }
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

/// The unkeyed container of an ``ErrorTracingDecoder``: it forwards every call to the
/// container it wraps, and turns an error the call throws that is not a `DecodingError`
/// into one at the path of the element it was reading.
///
/// ```swift
/// var elements = TracingUnkeyedContainer(base: try base.unkeyedContainer())
/// let first = try elements.decode(Int.self)  // 4.5: typeMismatch at index 0
/// ```
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

/// The single-value container of an ``ErrorTracingDecoder``: it forwards every call to the
/// container it wraps, and turns an error the call throws that is not a `DecodingError`
/// into one at its path; a `Decodable` value is decoded through a tracing decoder.
///
/// ```swift
/// let container = TracingSingleValueContainer(base: try base.singleValueContainer(), decoder: base)
/// let count = try container.decode(Int.self)  // 4.5: typeMismatch here
/// ```
struct TracingSingleValueContainer: ForwardingSingleValueContainer, TracedValueSource {
    let base: any SingleValueDecodingContainer
    /// The decoder the container came from, which decodes a value of any type as a whole.
    let decoder: any Decoder

    var valuePath: [any CodingKey] { codingPath }
    var isMissing: Bool { false }

    func forward<Value>(_ type: Any.Type, _ read: () throws -> Value) throws -> Value {
        try ErrorTracingDecoder.call(type, at: codingPath, read)
    }

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
