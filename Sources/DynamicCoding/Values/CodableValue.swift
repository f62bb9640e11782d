import Foundation

/// Any value a coder can hold, kept as it was decoded so that it can be written back
/// unchanged: the payload of an unknown polymorphic type, the entries of an `.otherKeys`
/// catch-all, or a whole document you edit without a model.
///
/// ```swift
/// var value = try JSONDecoder().decode(CodableValue.self, from: Data(#"{"a":[1,true]}"#.utf8))
/// // .object(["a": .array([.int(1), .bool(true)])])
/// value["a"]?[0]?.intValue  // 1
/// value["b"] = "new"        // {"a":[1,true],"b":"new"}
/// ```
///
/// Objects keep an order (``Object``): the payload's where the decoder exposes it, sorted
/// by key otherwise; it is how they are written, but not part of their value: two
/// objects with the same members are equal whatever their order, as JSON objects are
/// (`==`). Every number is kept exactly, whatever its size and digits: in ``int(_:)``,
/// ``double(_:)`` or, when neither holds it, ``number(_:)``. A scalar that the decoder reads as a string is a string unless it is
/// spelled as YAML 1.2 spells `null`, a boolean or a number and the decoder reads it as one
/// too, so a lax decoder cannot turn `nginx:stable` into a number. See <doc:WorkingWithCodableValue>.
public enum CodableValue: Codable, Sendable {
    /// `null`.
    ///
    /// ```swift
    /// let value: CodableValue = nil  // .null
    /// ```
    case null
    /// `true` or `false`.
    ///
    /// ```swift
    /// let value: CodableValue = true  // .bool(true)
    /// ```
    case bool(Bool)
    /// A whole number within `Int64`'s range (in YAML, a plain scalar spelled as an
    /// integer: `42`, `-5`, `0x1F`, `0o17`).
    ///
    /// ```swift
    /// let value: CodableValue = 42  // .int(42)
    /// ```
    case int(Int64)
    /// A number a `Double` holds exactly: one whose `Double` is spelled with the same value
    /// (`2.5`, `0.1`, `1e300`; in YAML also `.inf` and `.nan`).
    ///
    /// ```swift
    /// let value: CodableValue = 2.5  // .double(2.5)
    /// ```
    case double(Double)
    /// Any other number, kept exactly as its text: a whole number beyond `Int64`
    /// (`18446744073709551615`), or one whose `Double` would round it
    /// (`1.0000000000000000001`, `1e400`). It is written back as it was read; see
    /// ``Number`` for what each coder can write.
    ///
    /// ```swift
    /// let value = try JSONDecoder().decode(CodableValue.self, from: Data("18446744073709551615".utf8))
    /// // .number(18446744073709551615)
    /// ```
    case number(Number)
    /// A string.
    ///
    /// ```swift
    /// let value: CodableValue = "nginx:stable"  // .string("nginx:stable")
    /// ```
    case string(String)
    /// An array.
    ///
    /// ```swift
    /// let value: CodableValue = [1, "two"]  // .array([.int(1), .string("two")])
    /// ```
    case array([CodableValue])
    /// An object, its members in order.
    ///
    /// ```swift
    /// let value: CodableValue = ["kind": "Pod", "spec": [:]]
    /// // .object(["kind": .string("Pod"), "spec": .object([:])])
    /// ```
    case object(Object)

    /// The members of an object, in order: the payload's order where the decoder exposes
    /// it, else sorted by key; new keys go at the end (see ``OrderedMap``). As an
    /// `OrderedMap`, an `Object` compares its order too; wrapped in a `CodableValue`, it
    /// does not, as JSON objects do not.
    ///
    /// ```swift
    /// var labels: CodableValue.Object = ["app": "web", "tier": "front"]
    /// labels["env"] = "prod"
    /// labels.keys             // ["app", "tier", "env"]
    /// labels["app"]           // .string("web")
    /// labels == ["tier": "front", "env": "prod", "app": "web"]  // false: another order
    /// CodableValue.object(labels) == ["tier": "front", "env": "prod", "app": "web"]  // true
    /// ```
    public typealias Object = OrderedMap<CodableValue>

    /// Reads whatever value the decoder holds.
    ///
    /// Object keys are kept as the payload spells them: the object is read as a dictionary,
    /// whose keys coders treat as data, so a `keyDecodingStrategy` leaves them unchanged.
    /// Their order is the keyed container's where it is the payload's (not Foundation's
    /// decoders, which list keys in hash order), else sorted.
    ///
    /// A scalar the decoder reads as a string is a string, unless YAML 1.2's core schema
    /// reads its text as `null`, a boolean or a number and the decoder reads it as that too
    /// (`JSONDecoder` reads no number as a string, so JSON is read exactly).
    ///
    /// A number is read exactly, into the case that holds it (``init(exactly:)``): from its
    /// text where the decoder gives it (``DynamicJSONDecoder``, any YAML decoder), else as
    /// a `Decimal` (`JSONDecoder` reads a `Decimal` from the number's text). `JSONDecoder`
    /// itself keeps only a `Decimal`'s 38 to 39 significant digits of a longer number, and
    /// reads no number beyond `Decimal`'s and `Double`'s range (an error); decode with
    /// ``DynamicJSONDecoder`` to keep such numbers exactly.
    ///
    /// ```swift
    /// let value = try JSONDecoder().decode(CodableValue.self, from: Data(#"{"b":"1","a":1}"#.utf8))
    /// // .object(["a": .int(1), "b": .string("1")]), keys ["a", "b"]
    /// ```
    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyCodingKey.self) {
            self = .object(try Object(from: decoder, keyed: keyed))
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [CodableValue] = []
            while !array.isAtEnd {
                elements.append(try array.decode(CodableValue.self))
            }
            self = .array(elements)
        } else {
            self = try Self.scalar(from: decoder.singleValueContainer())
        }
    }

    private static func scalar(from container: any SingleValueDecodingContainer) throws -> CodableValue {
        if let text = try? container.decode(String.self) {
            return plain(text, in: container) ?? .string(text)
        }
        if container.decodeNil() { return .null }
        if let value = try? container.decode(Bool.self) { return .bool(value) }
        if let reader = container as? any NumberTextReading, let text = reader.numberText() {
            guard let number = Number(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription:
                        "The number \(text) has an exponent beyond \(Number.exponentLimit) in magnitude.")
            }
            return CodableValue(exactly: number)
        }
        // `JSONDecoder` reads a `Decimal` from the number's text (other decoders mostly do
        // not, nor read it from a number's `Int64` or `Double`).
        if let value = try? container.decode(Decimal.self), let number = Number(exactly: value) {
            return CodableValue(exactly: number)
        }
        if let value = try? container.decode(Int64.self) { return .int(value) }
        if let value = try? container.decode(UInt64.self) { return CodableValue(exactly: Number(value)) }
        if let value = try? container.decode(Double.self) { return .double(value) }
        throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "Expected a string, number, boolean or null.")
    }

    /// The non-string value a scalar read as the string `text` stands for: the core
    /// schema's reading of `text`, when the decoder reads the scalar as that kind of value
    /// too. A decoder that keeps quoting (Yams from 5.4) reads a quoted `"true"` as no
    /// boolean; the value is the text's, so a YAML 1.1 reading (`017` as 15) does not count.
    private static func plain(_ text: String, in container: any SingleValueDecodingContainer) -> CodableValue?
    {
        switch PlainScalar(text) {
        case nil: return nil
        case .null: return container.decodeNil() ? .null : nil
        case .bool(let value): return (try? container.decode(Bool.self)) == value ? .bool(value) : nil
        case .int(let value): return readsAsNumber(container) ? .int(value) : nil
        case .double(let value): return readsAsNumber(container) ? .double(value) : nil
        case .number(let value): return readsAsNumber(container) ? .number(value) : nil
        }
    }

    private static func readsAsNumber(_ container: any SingleValueDecodingContainer) -> Bool {
        (try? container.decode(Double.self)) != nil || (try? container.decode(Int64.self)) != nil
    }

    /// Writes the value back in the shape it was read.
    ///
    /// An object's keys are written as they are spelled, whatever the encoder's
    /// `keyEncodingStrategy`: to Foundation's encoders as a dictionary (whose keys coders
    /// treat as data; `JSONEncoder` orders them only with `.sortedKeys`), to other encoders
    /// (Yams's) as a keyed container in the object's order.
    ///
    /// ```swift
    /// let text = try YAMLEncoder().encode(["b": 1, "a": 2] as CodableValue)  // "b: 1\na: 2\n"
    /// ```
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let object):
            try object.encode(to: encoder)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements {
                try container.encode(element)
            }
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value): try encodeScalar(value, to: encoder)
        case .int(let value): try encodeScalar(value, to: encoder)
        case .double(let value): try encodeScalar(value, to: encoder)
        case .number(let value): try value.encode(to: encoder)
        case .string(let value): try encodeScalar(value, to: encoder)
        }
    }

    private func encodeScalar(_ value: some Encodable, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

extension CodableValue: Hashable {
    /// Whether both are the same value, as JSON compares them: objects by their members
    /// whatever their order, at every depth (in arrays too); arrays element by element;
    /// scalars of the same case by their value (`.int(1)` is not `.double(1)`; two
    /// ``number(_:)`` values whatever their spelling, `1.50` and `1.5`).
    ///
    /// ```swift
    /// let forward: CodableValue = ["a": 1, "b": [["x": 1, "y": 2]]]
    /// forward == ["b": [["y": 2, "x": 1]], "a": 1]  // true
    /// forward == ["a": 1, "b": [["x": 2, "y": 1]]]  // false
    /// ```
    public static func == (lhs: CodableValue, rhs: CodableValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.int(let left), .int(let right)): left == right
        case (.double(let left), .double(let right)): left == right
        case (.number(let left), .number(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)): left.dictionary == right.dictionary
        default: false
        }
    }

    /// Hashes the value as `==` compares it: an object's members whatever their order.
    /// Values of different cases may hash alike (`false` and `null`); `==` tells them apart.
    ///
    /// ```swift
    /// Set([["a": 1, "b": 2], ["b": 2, "a": 1]] as [CodableValue]).count  // 1
    /// ```
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0 as UInt8)
        case .bool(let value): hasher.combine(value)
        case .int(let value): hasher.combine(value)
        case .double(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let elements): hasher.combine(elements)
        case .object(let object): hasher.combine(object.dictionary)
        }
    }
}
