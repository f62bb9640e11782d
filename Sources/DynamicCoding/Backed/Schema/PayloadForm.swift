/// What a model's payload is, as its declarations say: an object (the usual case), the
/// value of its one `.flat` property (a string, a number, an array, anything that
/// property reads), or an array whose elements are its properties, each at an index.
///
/// ```swift
/// struct Ref: BackedCodable { @Backed(.flat) var logicalName: String }  // .value: "Bucket"
/// struct GetAtt: BackedCodable {                                        // .array: ["Role", "Arn"]
///     @Backed(Path(0)) var resource: String
///     @Backed(Path(1)) var attribute: String
/// }
/// ```
enum PayloadForm: Sendable, Equatable {
    case object
    /// The value of the model's only property, a `.flat` one, written as it encodes.
    case value
    /// An array: each property is one element, at the index its path names.
    case array

    /// The form of a model with `fields`: `.value` for one `.flat` field, `.array` when
    /// every field has one path, an index of the model's own payload, and no two share
    /// one; else `.object`.
    init(fields: [any SchemaField]) {
        if fields.count == 1, fields[0].routes.count == 1, fields[0].isFlat {
            self = .value
            return
        }
        var indices: [Int] = []
        for field in fields {
            // Compared in pairs, as keys are (`hasRepeatedPlainKey()`): no set to hash into.
            guard field.routes.count == 1, let index = field.routes[0].rootIndex, !indices.contains(index)
            else {
                self = .object
                return
            }
            indices.append(index)
        }
        self = indices.isEmpty ? .object : .array
    }
}
