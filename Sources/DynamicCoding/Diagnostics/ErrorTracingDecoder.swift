import Foundation

/// A decoder that decodes as the decoder it wraps does, and turns each error the wrapped
/// decoder's own calls throw that is not a `DecodingError` into one, at the path of the
/// value the call was reading and naming the type it was asked for.
///
/// swift-foundation's `JSONDecoder` throws its internal `JSONError` for a number the type
/// asked for cannot represent (`4.5` for an `Int`) and for a string or number it checks only
/// when decoded; that error carries no coding path, and a strict decode turns it into
/// "The given data was not valid JSON." at the root. The library decodes once more through
/// this decoder, only after a decode failed with such an error (``locate(_:in:decodingAgain:)``),
/// so decodes that succeed pay nothing.
struct ErrorTracingDecoder: Decoder, WrappingDecoderOrEncoder {
    let base: any Decoder
    /// The wrapped decoder's, without a ``DecodingReport``: what decoding again drops was
    /// recorded the first time.
    let userInfo: [CodingUserInfoKey: Any]

    init(_ base: any Decoder) {
        self.base = base
        var userInfo = base.userInfo
        userInfo[.decodingReport] = nil
        self.userInfo = userInfo
    }

    var codingPath: [any CodingKey] { base.codingPath }
    var wrapped: Any { base }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let container = try Self.call([String: Any].self, at: codingPath) {
            try base.container(keyedBy: type)
        }
        return KeyedDecodingContainer(TracingKeyedContainer(base: container))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        TracingUnkeyedContainer(
            base: try Self.call([Any].self, at: codingPath) { try base.unkeyedContainer() })
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        let container = try Self.call(Any.self, at: codingPath) { try base.singleValueContainer() }
        return TracingSingleValueContainer(base: container, decoder: base)
    }

    /// `error`, thrown while decoding what `decoder` holds, as a `DecodingError` at the
    /// place it happened: `decode` runs once more through a tracing decoder. A
    /// `DecodingError` or `EncodingError` is returned as it is, and so is an error that
    /// decoding again throws as it is (one the decoded type threw itself).
    ///
    /// ```swift
    /// catch {
    ///     throw ErrorTracingDecoder.locate(error, in: decoder) { _ = try Model(from: $0) }
    /// }
    /// ```
    static func locate(
        _ error: any Error, in decoder: @autoclosure () throws -> any Decoder,
        decodingAgain decode: (any Decoder) throws -> Void
    ) -> any Error {
        guard !(error is DecodingError), !(error is EncodingError), let decoder = try? decoder(),
            !(decoder is ErrorTracingDecoder)
        else { return error }
        do {
            try decode(ErrorTracingDecoder(decoder))
        } catch {
            return error
        }
        return error
    }

    /// Runs one call of a wrapped decoder or container, turning an error it throws that is
    /// not a `DecodingError` into one at `codingPath`.
    static func call<Value>(
        _ type: Any.Type, at codingPath: @autoclosure () -> [any CodingKey], _ body: () throws -> Value
    )
        throws -> Value
    {
        do {
            return try body()
        } catch let error as DecodingError {
            throw error
        } catch let passed as PassedThrough {
            throw passed.error
        } catch {
            throw ForeignDecoderError.decodingError(for: error, decoding: type, at: codingPath())
        }
    }

    /// Types coders decode with rules of their own (date and data strategies, URLs,
    /// decimals), which a tracing decoder leaves to them.
    static func isDecodedByTheCoder(_ type: Any.Type) -> Bool {
        type == Date.self || type == Data.self || type == URL.self || type == Decimal.self
    }
}

/// Where a tracing container reads one value: through the wrapped container as it is, or
/// through a decoder of the value's own, traced.
protocol TracedValueSource {
    /// The path of the value.
    var valuePath: [any CodingKey] { get }
    /// Whether there is no value (a missing key, the end of an array): the wrapped
    /// container then throws its own error.
    var isMissing: Bool { get }
    mutating func decodeAsIs<T: Decodable>(_ type: T.Type) throws -> T
    mutating func valueDecoder() throws -> any Decoder
}

extension TracedValueSource {
    /// Decodes a `T` as the wrapped container would, with every call on the way traced.
    mutating func decodeTraced<T: Decodable>(_ type: T.Type) throws -> T {
        if isMissing || ErrorTracingDecoder.isDecodedByTheCoder(type) {
            return try ErrorTracingDecoder.call(type, at: valuePath) { try decodeAsIs(type) }
        }
        if let dictionary = type as? any TracedStringKeyedDictionary.Type,
            let value = try dictionary.decodeTraced(from: &self) as? T
        {
            return value
        }
        let decoder = try ErrorTracingDecoder.call(type, at: valuePath) { try valueDecoder() }
        return try T(from: ErrorTracingDecoder(decoder))
    }
}

/// A dictionary with string keys, which coders decode as a whole (a JSON key strategy
/// leaves its keys as they are): decoded by the wrapped container, its values traced.
private protocol TracedStringKeyedDictionary {
    static func decodeTraced<Source: TracedValueSource>(from source: inout Source) throws -> Self
}

extension Dictionary: TracedStringKeyedDictionary where Key == String, Value: Decodable {
    fileprivate static func decodeTraced<Source: TracedValueSource>(from source: inout Source) throws -> Self
    {
        let traced = try ErrorTracingDecoder.call(Self.self, at: source.valuePath) {
            try source.decodeAsIs([String: TracedValue<Value>].self)
        }
        return traced.mapValues(\.value)
    }
}

/// A value decoded through a tracing decoder, inside a call of the wrapped coder: the
/// errors it throws itself are passed through that call as they are.
private struct TracedValue<Value: Decodable>: Decodable {
    let value: Value

    init(from decoder: any Decoder) throws {
        do {
            value = try Value(from: ErrorTracingDecoder(decoder))
        } catch let error as DecodingError {
            throw error
        } catch {
            throw PassedThrough(error: error)
        }
    }
}

/// An error a traced value threw itself, carried through a call of the wrapped coder.
struct PassedThrough: Error {
    let error: any Error
}
