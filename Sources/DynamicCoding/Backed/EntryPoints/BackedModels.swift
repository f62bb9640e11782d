extension BackedDecodable {
    /// Decodes every `@Backed` property from its path, with its options and strategy.
    ///
    /// Registered for a polymorphic base, the type decodes its payloads the same way, from
    /// the container their identifier was read from. A model with an `init(from:)` of its
    /// own never runs this one, so the registry keeps calling its own (asked once, when it
    /// is registered, with a `RegistrationProbe`, which this answers at once with how the
    /// registry is to decode it).
    public init(from decoder: any Decoder) throws {
        if RegistrationProbe.isProbe(decoder) { throw BackedPayloadDecoding<Self>.offer() }
        self = try Self.schema(with: decoder).decode(from: decoder) { Self() }
    }

    /// The schema, built on first use.
    static func schema(with decoder: any Decoder) throws -> BackedSchema<Self> {
        try SchemaCache.schemaForDecoding(Self.self, with: decoder) { Self() }
    }
}

extension BackedEncodable {
    /// Encodes every `@Backed` property at its first path.
    public func encode(to encoder: any Encoder) throws {
        let schema: BackedSchema<Self>
        do {
            schema = try SchemaCache.schema(for: Self.self) { Self() }
        } catch let failure as DynamicCodingFailure {
            throw EncodingError.invalidValue(self, failure.encodingContext(encoder.codingPath))
        }
        try schema.encode(self, to: encoder)
    }
}

/// A model that decodes and encodes through its `@Backed` properties.
///
/// ```swift
/// struct Profile: BackedCodable {
///     @Backed(Path("attributes", "name")) var name: String
///     @Backed("born", strategy: .secondsSince1970) var born: Date?
/// }
/// ```
public typealias BackedCodable = BackedDecodable & BackedEncodable
