import Foundation

/// Whether a registered type decodes a payload without content, as the adjacent layout
/// decodes one for a type that holds its envelope (``AdjacentEnvelopeHolding``): from an
/// empty object. The schema leaves the content key optional for such a type.
///
/// ```swift
/// EmptyContentTrial.decodes(registered, registry: registry)  // true for a type whose properties are optional
/// ```
struct EmptyContentTrial: Decodable {
    private static let typeKey = CodingUserInfoKey(rawValue: "DynamicCoding.emptyContentTrial")!

    /// Whether `registered` holds its envelope and decodes an empty object, with `registry`
    /// for the polymorphic values it may hold.
    static func decodes(_ registered: RegisteredType, registry: TypeRegistry) -> Bool {
        guard registered.holdsAdjacentEnvelope else { return false }
        let decoder = JSONDecoder()
        decoder.userInfo[.typeRegistry] = registry
        decoder.userInfo[typeKey] = registered
        return (try? decoder.decode(EmptyContentTrial.self, from: Data("{}".utf8))) != nil
    }

    init(from decoder: any Decoder) throws {
        guard let registered = decoder.userInfo[Self.typeKey] as? RegisteredType else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [], debugDescription: "No type to try."))
        }
        _ = try registered.decode(decoder)
    }
}
