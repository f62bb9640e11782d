/// `Backed` as a plain value: when a model takes the compiler's synthesized `Encodable`
/// or `Decodable` for one direction, each `@Backed` property is coded as just its value
/// under the property's name, and its path is used only by the other direction.
///
/// ```swift
/// struct Setting: BackedDecodable, Encodable {
///     @Backed(Path("top", "second", "third")) var key: String
/// }
/// // decodes {"top": {"second": {"third": "v"}}}, encodes {"key": "v"}
/// ```
extension Backed: Encodable where Value: Encodable {
    /// Encodes the value alone; a property never set encodes its default or `nil`, and
    /// otherwise fails with an `EncodingError`.
    public func encode(to encoder: any Encoder) throws {
        guard let value = currentValue else { throw Self.unsetError(at: encoder.codingPath) }
        try value.encode(to: encoder)
    }

    /// The error for encoding a property that was never set and has no default.
    fileprivate static func unsetError(at codingPath: [any CodingKey]) -> EncodingError {
        let failure = DynamicCodingFailure.unsetProperty(property: "@Backed \(Value.self)")
        return EncodingError.invalidValue(Value.self, failure.encodingContext(codingPath))
    }
}

extension Backed: Decodable where Value: Decodable {
    /// Decodes the value alone, as the compiler's synthesized `init(from:)` asks for it.
    public init(from decoder: any Decoder) throws {
        do {
            self.init(decoded: try Value(from: decoder))
        } catch {
            throw ErrorTracingDecoder.locate(error, in: decoder) { _ = try Value(from: $0) }
        }
    }
}

extension KeyedDecodingContainer {
    /// Decodes a `@Backed` property of a synthesized `init(from:)`: a missing key or
    /// `null` is `nil` when the value is optional, as for a plain optional property. A
    /// `null` is written back as `null` while the property is unchanged.
    ///
    /// ```swift
    /// let nickname = try container.decode(Backed<String?>.self, forKey: .nickname)
    /// ```
    public func decode<Value: Decodable>(_ type: Backed<Value>.Type, forKey key: Key) throws -> Backed<Value>
    {
        if let none = Optionality.nilValue(of: Value.self) {
            if !contains(key) { return Backed(decoded: none) }
            if try decodeNil(forKey: key) {
                return Backed(record: ReadRecord(value: none, route: 0, payload: .null))
            }
        }
        do {
            return Backed(decoded: try decode(Value.self, forKey: key))
        } catch {
            throw ErrorTracingDecoder.locate(error, in: try superDecoder(forKey: key)) {
                _ = try Value(from: $0)
            }
        }
    }
}

extension KeyedEncodingContainer {
    /// Encodes a `@Backed` property of a synthesized `encode(to:)`: `nil` leaves the key
    /// out, as for a plain optional property, unless it was read from `null` and not set
    /// since.
    ///
    /// ```swift
    /// try container.encode(_nickname, forKey: .nickname)
    /// ```
    public mutating func encode<Value: Encodable>(_ value: Backed<Value>, forKey key: Key) throws {
        guard let current = value.currentValue else {
            throw Backed<Value>.unsetError(at: codingPath + [key])
        }
        if case .read(let record) = value.storage, case .null = record.payload {
            return try encodeNil(forKey: key)
        }
        guard !Optionality.isNil(current) else { return }
        try encode(current, forKey: key)
    }
}
