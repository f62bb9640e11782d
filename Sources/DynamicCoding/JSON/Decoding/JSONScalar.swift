import Foundation

/// Why an entry is not a value of the scalar type asked for.
enum JSONScalarFailure: Error {
    /// The entry is of another kind (`null` included).
    case mismatch(JSONKind)
    /// A number outside the type's range, or not whole for an integer type.
    case notRepresentable
    /// A number or a string that breaks the grammar.
    case malformed
}

/// A type `KeyedDecodingContainerProtocol` names as a primitive, read from one entry.
///
/// ```swift
/// try Int.readScalar(from: decoder, at: index)  // 42 for the entry of 42
/// ```
protocol JSONScalar {
    static func readScalar(from decoder: JSONEntryDecoder, at index: Int) throws(JSONScalarFailure) -> Self
}

extension Bool: JSONScalar {
    @inline(__always)
    static func readScalar(from decoder: JSONEntryDecoder, at index: Int) throws(JSONScalarFailure) -> Bool {
        switch decoder.document.entries[index].kind {
        case .true: return true
        case .false: return false
        case let kind: throw .mismatch(kind)
        }
    }
}

extension String: JSONScalar {
    @inline(__always)
    static func readScalar(from decoder: JSONEntryDecoder, at index: Int) throws(JSONScalarFailure) -> String
    {
        let kind = decoder.document.entries[index].kind
        guard kind == .string else { throw .mismatch(kind) }
        guard decoder.document.entries[index].count != JSONEntry.malformed else { throw .malformed }
        return decoder.document.string(at: index)
    }
}

/// The integer types read a number that is whole and in range.
protocol JSONIntegerScalar: JSONScalar, FixedWidthInteger {}

extension JSONIntegerScalar {
    @inline(__always)
    static func readScalar(from decoder: JSONEntryDecoder, at index: Int) throws(JSONScalarFailure) -> Self {
        let kind = decoder.document.entries[index].kind
        guard kind == .number else { throw .mismatch(kind) }
        guard decoder.document.entries[index].count != JSONEntry.malformed else { throw .malformed }
        guard let value = decoder.document.number(at: index, { $0.integer(as: Self.self) }) else {
            throw .notRepresentable
        }
        return value
    }
}

extension Int: JSONIntegerScalar {}
extension Int8: JSONIntegerScalar {}
extension Int16: JSONIntegerScalar {}
extension Int32: JSONIntegerScalar {}
extension Int64: JSONIntegerScalar {}
extension UInt: JSONIntegerScalar {}
extension UInt8: JSONIntegerScalar {}
extension UInt16: JSONIntegerScalar {}
extension UInt32: JSONIntegerScalar {}
extension UInt64: JSONIntegerScalar {}

/// `Double` and `Float` read a number that stays finite and non-zero, or a string the
/// decoder's non-conforming float strategy names.
protocol JSONFloatScalar: JSONScalar, BinaryFloatingPoint {
    static func fromJSONNumber(_ number: JSONNumberText) -> Self?
}

extension JSONFloatScalar {
    @inline(__always)
    static func readScalar(from decoder: JSONEntryDecoder, at index: Int) throws(JSONScalarFailure) -> Self {
        let kind = decoder.document.entries[index].kind
        if kind == .string, decoder.document.entries[index].count != JSONEntry.malformed,
            let value = nonConforming(decoder.document.string(at: index), decoder.options.floatStrategy)
        {
            return value
        }
        guard kind == .number else { throw .mismatch(kind) }
        guard decoder.document.entries[index].count != JSONEntry.malformed else { throw .malformed }
        guard let value = decoder.document.number(at: index, { fromJSONNumber($0) }) else {
            throw .notRepresentable
        }
        return value
    }

    private static func nonConforming(
        _ string: String, _ strategy: JSONDecoder.NonConformingFloatDecodingStrategy
    ) -> Self? {
        guard case .convertFromString(let positiveInfinity, let negativeInfinity, let nan) = strategy else {
            return nil
        }
        switch string {
        case positiveInfinity: return .infinity
        case negativeInfinity: return -.infinity
        case nan: return .nan
        default: return nil
        }
    }
}

extension Double: JSONFloatScalar {
    static func fromJSONNumber(_ number: JSONNumberText) -> Double? { number.double() }
}

extension Float: JSONFloatScalar {
    static func fromJSONNumber(_ number: JSONNumberText) -> Float? { number.float() }
}
