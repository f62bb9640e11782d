/// The schema of the value a path's components after its leading keys walk through
/// (indices, `.allKeys`, `.allValues`, filters), as ``PathWalker`` reads it: `null` or a
/// missing key or index on the way is an absent value, anything else that does not fit
/// is an error.
///
/// ```swift
/// // Path("values", 1) on a required Int: the array under "values"
/// WalkSchema(...).schema(of: [.index(1)])
/// // ["type": "array", "prefixItems": [[:], ["type": "integer"]], "minItems": 2]
/// ```
struct WalkSchema {
    let rules: FieldRules
    /// What the property's coder reads, for a path that ends on one value.
    let value: CodableValue
    /// What one element of the list reads, for a path that ends on a list.
    let element: CodableValue
    let generator: JSONSchemaGenerator
    /// The property's strategy, which a filter's predicate decodes values with too.
    let strategy: PropertyStrategy?

    /// The schema of the value the walk starts from.
    func schema(of components: ArraySlice<PathComponent>) throws -> CodableValue {
        guard let component = components.first else { return rules.leaf(value, generator: generator) }
        let rest = components.dropFirst()
        let schema: CodableValue
        switch component {
        case .key(let key):
            schema = SchemaFragment.object(
                [key: try self.schema(of: rest)], required: rules.allowsMissing ? [] : [key])
        case .index(let index):
            schema = try element(index, try self.schema(of: rest))
        case .allKeys, .allValues, .filter:
            schema = try fanOut(component, then: rest)
        }
        return rules.allowsNull ? SchemaFragment.nullable(schema) : schema
    }

    private func element(_ index: Int, _ schema: CodableValue) throws -> CodableValue {
        guard index >= 0 else { return rules.allowsMissing ? ["type": "array"] : false }
        var array: CodableValue.Object = [
            "type": "array",
            "prefixItems": .array(Array(repeating: SchemaFragment.any, count: index) + [schema]),
        ]
        if !rules.allowsMissing { array["minItems"] = .int(Int64(index + 1)) }
        return .object(array)
    }

    /// An object whose entries a fan-out component lists; each listed entry then walks `rest`.
    private func fanOut(_ component: PathComponent, then rest: ArraySlice<PathComponent>) throws
        -> CodableValue
    {
        let listed = try listSchema(of: rest)
        switch component {
        case .allKeys:
            return ["type": "object", "propertyNames": listed]
        case .filter(let filter):
            guard let valueType = filter.valueType else {
                return filter.selection == .keys
                    ? ["type": "object"] : ["type": "object", "additionalProperties": listed]
            }
            // Every value is decoded for the predicate; the ones it keeps by the property too.
            let tested = try schema(readingWithStrategy: valueType)
            let values = filter.selection == .values && listed != tested ? [tested, listed] : [tested]
            return ["type": "object", "additionalProperties": SchemaFragment.allOf(values)]
        default:
            return ["type": "object", "additionalProperties": listed]
        }
    }

    /// What `type` reads with the property's strategy.
    private func schema<Value: Decodable>(readingWithStrategy type: Value.Type) throws -> CodableValue {
        try generator.schema(of: ValueCoders.make(for: type, strategy: strategy))
    }

    /// The schema of each value of a list, walked through `components`: every one must
    /// walk, `null` and missing keys included.
    private func listSchema(of components: ArraySlice<PathComponent>) throws -> CodableValue {
        guard let component = components.first else { return element }
        let rest = components.dropFirst()
        switch component {
        case .key(let key):
            return SchemaFragment.object([key: try listSchema(of: rest)], required: [key])
        case .index:
            // One element of the list, by its place in key order: not a constraint on each.
            return SchemaFragment.any
        case .allKeys, .allValues, .filter:
            return try fanOut(component, then: rest)
        }
    }
}
