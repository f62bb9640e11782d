/// What a plain `Codable` type reads, learnt by running its `init(from:)` against a
/// ``ShapeRecorder``'s decoder: the raw material of its JSON Schema.
///
/// ```swift
/// struct Point: Codable { var x: Double; var label: String? }
/// try ShapeRecorder().shape(of: Point.self)
/// // .object([RecordedProperty("x", .number), RecordedProperty("label", .nullable(.string), isRequired: false)])
/// ```
indirect enum RecordedShape: Equatable {
    case string, integer, number, boolean
    case url, uuid, date, data, decimal
    /// Any value (a ``CodableValue``).
    case anyValue
    /// A `CaseIterable` type with raw values: one of these.
    case enumeration([CodableValue])
    case object([RecordedProperty])
    case array(RecordedShape)
    /// An object whose every value has the shape (`[String: T]`, ``OrderedMap``).
    case map(RecordedShape)
    /// The shape, or `null`.
    case nullable(RecordedShape)
    /// A type being recorded further up: a recursive type.
    case reference(String)
}

/// One key an object's `init(from:)` reads: with `decode` (required) or
/// `decodeIfPresent` (not required).
struct RecordedProperty: Equatable {
    let key: String
    let shape: RecordedShape
    let isRequired: Bool

    init(_ key: String, _ shape: RecordedShape, isRequired: Bool = true) {
        self.key = key
        self.shape = shape
        self.isRequired = isRequired
    }
}
