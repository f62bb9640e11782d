/// The schemas that test a payload's discriminator where a layout keeps it: under a key
/// of the payload's own object, or under a path of keys (`meta.kind`). Every condition on
/// an identifier is made here, so that a discriminator of another shape changes only
/// this type.
///
/// ```swift
/// DiscriminatorSchema(keys: ["type"], readsArrays: false).naming(["circle"])
/// // ["type": "object", "properties": ["type": ["const": "circle"]], "required": ["type"]]
/// ```
///
/// Where the layout reads an array of identifiers (the internal one), a discriminator names
/// an identifier when it is that string, or an array of strings that holds it. The decoder
/// takes the first registered identifier of an array; a schema cannot say "first", so an
/// array that holds identifiers of two registered types asks the payload to be both.
struct DiscriminatorSchema {
    /// The discriminator's key, then the keys nested under it.
    let keys: [String]
    /// Whether an array of strings names the type too.
    let readsArrays: Bool

    /// What a discriminator holds when a fallback type keeps the identifiers nothing
    /// registered: any identifier.
    var anyIdentifier: CodableValue { spelled(["type": "string"]) }

    /// A payload whose discriminator names one of `identifiers`: the condition that
    /// chooses a branch, or (with every registered identifier) the payloads a namespace
    /// without a fallback type decodes.
    func naming(_ identifiers: [String]) -> CodableValue {
        holding(spelled(SchemaFragment.oneOfStrings(identifiers)))
    }

    /// `identifier`, the schema of a string, or an array of strings holding one, where the
    /// layout reads arrays.
    private func spelled(_ identifier: CodableValue) -> CodableValue {
        guard readsArrays else { return identifier }
        return SchemaFragment.anyOf([
            identifier, ["type": "array", "items": ["type": "string"], "contains": identifier],
        ])
    }

    /// A payload whose discriminator is `identifier`, each object on the way required.
    func holding(_ identifier: CodableValue) -> CodableValue {
        SchemaFragment.nested(keys, identifier)
    }

    /// An object with no discriminator: a key missing on the way. An object on the way
    /// that is no object, or a discriminator that is `null`, is not missing.
    var missing: CodableValue { Self.missing(keys[...]) }

    private static func missing(_ keys: ArraySlice<String>) -> CodableValue {
        guard let first = keys.first else { return false }
        let notThere: CodableValue = ["not": ["required": [.string(first)]]]
        guard keys.count > 1 else { return SchemaFragment.allOf([["type": "object"], notThere]) }
        return [
            "type": "object",
            "anyOf": [
                notThere, SchemaFragment.object([first: missing(keys.dropFirst())], required: [first]),
            ],
        ]
    }
}
