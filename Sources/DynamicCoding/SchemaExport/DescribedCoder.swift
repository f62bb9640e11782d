import Foundation

/// A value coder that says what it decodes, as a JSON Schema. The schema follows the
/// coder, not the Swift type, so that it says what decoding accepts: a strategy's format,
/// a lossy collection's tolerance, a polymorphic value's layout.
///
/// ```swift
/// try (PrimitiveCoder<Int>(.int)! as any DescribedCoder).schema(in: generator)  // ["type": "integer"]
/// ```
protocol DescribedCoder {
    func schema(in generator: JSONSchemaGenerator) throws -> CodableValue
}

/// A collection coder that builds its value from the list a fan-out path component
/// (`.allValues`, a filter) yields: the schema of one element of that list.
protocol ListDescribedCoder {
    func elementSchema(in generator: JSONSchemaGenerator) throws -> CodableValue
}

extension PrimitiveCoder: DescribedCoder {
    func schema(in generator: JSONSchemaGenerator) throws -> CodableValue {
        switch kind {
        case .string: return ["type": "string"]
        case .int: return SchemaFragment.integer(Int.self)
        case .double, .date: return ["type": "number"]
        case .bool: return ["type": "boolean"]
        }
    }
}

extension StrategyCoder: DescribedCoder {
    func schema(in generator: JSONSchemaGenerator) throws -> CodableValue {
        if let described = strategy as? any JSONSchemaDescribing {
            return try type(of: described).jsonSchema(in: generator)
        }
        if let date = strategy as? DateCodingStrategy {
            switch date.format {
            case .deferred: return generator.dateSchema
            case .number: return ["type": "number"]
            case .iso8601: return DecoderStrategySchemas.iso8601Date
            case .formatted(let formatter):
                return [
                    "type": "string", "description": .string("A date as \"\(formatter.dateFormat ?? "")\"."),
                ]
            }
        }
        if let data = strategy as? DataCodingStrategy {
            return data.usesBase64 ? DecoderStrategySchemas.base64Data : generator.dataSchema
        }
        let name = String(describing: Strategy.self)
        return try generator.recorder.shape(readBy: strategy.decode(from:), named: name).schema
    }
}

extension OptionalCoder: DescribedCoder, ListDescribedCoder {
    func schema(in generator: JSONSchemaGenerator) throws -> CodableValue {
        SchemaFragment.nullable(try generator.schema(of: wrapped))
    }

    func elementSchema(in generator: JSONSchemaGenerator) throws -> CodableValue {
        guard let list = wrapped as? any ListDescribedCoder else { return SchemaFragment.any }
        return try list.elementSchema(in: generator)
    }
}

extension CollectionElements {
    /// The schema of one element: when lossy, any value, since one that fails is left out.
    func schema(in generator: JSONSchemaGenerator) throws -> CodableValue {
        let element = try generator.schema(of: coder)
        guard isLossy else { return element }
        return ["anyOf": [element, ["description": "Any other value is left out when decoded (lossy)."]]]
    }
}

extension ArrayCoder: DescribedCoder, ListDescribedCoder {
    func schema(in generator: JSONSchemaGenerator) throws -> CodableValue {
        ["type": "array", "items": try elements.schema(in: generator)]
    }

    func elementSchema(in generator: JSONSchemaGenerator) throws -> CodableValue {
        try elements.schema(in: generator)
    }
}

extension SetCoder: DescribedCoder, ListDescribedCoder {
    func schema(in generator: JSONSchemaGenerator) throws -> CodableValue {
        try array.schema(in: generator)
    }

    func elementSchema(in generator: JSONSchemaGenerator) throws -> CodableValue {
        try array.elementSchema(in: generator)
    }
}

extension DictionaryCoder: DescribedCoder {
    func schema(in generator: JSONSchemaGenerator) throws -> CodableValue {
        var schema: CodableValue.Object = ["type": "object"]
        // The keys other properties read are not entries.
        if !leaving.isEmpty {
            schema["properties"] = .object(
                CodableValue.Object(
                    Dictionary(uniqueKeysWithValues: leaving.map { ($0, CodableValue.bool(true)) })))
        }
        schema["additionalProperties"] = try elements.schema(in: generator)
        return .object(schema)
    }
}

extension OrderedMapCoder: DescribedCoder {
    func schema(in generator: JSONSchemaGenerator) throws -> CodableValue {
        try entries.schema(in: generator)
    }
}

extension OneOfCoder: DescribedCoder {
    func schema(in generator: JSONSchemaGenerator) throws -> CodableValue {
        ["anyOf": [try generator.schema(of: first), try generator.schema(of: second)]]
    }
}

extension PolymorphicCoder: DescribedCoder {
    func schema(in generator: JSONSchemaGenerator) throws -> CodableValue {
        try NamespaceSchema.reference(to: Base.self, in: generator)
    }
}

extension PlainCoder: DescribedCoder {
    func schema(in generator: JSONSchemaGenerator) throws -> CodableValue {
        try generator.schema(ofDecodable: Value.self)
    }
}

extension CodablePlainCoder: DescribedCoder {
    func schema(in generator: JSONSchemaGenerator) throws -> CodableValue {
        try generator.schema(ofDecodable: Value.self)
    }
}
