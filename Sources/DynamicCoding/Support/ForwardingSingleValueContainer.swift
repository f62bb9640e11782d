/// A single-value container that wraps another and makes each read of a primitive through
/// one method, ``forward(_:_:)``, which decides what happens around the call.
/// `SingleValueDecodingContainer` asks for one method per primitive type; this protocol
/// writes them once. A container writes `forward` and `decode(_:)` of a `Decodable` value;
/// `decodeNil()` is `base`'s.
///
/// ```swift
/// func forward<Value>(_ type: Any.Type, _ read: () throws -> Value) throws -> Value {
///     try ErrorTracingDecoder.call(type, at: codingPath, read)  // The error-tracing decoder's.
/// }
/// ```
protocol ForwardingSingleValueContainer: SingleValueDecodingContainer {
    /// The container the reads go to.
    var base: any SingleValueDecodingContainer { get }

    /// Reads a `type`: `read` is the call on `base`.
    func forward<Value>(_ type: Any.Type, _ read: () throws -> Value) throws -> Value
}

extension ForwardingSingleValueContainer {
    var codingPath: [any CodingKey] { base.codingPath }

    func decodeNil() -> Bool { base.decodeNil() }
    func decode(_ type: Bool.Type) throws -> Bool { try forward(type) { try base.decode(type) } }
    func decode(_ type: String.Type) throws -> String { try forward(type) { try base.decode(type) } }
    func decode(_ type: Double.Type) throws -> Double { try forward(type) { try base.decode(type) } }
    func decode(_ type: Float.Type) throws -> Float { try forward(type) { try base.decode(type) } }
    func decode(_ type: Int.Type) throws -> Int { try forward(type) { try base.decode(type) } }
    func decode(_ type: Int8.Type) throws -> Int8 { try forward(type) { try base.decode(type) } }
    func decode(_ type: Int16.Type) throws -> Int16 { try forward(type) { try base.decode(type) } }
    func decode(_ type: Int32.Type) throws -> Int32 { try forward(type) { try base.decode(type) } }
    func decode(_ type: Int64.Type) throws -> Int64 { try forward(type) { try base.decode(type) } }
    func decode(_ type: UInt.Type) throws -> UInt { try forward(type) { try base.decode(type) } }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try forward(type) { try base.decode(type) } }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try forward(type) { try base.decode(type) } }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try forward(type) { try base.decode(type) } }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try forward(type) { try base.decode(type) } }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try forward(type) { try base.decode(type) } }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try forward(type) { try base.decode(type) } }
}
