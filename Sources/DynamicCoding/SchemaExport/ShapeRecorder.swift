import Foundation

/// Learns the shape of a plain `Codable` type by running its `init(from:)` against a
/// decoder that records every key, element and value it is asked for, and answers with
/// stand-in values: leaves by type (`""`, `0`, an example URL), empty collections whose
/// element shape is learnt from their type, `nil` for what is read with
/// `decodeIfPresent`. A type that branches on what it reads is described by the road
/// the stand-ins take.
///
/// ```swift
/// let shape = try ShapeRecorder().shape(of: Settings.self)
/// ```
final class ShapeRecorder {
    /// The types whose `init(from:)` is running, outermost first.
    private var inProgress: [ObjectIdentifier] = []
    /// The types a shape refers to by name (recursive types), and their shapes.
    private(set) var definitions: [String: RecordedShape] = [:]
    private var referenced: Set<String> = []

    /// The shape of `type`; a type already being recorded is a ``RecordedShape/reference(_:)``.
    func shape<T: Decodable>(of type: T.Type) throws -> RecordedShape {
        if inProgress.contains(ObjectIdentifier(type)) {
            let name = _typeName(type, qualified: false)
            referenced.insert(name)
            return .reference(name)
        }
        return try record(type).shape
    }

    /// A stand-in value of `type`, and its shape.
    func record<T: Decodable>(_ type: T.Type) throws -> (value: T, shape: RecordedShape) {
        if let leaf = Self.leaves[ObjectIdentifier(type)], let value = leaf.value as? T {
            return (value, leaf.shape)
        }
        if let collection = type as? any RecordableCollection.Type,
            let standIn = try collection.standIn(recorder: self), let value = standIn.0 as? T
        {
            return (value, standIn.1)
        }
        if let enumeration = type as? any (CaseIterable & RawRepresentable).Type,
            let cases = Self.cases(of: enumeration), let value = cases.0 as? T
        {
            return (value, .enumeration(cases.1))
        }
        let id = ObjectIdentifier(type)
        guard !inProgress.contains(id) else {
            throw RecordingError.recursiveRequiredValue(String(describing: type))
        }
        inProgress.append(id)
        defer { inProgress.removeLast() }
        let node = RecordingNode()
        let value = try T(from: RecordingDecoder(recorder: self, node: node, codingPath: []))
        // A recursive type is defined once, and referred to by name everywhere.
        let name = _typeName(type, qualified: false)
        guard referenced.contains(name) else { return (value, node.shape) }
        definitions[name] = node.shape
        return (value, .reference(name))
    }

    private static func cases<E: CaseIterable & RawRepresentable>(of type: E.Type) -> (Any, [CodableValue])? {
        guard let first = type.allCases.first else { return nil }
        return (first, type.allCases.map { rawValue($0.rawValue) })
    }

    /// A raw value as the payload holds it: a string, or a number.
    private static func rawValue(_ value: Any) -> CodableValue {
        switch value {
        case let number as any BinaryInteger: .int(Int64(number))
        case let number as Double: .double(number)
        case let number as Float: .double(Double(number))
        default: .string("\(value)")
        }
    }

    /// The stand-in and shape of each leaf type, by identity.
    /// Immutable after its first use; its values are leaf values, never mutated.
    nonisolated(unsafe) private static let leaves: [ObjectIdentifier: (value: Any, shape: RecordedShape)] = [
        ObjectIdentifier(String.self): ("", .string), ObjectIdentifier(Bool.self): (false, .boolean),
        ObjectIdentifier(Int.self): (0 as Int, .integer), ObjectIdentifier(Int8.self): (0 as Int8, .integer),
        ObjectIdentifier(Int16.self): (0 as Int16, .integer),
        ObjectIdentifier(Int32.self): (0 as Int32, .integer),
        ObjectIdentifier(Int64.self): (0 as Int64, .integer),
        ObjectIdentifier(UInt.self): (0 as UInt, .integer),
        ObjectIdentifier(UInt8.self): (0 as UInt8, .integer),
        ObjectIdentifier(UInt16.self): (0 as UInt16, .integer),
        ObjectIdentifier(UInt32.self): (0 as UInt32, .integer),
        ObjectIdentifier(UInt64.self): (0 as UInt64, .integer),
        ObjectIdentifier(Double.self): (0.0, .number), ObjectIdentifier(Float.self): (0 as Float, .number),
        ObjectIdentifier(Decimal.self): (Decimal(0), .decimal),
        ObjectIdentifier(URL.self): (URL(fileURLWithPath: "/"), .url),
        ObjectIdentifier(UUID.self): (UUID(), .uuid),
        ObjectIdentifier(Date.self): (Date(timeIntervalSince1970: 0), .date),
        ObjectIdentifier(Data.self): (Data(), .data),
        ObjectIdentifier(CodableValue.self): (CodableValue.null, .anyValue),
    ]

    enum RecordingError: Error, Equatable {
        /// A type that requires a value of itself, which no payload can hold.
        case recursiveRequiredValue(String)
    }
}

/// Optionals, arrays, sets and string-keyed maps: a stand-in without elements, whose
/// element shape comes from the element type.
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

extension OrderedMap: RecordableCollection where Value: Decodable {
    static func standIn(recorder: ShapeRecorder) throws -> (Any, RecordedShape)? {
        (OrderedMap<Value>(), .map(try recorder.shape(of: Value.self)))
    }
}
