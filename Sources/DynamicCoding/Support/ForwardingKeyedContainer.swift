/// One call of a keyed container: made on the container given, under the key given.
typealias KeyedCall<Key: CodingKey, Value> = (KeyedDecodingContainer<Key>, Key) throws -> Value

/// A keyed container that wraps another and makes each read of a value through one method,
/// ``forward(_:_:_:own:)``, which decides what happens around the call: tracing its error,
/// noting its key, making it again elsewhere. `KeyedDecodingContainerProtocol` asks for one
/// method per primitive type; this protocol writes them once, inlined into each container.
///
/// A container writes `forward` and what else differs: nested containers and super
/// decoders, `allKeys` and `contains` where its keys are not `base`'s, and
/// `decode(_:forKey:)` of a `Decodable` value if it reads one otherwise. `decodeIfPresent`
/// is the standard library's, from `contains`, `decodeNil` and `decode`, unless it writes
/// its own.
///
/// ```swift
/// func forward<Value>(
///     _ type: Any.Type, _ key: Key, _ read: KeyedCall<Key, Value>, own _: KeyedCall<Key, Value>
/// ) throws -> Value {
///     asked.note(key)  // The key-recording decoder's: each key read is noted.
///     return try read(base, key)
/// }
/// ```
protocol ForwardingKeyedContainer: KeyedDecodingContainerProtocol {
    /// The key type of `base`.
    associatedtype BaseKey: CodingKey

    /// The container the reads go to.
    var base: KeyedDecodingContainer<BaseKey> { get }

    /// Reads the `type` at `key`. `read` makes the call on a container keyed by `BaseKey`
    /// (`base`); `own` makes the same call on one keyed by `Key`, for a container whose base
    /// is keyed otherwise (``RekeyedContainer`` makes a failed call again with the type's own
    /// keys). A closure is not generic, so the call is given once for each key type.
    func forward<Value>(
        _ type: Any.Type, _ key: Key, _ read: KeyedCall<BaseKey, Value>, own: KeyedCall<Key, Value>
    ) throws -> Value
}

// Inlined, so that a container's witnesses call its `forward` directly, as methods of its own
// would: `RekeyedContainer` is on the hot path of a polymorphic array's decode.
extension ForwardingKeyedContainer {
    var codingPath: [any CodingKey] { base.codingPath }

    @inline(__always)
    func decodeNil(forKey key: Key) throws -> Bool {
        try forward(Any?.self, key, { try $0.decodeNil(forKey: $1) }, own: { try $0.decodeNil(forKey: $1) })
    }

    @inline(__always)
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try forward(type, key, { try $0.decode(type, forKey: $1) }, own: { try $0.decode(type, forKey: $1) })
    }

    @inline(__always)
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try forward(type, key, { try $0.decode(type, forKey: $1) }, own: { try $0.decode(type, forKey: $1) })
    }

    @inline(__always)
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try forward(type, key, { try $0.decode(type, forKey: $1) }, own: { try $0.decode(type, forKey: $1) })
    }

    @inline(__always)
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try forward(type, key, { try $0.decode(type, forKey: $1) }, own: { try $0.decode(type, forKey: $1) })
    }

    @inline(__always)
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try forward(type, key, { try $0.decode(type, forKey: $1) }, own: { try $0.decode(type, forKey: $1) })
    }

    @inline(__always)
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try forward(type, key, { try $0.decode(type, forKey: $1) }, own: { try $0.decode(type, forKey: $1) })
    }

    @inline(__always)
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try forward(type, key, { try $0.decode(type, forKey: $1) }, own: { try $0.decode(type, forKey: $1) })
    }

    @inline(__always)
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try forward(type, key, { try $0.decode(type, forKey: $1) }, own: { try $0.decode(type, forKey: $1) })
    }

    @inline(__always)
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try forward(type, key, { try $0.decode(type, forKey: $1) }, own: { try $0.decode(type, forKey: $1) })
    }

    @inline(__always)
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try forward(type, key, { try $0.decode(type, forKey: $1) }, own: { try $0.decode(type, forKey: $1) })
    }

    @inline(__always)
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try forward(type, key, { try $0.decode(type, forKey: $1) }, own: { try $0.decode(type, forKey: $1) })
    }

    @inline(__always)
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try forward(type, key, { try $0.decode(type, forKey: $1) }, own: { try $0.decode(type, forKey: $1) })
    }

    @inline(__always)
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try forward(type, key, { try $0.decode(type, forKey: $1) }, own: { try $0.decode(type, forKey: $1) })
    }

    @inline(__always)
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try forward(type, key, { try $0.decode(type, forKey: $1) }, own: { try $0.decode(type, forKey: $1) })
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @inline(__always)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
        try forward(type, key, { try $0.decode(type, forKey: $1) }, own: { try $0.decode(type, forKey: $1) })
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @inline(__always)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
        try forward(type, key, { try $0.decode(type, forKey: $1) }, own: { try $0.decode(type, forKey: $1) })
    }

    @inline(__always)
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try forward(type, key, { try $0.decode(type, forKey: $1) }, own: { try $0.decode(type, forKey: $1) })
    }
}

extension ForwardingKeyedContainer where BaseKey == Key {
    var allKeys: [Key] { base.allKeys }

    func contains(_ key: Key) -> Bool { base.contains(key) }
}
