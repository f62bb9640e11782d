/// The strings a lax property (``BackedOptions/lax``, a ``LaxScalars`` model) also reads,
/// as a JSON Schema beside its value's own: the spellings its ``LaxScalar`` type takes.
///
/// ```swift
/// LaxScalarSchema.strings(of: Int.self)   // {"type": "string", "pattern": "^-?[0-9]+$"}
/// LaxScalarSchema.strings(of: Bool.self)  // {"type": "string", "enum": ["true", "false"]}
/// ```
enum LaxScalarSchema {
    /// The strings `type` reads, found by what it makes of a boolean, a fraction and a
    /// negative integer; a string of any kind for a type that takes none of them.
    static func strings(of type: any LaxScalar.Type) -> CodableValue {
        if type.init(laxText: "true") != nil { return ["type": "string", "enum": ["true", "false"]] }
        let pattern: String
        if type.init(laxText: "0.5") != nil {
            pattern = LaxNumberText.numberPattern
        } else if type.init(laxText: "-1") != nil {
            pattern = LaxNumberText.integerPattern
        } else if type.init(laxText: "1") != nil {
            pattern = LaxNumberText.unsignedPattern
        } else {
            return ["type": "string"]
        }
        return ["type": "string", "pattern": .string(pattern)]
    }
}
