/// Describes, for error messages, what kind of value a decoder holds ("a string",
/// "an object", "null", …) by probing it without consuming anything.
enum ValueDescription {
    static func of(_ decoder: any Decoder) -> String {
        if let single = try? decoder.singleValueContainer() {
            if single.decodeNil() { return "null" }
            if (try? single.decode(Bool.self)) != nil { return "a boolean" }
            if (try? single.decode(Double.self)) != nil { return "a number" }
            if (try? single.decode(String.self)) != nil { return "a string" }
        }
        if (try? decoder.container(keyedBy: AnyCodingKey.self)) != nil { return "an object" }
        if (try? decoder.unkeyedContainer()) != nil { return "an array" }
        return "an unsupported value"
    }
}
