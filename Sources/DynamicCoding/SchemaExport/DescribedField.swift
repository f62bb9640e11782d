import Foundation

/// A model's field that adds what it reads to the constraint of the model's object.
protocol DescribedField {
    func describe(in object: ObjectConstraint, generator: JSONSchemaGenerator) throws
}

extension BackedField: DescribedField {
    func describe(in object: ObjectConstraint, generator: JSONSchemaGenerator) throws {
        let definition = mapping.definition
        let rules = FieldRules(definition, defaultValue: try defaultPayload(generator))
        var value = try generator.schema(of: mapping.coder)
        if let lax = mapping.laxScalar {
            value = SchemaFragment.anyOf([value, LaxScalarSchema.strings(of: lax)])
        }
        let routes = mapping.routes
        guard routes.count == 1 else {
            if !rules.allowsInvalid {
                object.addCondition(
                    try alternatives(routes, value: value, rules: rules, generator: generator))
            }
            return
        }
        let route = routes[0]
        switch route.target {
        case .key:
            // Read directly, with no rules for absence: the coder alone decides on `null`.
            let isDirect = definition.valueWhenUnset == nil
            let leaf = isDirect ? value : rules.leaf(value, generator: generator)
            place(leaf, at: route.keyNames, in: object, rules: rules)
        case .walk(let key, _, let rest):
            let walked =
                rules.allowsInvalid
                ? SchemaFragment.any : try walk(rules, value: value, generator: generator).schema(of: rest)
            if key == nil {
                object.addCondition(walked)
            } else {
                place(walked, at: route.keyNames, in: object, rules: rules)
            }
        case .flat:
            if !rules.allowsInvalid { object.addCondition(flat(value, rules: rules, generator: generator)) }
        case .otherKeys:
            object.otherKeys = [
                "description": .string("Kept as they are in \(mapping.name), and written back.")
            ]
        }
    }

    /// What a `.flat` value asks of the model's object. An optional, or a value with a
    /// default for `.missing`, is absent when decoding meets a missing required key of it
    /// first: every key read before that one is valid where present.
    private func flat(_ value: CodableValue, rules: FieldRules, generator: JSONSchemaGenerator)
        -> CodableValue
    {
        let flattened = SchemaFragment.withoutNull(value)
        let definition = generator.resolved(flattened)
        guard rules.allowsMissing, let properties = definition["properties"]?.objectValue,
            case .array(let required)? = definition["required"]
        else { return flattened }
        var options = [flattened]
        var readBefore = CodableValue.Object()
        var requiredBefore: [String] = []
        for (key, schema) in properties {
            if required.contains(.string(key)) {
                var absent = SchemaFragment.object(readBefore, required: requiredBefore, typed: false)
                absent["not"] = ["required": [.string(key)]]
                options.append(absent)
                requiredBefore.append(key)
            }
            readBefore[key] = schema
        }
        return SchemaFragment.anyOf(options)
    }

    /// Adds `schema` at `keys` under `object`: each object on the way required when the
    /// value is, an object unless a default takes any failure, `null` when that is absent.
    private func place(
        _ schema: CodableValue, at keys: [String], in object: ObjectConstraint, rules: FieldRules
    ) {
        var node = object
        node.goesThrough(mustBeObject: !rules.allowsInvalid, allowsNull: false)
        for key in keys.dropLast() {
            if !rules.allowsMissing { node.require(key) }
            node = node.child(key)
            node.goesThrough(mustBeObject: !rules.allowsInvalid, allowsNull: rules.allowsNull)
        }
        node.add(schema, at: keys[keys.count - 1], required: !rules.allowsMissing)
    }

    private func walk(_ rules: FieldRules, value: CodableValue, generator: JSONSchemaGenerator) throws
        -> WalkSchema
    {
        let element = try (mapping.coder as? any ListDescribedCoder)?.elementSchema(in: generator)
        return WalkSchema(
            rules: rules, value: value, element: element ?? SchemaFragment.any, generator: generator,
            strategy: mapping.definition.strategy)
    }

    /// `??`: valid when one path holds a valid value, or (when the value may be absent)
    /// when every path is absent.
    private func alternatives(
        _ routes: [FieldRoute], value: CodableValue, rules: FieldRules, generator: JSONSchemaGenerator
    ) throws -> CodableValue {
        let strict = FieldRules.strict
        var options: [CodableValue] = []
        var absences: [CodableValue] = [["type": "object"]]
        for route in routes {
            switch route.target {
            case .key:
                options.append(SchemaFragment.nested(route.keyNames, generator.nonNull(value)))
            case .walk(let key, _, let rest):
                let walked = try walk(strict, value: value, generator: generator).schema(of: rest)
                options.append(
                    key == nil
                        ? SchemaFragment.allOf([["type": "object"], walked])
                        : SchemaFragment.nested(route.keyNames, walked))
            case .flat, .otherKeys:
                options.append(value)
            }
            // When every path is absent, the first one says whether the value was missing or null.
            let isFirst = absences.count == 1
            absences.append(Self.absent(route.keyNames[...], allowingNull: !isFirst || rules.allowsNull))
        }
        if rules.allowsMissing { options.append(SchemaFragment.allOf(absences)) }
        return SchemaFragment.anyOf(options)
    }

    /// Nothing under `keys`: a key missing on the way, or `null` when `allowingNull`.
    private static func absent(_ keys: ArraySlice<String>, allowingNull: Bool) -> CodableValue {
        guard let first = keys.first else { return SchemaFragment.any }
        let rest = keys.dropFirst()
        guard !rest.isEmpty else {
            return allowingNull
                ? ["properties": [first: SchemaFragment.null]] : ["not": ["required": [.string(first)]]]
        }
        let object = SchemaFragment.allOf([["type": "object"], absent(rest, allowingNull: allowingNull)])
        return [
            "properties": [
                first: allowingNull ? SchemaFragment.anyOf([SchemaFragment.null, object]) : object
            ]
        ]
    }

    /// The default as the payload holds it, written by the property's coder; `nil` when it
    /// cannot be written alone (a polymorphic value whose type is not registered).
    private func defaultPayload(_ generator: JSONSchemaGenerator) throws -> CodableValue? {
        guard let value = mapping.definition.defaultValue else { return nil }
        let encoder = JSONEncoder()
        encoder.userInfo[.typeRegistry] = generator.registry
        guard let data = try? encoder.encode(CoderPayload(value: value, coder: mapping.coder)) else {
            return nil
        }
        return try? JSONDecoder().decode(CodableValue.self, from: data)
    }
}

/// A value written by a given coder, for an encoder's top level.
private struct CoderPayload<Value>: Encodable {
    let value: Value
    let coder: any ValueCoder<Value>

    func encode(to encoder: any Encoder) throws {
        try coder.encode(value, to: encoder)
    }
}

extension FieldRoute {
    /// The leading keys, as strings.
    var keyNames: [String] { keyPath.map(\.stringValue) }
}
