/// The object a polymorphic payload must be, for the layouts that read it through its
/// keys (internal, adjacent, external).
///
/// ```swift
/// let container = try PayloadObject.container(of: decoder, base: "Shape")
/// ```
enum PayloadObject {
    /// The object the decoder holds, else a mismatch naming what it holds instead.
    static func container(of decoder: any Decoder, base: String) throws -> ObjectDecodingContainer {
        do {
            return try decoder.container(keyedBy: AnyCodingKey.self)
        } catch {
            let found = ValueDescription.of(decoder)
            let context = DynamicCodingFailure.notAnObject(base: base, found: found)
                .decodingContext(decoder.codingPath)
            if found == "null" { throw DecodingError.valueNotFound([String: Any].self, context) }
            throw DecodingError.typeMismatch([String: Any].self, context)
        }
    }
}
