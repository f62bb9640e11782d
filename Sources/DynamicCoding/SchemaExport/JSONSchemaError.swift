/// Why ``JSONSchema`` could not describe a type.
///
/// ```swift
/// do { _ = try JSONSchema(for: Logo.self) } catch let error as JSONSchemaError { print(error) }
/// ```
public enum JSONSchemaError: Error, Equatable, CustomStringConvertible {
    /// The type is not `Decodable`: no payload decodes it.
    case notDecodable(type: String)
    /// Learning the type's shape needs a stand-in value the recording decoder cannot make
    /// (a type that requires a value of itself, a polymorphic value none of whose types has
    /// a zero value); state its schema with ``JSONSchemaDescribing``.
    case noStandIn(type: String, reason: String)
    /// The type's `init(from:)` threw while a recording decoder ran it, with the message.
    case recordingFailed(type: String, message: String)
    /// The type's `init(from:)` (or a strategy's `decode(from:)`) reads other values when
    /// a value it tests with `decodeNil` is `null`, or when a key it asks `contains` about
    /// is missing (a value absent too), so the recording decoder, which follows each test
    /// both ways, sees two shapes where one schema must hold both; state it with
    /// ``JSONSchemaDescribing``.
    case branchesOnAbsence(type: String, reason: String)
    /// No schema says which payloads the polymorphic base decodes: with a `.selected`
    /// layout and a fallback type, the layout's closure may name, for any payload, an
    /// identifier nothing registered, which the fallback keeps.
    case undescribableLayout(base: String, reason: String)

    /// The problem in one sentence.
    ///
    /// ```swift
    /// JSONSchemaError.notDecodable(type: "Logo").description
    /// // "Logo is not Decodable, so no payload decodes it."
    /// ```
    public var description: String {
        switch self {
        case .notDecodable(let type): return "\(type) is not Decodable, so no payload decodes it."
        case .noStandIn(let type, let reason):
            return "Cannot learn the shape of \(type): \(reason); state it with JSONSchemaDescribing."
        case .recordingFailed(let type, let message):
            return "Cannot learn the shape of \(type): its init(from:) threw (\(message)); "
                + "state it with JSONSchemaDescribing."
        case .branchesOnAbsence(let type, let reason):
            return "Cannot learn the shape of \(type): \(reason); state it with JSONSchemaDescribing."
        case .undescribableLayout(let base, let reason):
            return "Cannot describe the payloads of \(base): \(reason)."
        }
    }
}
