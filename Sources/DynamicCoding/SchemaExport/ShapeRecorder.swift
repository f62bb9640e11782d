import Foundation

/// Learns the shape of a plain `Codable` type by running its `init(from:)` against a
/// decoder that records every key, element and value it is asked for, and answers with
/// stand-in values: leaves by type (`""`, `0`, an example URL), empty collections whose
/// element shape is learnt from their type, `nil` for what is read with
/// `decodeIfPresent`. A type that branches on what it reads is described by the road
/// the stand-ins take; ``JSONSchemaDescribing`` is the way out for it. Its tests for
/// `null` (`decodeNil`) and for a key (`contains`) are followed both ways (``NullBranches``).
///
/// Types the library knows better are asked of the generator: `@Backed` models, types
/// that state their schema, the dynamic wrappers. Each recorded type is defined once.
///
/// ```swift
/// let shape = try generator.recorder.shape(of: Settings.self)  // a `$ref` to Settings
/// ```
final class ShapeRecorder {
    private unowned let generator: JSONSchemaGenerator
    /// The types whose `init(from:)` is running.
    private var inProgress: Set<ObjectIdentifier> = []
    /// The value each recorded type's `init(from:)` returned, to stand in for it again.
    private var standIns: [ObjectIdentifier: Any] = [:]
    /// Why each type whose `init(from:)` threw on the stand-ins made no value.
    private var failures: [ObjectIdentifier: String] = [:]

    init(generator: JSONSchemaGenerator) {
        self.generator = generator
    }

    var userInfo: [CodingUserInfoKey: Any] { [.typeRegistry: generator.registry] }

    /// The shape of `type`, when no value of it is needed: a type being recorded further
    /// up (a recursive type) is its `$ref`, and a type whose `init(from:)` throws on the
    /// stand-ins has the shape of what it read until then.
    func shape<T: Decodable>(of type: T.Type) throws -> RecordedShape {
        if inProgress.contains(ObjectIdentifier(type)) {
            return .schema(try generator.reference(to: type) { SchemaFragment.any })
        }
        return try recording(type).shape
    }

    /// The shape of what `read` reads from a decoder (a strategy's `decode(from:)`, named
    /// `name` in errors), up to where it throws on the stand-ins, if it does.
    func shape<Value>(readBy read: (any Decoder) throws -> Value, named name: String) throws
        -> RecordedShape
    {
        try NullBranches.explore(name) { top in
            try read(decoder(on: top))
        }.node.shape
    }

    /// A decoder that records what it is asked for in `top`, the node of a run's top value.
    private func decoder(on top: RecordingNode) -> StandInDecoder<RecordingSource> {
        StandInDecoder(RecordingSource(recorder: self, node: top, codingPath: []))
    }

    /// What decoding `type` from a `null` gives, in a run that makes the value `null`: the
    /// stand-in when the type takes `null` (an optional, ``CodableValue``, a type that
    /// tests for it), else the error a decoder throws.
    func valueFromNull<T: Decodable>(as type: T.Type, at codingPath: [any CodingKey]) throws -> T {
        let (value, shape) = try record(type)
        guard generator.acceptsNull(shape.schema) else {
            throw DecodingError.valueNotFound(
                type, DecodingError.Context(codingPath: codingPath, debugDescription: "Found null."))
        }
        return value
    }

    /// A stand-in value of `type`, and its shape: for a model that reads a value of it.
    func record<T: Decodable>(_ type: T.Type) throws -> (value: T, shape: RecordedShape) {
        let (value, shape) = try recording(type)
        guard let value else {
            throw JSONSchemaError.recordingFailed(
                type: String(describing: type), message: failures[ObjectIdentifier(type)] ?? "no value")
        }
        return (value, shape)
    }

    /// The shape of `type` and a stand-in value of it, if its `init(from:)` made one.
    private func recording<T: Decodable>(_ type: T.Type) throws -> (value: T?, shape: RecordedShape) {
        if let leaf = leaf(type) { return leaf }
        if let described = try described(type) { return described }
        if let collection = type as? any RecordableCollection.Type,
            let (value, shape) = try collection.standIn(recorder: self)
        {
            return (value as? T, shape)
        }
        if let enumeration = type as? any (CaseIterable & RawRepresentable).Type,
            let (value, cases) = Self.cases(of: enumeration), let value = value as? T
        {
            return (value, .schema(["enum": .array(cases)]))
        }
        return try recordObject(type)
    }

    /// Whether `type` is a dynamic wrapper of an optional (`DynamicCodable<(any P)?>`),
    /// whose key may be missing even when read with `decode`.
    func isOptionalWrapper<T>(_ type: T.Type) -> Bool {
        guard let wrapper = type as? any DynamicValueWrapper.Type else { return false }
        return Self.wrapsOptional(wrapper)
    }

    private static func wrapsOptional<Wrapper: DynamicValueWrapper>(_ type: Wrapper.Type) -> Bool {
        Optionality.nilValue(of: Wrapper.Value.self) != nil
    }

    /// A type recorded by its `init(from:)`, defined once and referred to by `$ref`.
    private func recordObject<T: Decodable>(_ type: T.Type) throws -> (value: T?, shape: RecordedShape) {
        let id = ObjectIdentifier(type)
        guard !inProgress.contains(id) else {
            throw JSONSchemaError.noStandIn(
                type: String(describing: type),
                reason: "it requires a value of itself, which no payload can end")
        }
        let reference = try generator.reference(to: type) {
            inProgress.insert(id)
            defer { inProgress.remove(id) }
            let (result, node) = try NullBranches.explore(String(describing: type)) { top in
                try T(from: decoder(on: top))
            }
            switch result {
            case .success(let value): standIns[id] = value
            case .failure(let error): failures[id] = DecodingErrorDescription.message(of: error)
            }
            return node.shape.schema
        }
        return (standIns[id] as? T, .schema(reference))
    }

    /// The types whose schema the generator knows, with a stand-in value: `@Backed` models
    /// (their `init()`), types that state their schema, the dynamic wrappers.
    private func described<T: Decodable>(_ type: T.Type) throws -> (value: T?, shape: RecordedShape)? {
        if let model = type as? any BackedDecodable.Type {
            let schema = try generator.reference(to: type) {
                try ModelSchema.schema(of: model, in: generator)
            }
            guard let value = Self.initialized(model) as? T else { return nil }
            return (value, .schema(schema))
        }
        if let describing = type as? any JSONSchemaDescribing.Type {
            let schema = try generator.reference(to: type) { try describing.jsonSchema(in: generator) }
            guard let value = try? ZeroSource().zero(of: type) else {
                throw JSONSchemaError.noStandIn(
                    type: String(describing: type),
                    reason:
                        "a model that holds it needs a value of it to go on; conform it to ZeroValueProviding"
                )
            }
            return (value, .schema(schema))
        }
        if let wrapper = type as? any (DynamicValueWrapper & Decodable).Type {
            guard let (value, schema) = try Self.wrapped(wrapper, in: generator), let value = value as? T
            else {
                return nil
            }
            return (value, .schema(schema))
        }
        return nil
    }

    private static func initialized<Model: BackedDecodable>(_ type: Model.Type) -> Any {
        Model()
    }

    private static func wrapped<Wrapper: DynamicValueWrapper & Decodable>(
        _ type: Wrapper.Type, in generator: JSONSchemaGenerator
    ) throws -> (Any, CodableValue)? {
        let schema = try generator.schema(of: ValueCoders.cached(for: Wrapper.Value.self))
        guard
            let standIn = Optionality.nilValue(of: Wrapper.Value.self) ?? EmptyCollection.of(
                Wrapper.Value.self)
                ?? registeredZero(of: Wrapper.Value.self, in: generator.registry)
        else {
            throw JSONSchemaError.noStandIn(
                type: String(describing: type), reason: "no registered type of it has a zero value")
        }
        return (Wrapper(wrappedValue: standIn), schema)
    }

    /// A polymorphic value's stand-in: the zero of the first registered type that has one.
    private static func registeredZero<Base>(of base: Base.Type, in registry: TypeRegistry) -> Base? {
        for registered in registry.snapshot.namespace(for: base)?.types ?? [] {
            if let zero = try? ZeroSource().zero(of: registered.type) as? Base { return zero }
        }
        return nil
    }

    private func leaf<T>(_ type: T.Type) -> (value: T?, shape: RecordedShape)? {
        let schema: CodableValue
        let value: Any
        switch type {
        case is Date.Type: (value, schema) = (Date(timeIntervalSince1970: 0), generator.dateSchema)
        case is Data.Type: (value, schema) = (Data(), generator.dataSchema)
        default:
            guard let leaf = Self.leaves[ObjectIdentifier(type)] else { return nil }
            (value, schema) = leaf
        }
        guard let value = value as? T else { return nil }
        return (value, .schema(schema))
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

    private static func integer<I: FixedWidthInteger>(_ type: I.Type) -> (value: Any, schema: CodableValue) {
        (I.zero, SchemaFragment.integer(I.self))
    }

    /// The stand-in and schema of each leaf type but `Date` and `Data` (the decoder's
    /// strategies decide theirs), by identity. Immutable; its values are never mutated.
    nonisolated(unsafe) private static let leaves: [ObjectIdentifier: (value: Any, schema: CodableValue)] = [
        ObjectIdentifier(String.self): ("", ["type": "string"]),
        ObjectIdentifier(Bool.self): (false, ["type": "boolean"]),
        ObjectIdentifier(Int.self): integer(Int.self), ObjectIdentifier(Int8.self): integer(Int8.self),
        ObjectIdentifier(Int16.self): integer(Int16.self), ObjectIdentifier(Int32.self): integer(Int32.self),
        ObjectIdentifier(Int64.self): integer(Int64.self), ObjectIdentifier(UInt.self): integer(UInt.self),
        ObjectIdentifier(UInt8.self): integer(UInt8.self),
        ObjectIdentifier(UInt16.self): integer(UInt16.self),
        ObjectIdentifier(UInt32.self): integer(UInt32.self),
        ObjectIdentifier(UInt64.self): integer(UInt64.self),
        ObjectIdentifier(Double.self): (0.0, ["type": "number"]),
        ObjectIdentifier(Float.self): (0 as Float, ["type": "number"]),
        ObjectIdentifier(Decimal.self): (Decimal(0), ["type": "number"]),
        ObjectIdentifier(URL.self): (URL(fileURLWithPath: "/"), ["type": "string", "format": "uri"]),
        ObjectIdentifier(UUID.self): (UUID(), ["type": "string", "format": "uuid"]),
        ObjectIdentifier(CodableValue.self): (CodableValue.null, SchemaFragment.any),
    ]
}
