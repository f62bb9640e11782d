/// Optionals, arrays, sets, string-keyed maps and ``OneOf``: a stand-in without elements
/// (or of the first type), whose shape comes from the element types.
///
/// ```swift
/// try [Int].standIn(recorder: recorder)  // ([], .array(.schema(["type": "integer", ...])))
/// ```
protocol RecordableCollection {
    static func standIn(recorder: ShapeRecorder) throws -> (Any, RecordedShape)?
}

extension Optional: RecordableCollection where Wrapped: Decodable {
    static func standIn(recorder: ShapeRecorder) throws -> (Any, RecordedShape)? {
        (Wrapped?.none as Any, .nullable(try recorder.shape(of: Wrapped.self)))
    }
}

extension Array: RecordableCollection where Element: Decodable {
    static func standIn(recorder: ShapeRecorder) throws -> (Any, RecordedShape)? {
        ([Element](), .array(try recorder.shape(of: Element.self)))
    }
}

extension Set: RecordableCollection where Element: Decodable {
    static func standIn(recorder: ShapeRecorder) throws -> (Any, RecordedShape)? {
        (Set<Element>(), .array(try recorder.shape(of: Element.self)))
    }
}

extension Dictionary: RecordableCollection where Key == String, Value: Decodable {
    static func standIn(recorder: ShapeRecorder) throws -> (Any, RecordedShape)? {
        ([String: Value](), .map(try recorder.shape(of: Value.self)))
    }
}

extension OneOf: RecordableCollection where First: Decodable, Second: Decodable {
    /// The first type's stand-in; either type's payload.
    static func standIn(recorder: ShapeRecorder) throws -> (Any, RecordedShape)? {
        let (first, firstShape) = try recorder.record(First.self)
        let second = try recorder.shape(of: Second.self)
        return (OneOf.first(first), .schema(["anyOf": [firstShape.schema, second.schema]]))
    }
}

extension OrderedMap: RecordableCollection where Value: Decodable {
    static func standIn(recorder: ShapeRecorder) throws -> (Any, RecordedShape)? {
        (OrderedMap<Value>(), .map(try recorder.shape(of: Value.self)))
    }
}

/// The empty value of the collections a dynamic wrapper may hold (`[any P]`,
/// `[String: any P]`), whose element type is not `Decodable`.
enum EmptyCollection {
    static func of<Value>(_ type: Value.Type) -> Value? {
        (type as? any EmptyConstructible.Type)?.init() as? Value
    }
}

/// A collection with an empty initializer.
protocol EmptyConstructible {
    init()
}

extension Array: EmptyConstructible {}
extension Dictionary: EmptyConstructible {}
extension OrderedMap: EmptyConstructible {}
