/// What a plain `Codable` type reads, learnt by running its `init(from:)` against a
/// ``ShapeRecorder``'s decoder: the objects, arrays and maps it opened, and the schema of
/// each value it read.
///
/// ```swift
/// struct Point: Codable { var x: Double; var label: String? }
/// try recorder.shape(of: Point.self).schema
/// // ["type": "object", "properties": ["x": ..., "label": ...], "required": ["x"]]
/// ```
indirect enum RecordedShape {
    /// A value whose schema is known: a leaf, an enumeration, or a `$ref` to a definition.
    case schema(CodableValue)
    /// An object and the keys read from it.
    case object([RecordedProperty])
    case array(RecordedShape)
    /// An object whose every value has the shape (`[String: T]`, ``OrderedMap``).
    case map(RecordedShape)
    /// The shape, or `null`.
    case nullable(RecordedShape)

    /// The shape's JSON Schema. Keys not required may be missing, and those read with
    /// `decodeIfPresent` `null` as well; unknown keys are allowed, as `Codable` ignores them.
    var schema: CodableValue {
        switch self {
        case .schema(let schema): return schema
        case .array(let element): return ["type": "array", "items": element.schema]
        case .map(let value): return ["type": "object", "additionalProperties": value.schema]
        case .nullable(let wrapped): return SchemaFragment.nullable(wrapped.schema)
        case .object(let properties):
            var members = CodableValue.Object()
            for property in properties {
                let value = property.shape.schema
                members[property.key] = property.takesNull ? SchemaFragment.nullable(value) : value
            }
            return SchemaFragment.object(members, required: properties.filter(\.isRequired).map(\.key))
        }
    }
}

/// One key an object's `init(from:)` reads: with `decode` (required), with
/// `decodeIfPresent` (not required, and `null` taken), or after asking `contains` (required
/// unless the code takes the key missing).
struct RecordedProperty {
    let key: String
    let shape: RecordedShape
    let isRequired: Bool
    /// Whether the key may hold `null` whatever its shape says: `decodeIfPresent` gives
    /// `nil` for it.
    let takesNull: Bool

    init(_ key: String, _ shape: RecordedShape, isRequired: Bool = true, takesNull: Bool = false) {
        self.key = key
        self.shape = shape
        self.isRequired = isRequired
        self.takesNull = takesNull
    }
}
