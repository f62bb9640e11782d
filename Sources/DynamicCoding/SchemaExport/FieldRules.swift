/// When a `@Backed` property's value may be absent, `null` or invalid, from its
/// declaration: an optional reads `nil` for an absent or `null` value, a default takes the
/// places its policy names.
///
/// ```swift
/// // @Backed(defaultValue: 0, replacing: .missing) var retries: Int
/// FieldRules(...).allowsMissing  // true
/// FieldRules(...).allowsNull     // false
/// ```
struct FieldRules {
    /// Whether the value (or an object on its path) may be missing.
    let allowsMissing: Bool
    /// Whether the value (or an object on its path) may be `null`.
    let allowsNull: Bool
    /// Whether any value at all decodes, a default taking the place of an invalid one.
    let allowsInvalid: Bool
    /// The default, as the payload would hold it, for the schema's `default` keyword.
    let defaultValue: CodableValue?

    /// The rules of one `??` alternative, tried on its own: a value that is there and valid.
    static let strict = FieldRules(
        allowsMissing: false, allowsNull: false, allowsInvalid: false, defaultValue: nil)

    private init(allowsMissing: Bool, allowsNull: Bool, allowsInvalid: Bool, defaultValue: CodableValue?) {
        self.allowsMissing = allowsMissing
        self.allowsNull = allowsNull
        self.allowsInvalid = allowsInvalid
        self.defaultValue = defaultValue
    }

    init<Value>(_ definition: BackedDefinition<Value>, defaultValue: CodableValue?) {
        let isOptional = Optionality.nilValue(of: Value.self) != nil
        let hasDefault = definition.defaultValue != nil
        let policy = definition.defaultPolicy
        allowsMissing = isOptional || (hasDefault && policy.contains(.missing))
        allowsNull = isOptional || (hasDefault && policy.contains(.null))
        allowsInvalid = hasDefault && policy.contains(.invalid)
        self.defaultValue = defaultValue
    }

    /// The schema of the value itself (`value` is what its coder reads): `null` allowed when
    /// it stands for an absent value, and excluded when it does not, even where the coder
    /// would take it (a `$ref` to a type that does, by `generator`); anything when a default
    /// takes an invalid value.
    func leaf(_ value: CodableValue, generator: JSONSchemaGenerator) -> CodableValue {
        var schema: CodableValue
        if allowsInvalid {
            schema = allowsNull ? SchemaFragment.any : ["not": SchemaFragment.null]
        } else {
            schema = allowsNull ? SchemaFragment.nullable(value) : generator.nonNull(value)
        }
        guard let defaultValue else { return schema }
        return SchemaFragment.annotated(schema, "default", defaultValue)
    }
}
