/// A single-value container that reads every number type through one method, for the
/// library's own decoders (dictionary keys read as values).
/// `SingleValueDecodingContainer` asks for one method per number type; this protocol
/// writes them once.
protocol NumberDecodingContainer: SingleValueDecodingContainer {
    /// Reads a number of type `Number`.
    func decodeNumber<Number: LosslessStringConvertible & AdditiveArithmetic>(_ type: Number.Type) throws
        -> Number
}

extension NumberDecodingContainer {
    func decode(_ type: Double.Type) throws -> Double { try decodeNumber(type) }
    func decode(_ type: Float.Type) throws -> Float { try decodeNumber(type) }
    func decode(_ type: Int.Type) throws -> Int { try decodeNumber(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decodeNumber(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decodeNumber(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decodeNumber(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decodeNumber(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decodeNumber(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeNumber(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeNumber(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeNumber(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeNumber(type) }
}
