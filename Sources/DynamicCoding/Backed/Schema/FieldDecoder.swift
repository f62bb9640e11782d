import Foundation

/// How the schema decodes one field (or a run of fields) into a model's memory. A class
/// hierarchy rather than closures or existentials, so that the schema's loop makes one
/// virtual call per entry: a ``BackedField`` decodes any field through its mapping, a
/// ``PrimitiveRunDecoder`` or ``PrimitiveAlternativesDecoder`` the most common ones
/// without generic code.
class FieldDecoder {
    /// Decodes the field and stores it at its place in `model`.
    func decode(into model: UnsafeMutableRawPointer, from containers: inout DecodingContainers) throws {
        preconditionFailure("FieldDecoder is abstract: \(type(of: self)) must override decode(into:from:).")
    }
}

/// Consecutive required primitive fields (``PrimitiveKind``) at plain keys of one object:
/// the object's container is fetched once for all of them, and each value goes from the
/// container straight into the model's `Backed` of that type. A missing object on the
/// way is left to each field's mapping, which words the error; a value of the wrong type
/// throws the container's error, as the mapping's direct path would.
final class PrimitiveRunDecoder: FieldDecoder {
    /// The fields; each one's fallback is its own decoder, for when the object is not there.
    private let run: PrimitiveRun<FieldDecoder>

    init(_ run: PrimitiveRun<FieldDecoder>) {
        self.run = run
    }

    override func decode(into model: UnsafeMutableRawPointer, from containers: inout DecodingContainers)
        throws
    {
        guard let container = try containers.container(at: run.node) else {
            for field in run.fallbacks { try field.decode(into: model, from: &containers) }
            return
        }
        for index in run.kinds.indices {
            try run.kinds[index].store(from: container, run.keys[index], at: model + run.offsets[index])
        }
    }

    /// `decoders` in order, each run of primitive fields of one object joined into one.
    static func joiningRuns(_ decoders: [FieldDecoder]) -> [FieldDecoder] {
        var joined: [FieldDecoder] = []
        for decoder in decoders {
            if let next = decoder as? PrimitiveRunDecoder, let last = joined.last as? PrimitiveRunDecoder {
                var run = last.run
                if run.append(next.run) {
                    joined[joined.count - 1] = PrimitiveRunDecoder(run)
                    continue
                }
            }
            joined.append(decoder)
        }
        return joined
    }
}

/// A required primitive field at several plain keys (`"title" ?? "name"`): the first
/// that holds a value of the field's type is stored. Anything else (every key missing,
/// a value of the wrong type) is left to the field's mapping, which reads the field
/// again and words the error.
final class PrimitiveAlternativesDecoder: FieldDecoder {
    private let kind: PrimitiveKind
    private let offset: Int
    private let alternatives: [(key: AnyCodingKey, node: Int)]
    private let mapped: FieldDecoder

    init(
        kind: PrimitiveKind, offset: Int, alternatives: [(key: AnyCodingKey, node: Int)], mapped: FieldDecoder
    ) {
        self.kind = kind
        self.offset = offset
        self.alternatives = alternatives
        self.mapped = mapped
    }

    override func decode(into model: UnsafeMutableRawPointer, from containers: inout DecodingContainers)
        throws
    {
        for (key, node) in alternatives {
            guard let container = try? containers.container(at: node) else { continue }
            guard let stored = try? kind.storeIfPresent(from: container, key, at: model + offset) else {
                break
            }
            if stored { return }
        }
        try mapped.decode(into: model, from: &containers)
    }
}

/// The types decoded without generic code: `String`, `Int`, `Double`, `Bool`, and a
/// `Date` whose strategy writes it as a number (seconds or milliseconds since 1970).
enum PrimitiveKind {
    case string, int, double, bool
    /// A date written as a number of units since 1970, this many units a second.
    case date(unitsPerSecond: Double)

    /// The kind of `value` coded with `strategy`, when it is one of these.
    init?<Value>(_ value: Value.Type, strategy: PropertyStrategy?) {
        if let strategy {
            guard value == Date.self, let units = strategy.dateUnitsPerSecond else { return nil }
            self = .date(unitsPerSecond: units)
            return
        }
        switch value {
        case is String.Type: self = .string
        case is Int.Type: self = .int
        case is Double.Type: self = .double
        case is Bool.Type: self = .bool
        default: return nil
        }
    }

    /// Decodes the value at `key` and stores it in the `Backed` at `field`.
    @inline(__always)
    func store(
        from container: ObjectDecodingContainer, _ key: AnyCodingKey, at field: UnsafeMutableRawPointer
    )
        throws
    {
        switch self {
        case .string: store(try container.decode(String.self, forKey: key), at: field)
        case .int: store(try container.decode(Int.self, forKey: key), at: field)
        case .double: store(try container.decode(Double.self, forKey: key), at: field)
        case .bool: store(try container.decode(Bool.self, forKey: key), at: field)
        case .date(let units):
            store(makeDate(try container.decode(Double.self, forKey: key), units), at: field)
        }
    }

    /// Stores the value at `key` unless it is missing or `null`. - Returns: whether it did.
    func storeIfPresent(
        from container: ObjectDecodingContainer, _ key: AnyCodingKey, at field: UnsafeMutableRawPointer
    ) throws -> Bool {
        switch self {
        case .string: store(try container.decodeIfPresent(String.self, forKey: key), at: field)
        case .int: store(try container.decodeIfPresent(Int.self, forKey: key), at: field)
        case .double: store(try container.decodeIfPresent(Double.self, forKey: key), at: field)
        case .bool: store(try container.decodeIfPresent(Bool.self, forKey: key), at: field)
        case .date(let units):
            store(
                try container.decodeIfPresent(Double.self, forKey: key).map { makeDate($0, units) }, at: field
            )
        }
    }

    @inline(__always)
    private func makeDate(_ number: Double, _ unitsPerSecond: Double) -> Date {
        Date(timeIntervalSince1970: number / unitsPerSecond)
    }

    @inline(__always)
    private func store<Primitive>(_ value: consuming Primitive?, at field: UnsafeMutableRawPointer) -> Bool {
        guard let value else { return false }
        store(value, at: field)
        return true
    }

    /// Moves `value` into the `Backed` at `field` (consumed: a string is not retained again).
    @inline(__always)
    private func store<Primitive>(_ value: consuming Primitive, at field: UnsafeMutableRawPointer) {
        field.assumingMemoryBound(to: Backed<Primitive>.self).pointee = Backed(decoded: value)
    }
}
