import Foundation

/// How a `@Backed` `Data` (or each value of a collection) is written in the payload.
///
/// ```swift
/// @Backed("avatar", strategy: .base64) var avatar: Data
/// ```
public struct DataCodingStrategy: ValueCodingStrategy {
    let usesBase64: Bool

    /// Reads data from a decoder positioned on it.
    public func decode(from decoder: any Decoder) throws -> Data {
        let container = try decoder.singleValueContainer()
        guard usesBase64 else { return try container.decode(Data.self) }
        let text = try container.decode(String.self)
        guard let data = Data(base64Encoded: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected Base64-encoded data but found \"\(text.prefix(40))\".")
        }
        return data
    }

    /// Writes `data` in this strategy's format.
    public func encode(_ data: Data, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        guard usesBase64 else { return try container.encode(data) }
        try container.encode(data.base64EncodedString())
    }
}

extension ValueCodingStrategy where Self == DataCodingStrategy {
    /// Data as the decoder's or encoder's own `dataDecodingStrategy` reads it.
    ///
    /// ```swift
    /// @Backed(strategy: .deferredToDecoder) var blob: Data
    /// ```
    public static var deferredToDecoder: DataCodingStrategy { DataCodingStrategy(usesBase64: false) }

    /// A Base64 string.
    ///
    /// ```swift
    /// @Backed("thumbnail", strategy: .base64) var thumbnail: Data
    /// ```
    public static var base64: DataCodingStrategy { DataCodingStrategy(usesBase64: true) }
}
