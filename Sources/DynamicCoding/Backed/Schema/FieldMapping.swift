/// How one property maps to the payload: its paths, its value coder and its rules for
/// absent, `null` and invalid values. Reading tries each path in order, then applies
/// the rules; writing goes to the first path.
final class FieldMapping<Value> {
    /// `Model.property`, for messages.
    let name: String
    let definition: BackedDefinition<Value>
    let routes: [FieldRoute]
    let coder: any ValueCoder<Value>
    /// For a required value at a plain key, that key and its container: decoded
    /// directly, the coder's errors as they are.
    private let direct: (key: AnyCodingKey, node: Int)?
    /// The keys the model's declared properties read, for an `.otherKeys` property.
    let declaredKeys: DeclaredKeys
    /// Whether a `.flat` property holds payload data as read (`CodableValue`, `[String:
    /// CodableValue]`): as a catch-all, what it writes never replaces a declared
    /// property's value. Asked of `.flat` properties only, and found for them only.
    let holdsRawData: Bool
    /// Whether a value read at a `??` alternative other than the first keeps a
    /// ``ReadRecord`` of it, to be written back there: for models that encode.
    let recordsAlternatives: Bool
    /// Whether the declared default holds a class instance: each decoded model then takes
    /// the default of its own declaration, made by its own `init()`, so that no instance
    /// is shared between models (and the threads that decode them).
    let defaultHoldsObjects: Bool
    /// For a polymorphic `.flat` property, the keys the model's other properties read in its
    /// object: a payload its namespace's ``UnknownTypeFallback`` keeps leaves them to those
    /// properties, which write them back (`id` beside a JSON-RPC message's `method`).
    private let keysOfOthers: Set<String>
    /// The model the property belongs to, which may make it lax (``LaxScalars``): asked
    /// only when a value fails, so that no model pays for the conformance lookup.
    let model: Any.Type?

    init(
        name: String, definition: BackedDefinition<Value>, routes: [FieldRoute], declaredKeys: DeclaredKeys,
        recordsAlternatives: Bool, model: Any.Type? = nil
    ) {
        self.recordsAlternatives = recordsAlternatives
        self.model = model
        self.name = name
        self.definition = definition
        self.routes = routes
        self.declaredKeys = declaredKeys
        coder = ValueCoders.make(
            for: Value.self, strategy: definition.strategy, lossy: definition.isLossy,
            elementwise: routes.contains { $0.yieldsList },
            leaving: routes[0].plainKey.map { declaredKeys.keys(under: $0.key.stringValue, in: $0.node) }
                ?? [])
        defaultHoldsObjects = definition.defaultValue.map(SharedObjects.found(in:)) ?? false
        holdsRawData =
            routes[0].isFlat
            && (Value.self == CodableValue.self || Value.self == CodableValue?.self
                || OtherKeys.canHold(Value.self))
        // A polymorphic value has no `Decodable` conformance of its own (``PolymorphicCoder``).
        keysOfOthers =
            routes[0].isFlat && !(Value.self is any Decodable.Type)
            ? declaredKeys.keys(in: ContainerTree.root) : []
        let isRequired = routes.count == 1 && definition.valueWhenUnset == nil
        direct = isRequired ? routes[0].plainKey : nil
    }

    func read(from containers: inout DecodingContainers) throws -> Value {
        if let direct, let container = try containers.container(at: direct.node) {
            do {
                return try coder.decode(container.pointee, forKey: direct.key)
            } catch {
                guard let lax = laxRecord(&containers) else { throw error }
                return lax.value
            }
        }
        return try resolve(&containers, defaultValue: definition.defaultValue).value
    }

    /// Reads the value into the `Backed` at `slot`, with how it was read when encoding
    /// must write it back so (``ReadRecord``), or, for an `.otherKeys` property, with the
    /// document's order that it noted (``DocumentOrdered``).
    func read(into slot: UnsafeMutableRawPointer, from containers: inout DecodingContainers) throws {
        if let direct, let container = try containers.container(at: direct.node) {
            do {
                return definition.access.store(slot, try coder.decode(container.pointee, forKey: direct.key))
            } catch {
                guard let lax = laxRecord(&containers) else { throw error }
                return definition.access.storeRecord(slot, lax)
            }
        }
        let resolved = try resolve(&containers, defaultValue: defaultValue(in: slot))
        if let record = resolved.record {
            definition.access.storeRecord(slot, record)
        } else if let order = containers.documentOrder, case .otherKeys = routes[0].target {
            definition.access.storeOrdered(slot, DocumentOrdered(resolved.value, order: order))
        } else {
            definition.access.store(slot, resolved.value)
        }
    }

    /// The default to use for the `Backed` at `slot`: its own declaration's, made by the
    /// model's own `init()`, when the default holds objects; the schema's otherwise.
    private func defaultValue(in slot: UnsafeMutableRawPointer) -> Value? {
        guard defaultHoldsObjects,
            case .declared(let own) = slot.assumingMemoryBound(to: Backed<Value>.self).pointee.storage
        else { return definition.defaultValue }
        return own.defaultValue
    }

    /// Tries the paths in turn and applies the rules for absent, `null` and invalid
    /// values. Kept apart from `read` so the direct path needs no metadata for the
    /// generic types used here.
    @inline(never)
    private func resolve(_ containers: inout DecodingContainers, defaultValue: Value?) throws -> (
        value: Value, record: ReadRecord<Value>?
    ) {
        if let (value, route) = firstPlainValue(&containers) {
            return (value, record(value, at: route, .value, present: alternativesPresent(&containers)))
        }
        let (outcome, route) = try attemptAll(&containers)
        switch outcome {
        case .value(let value):
            let value = keysOfOthers.isEmpty ? value : leavingKeysOfOthers(value)
            return (value, record(value, at: route, .value, present: alternativesPresent(&containers)))
        case .absent(let absence):
            let value: Value
            if let defaultValue,
                definition.defaultPolicy.contains(absence.isNull ? .null : .missing)
            {
                value = defaultValue
            } else if let none = Optionality.nilValue(of: Value.self) {
                value = none
            } else {
                throw absence.error
            }
            if absence.isNull || routes.count > 1 {
                let present = presentKeys(&containers)
                if let null = present.first {
                    return (value, record(value, at: null.route, .null, present: present))
                }
            }
            if routes[0].isFlat, containers.tree.payloadForm == .value {
                // The model is this property's value: `null`, an object without its keys
                // (`{}`), or another payload, kept to be written back as read.
                return (
                    value, ReadRecord(value: value, route: 0, payload: wholePayload(absence, &containers))
                )
            }
            if absence.isNull, routes[0].rootIndex != nil {
                // An element of a model that is an array, `null` as read: written back so.
                return (value, ReadRecord(value: value, route: 0, payload: .null))
            }
            if let node = try nullObject(&containers) {
                return (value, ReadRecord(value: value, route: 0, payload: .nullObject(node: node)))
            }
            let isOmitted = definition.writesNull && Optionality.isNil(value)
            return (value, isOmitted ? ReadRecord(value: value, route: 0, payload: .absent) : nil)
        case .failed(let error):
            if let lax = laxRecord(&containers) { return (lax.value, lax) }
            guard let value = defaultValue, definition.defaultPolicy.contains(.invalid) else {
                throw error
            }
            let error = locate(error, &containers)
            let path =
                (error as? DecodingError)?.codingPath ?? containers.decoder.codingPath + routes[0].keyPath
            DecodingReport.attached(to: containers.decoder)?.record(
                error, at: path, resolution: .replacedByDefault)
            // A value `CodableValue` cannot hold (a number beyond `Double`) is not kept: the
            // default is written, as the report says.
            let present = presentKeys(&containers)
            guard let replaced = present.first, let raw = replaced.raw else { return (value, nil) }
            return (value, record(value, at: replaced.route, .replaced(raw), present: present))
        }
    }

    /// How the payload of a model that is this `.flat` property's value was read, when the
    /// property found no value in it.
    private func wholePayload(_ absence: Absence, _ containers: inout DecodingContainers)
        -> ReadRecord<Value>.Payload
    {
        if absence.isNull { return .null }
        guard let raw = try? CodableValue(from: containers.decoder) else { return .absent }
        if case .object(let members) = raw, members.isEmpty { return .absent }
        return .replaced(raw)
    }

    /// `value`, or the fallback it is without the keys of ``keysOfOthers`` in its payload.
    private func leavingKeysOfOthers(_ value: Value) -> Value {
        guard let fallback = value as? any UnknownTypeFallback, case .object(var members) = fallback.payload
        else { return value }
        for key in keysOfOthers { members.removeValue(forKey: key) }
        let kept = type(of: fallback).init(typeIdentifier: fallback.typeIdentifier, payload: .object(members))
        return kept as? Value ?? value
    }

    /// A record of `value` read at `route` as `payload`, with the other keys `present` when
    /// the model keeps alternatives; `nil` when writing the value at the first path gives
    /// back what was read.
    private func record(
        _ value: Value, at route: Int, _ payload: ReadRecord<Value>.Payload,
        present: [(route: Int, raw: CodableValue?)]
    ) -> ReadRecord<Value>? {
        let alternatives: [(route: Int, raw: CodableValue)] =
            recordsAlternatives
            ? present.compactMap { key in key.route == route ? nil : key.raw.map { (key.route, $0) } } : []
        if case .value = payload, route == 0 || routes[route].plainKey == nil, alternatives.isEmpty {
            return nil
        }
        return ReadRecord(value: value, route: route, payload: payload, alternatives: alternatives)
    }

    /// ``presentKeys(_:)`` where the model keeps alternatives and there are some; else none.
    private func alternativesPresent(_ containers: inout DecodingContainers) -> [(
        route: Int, raw: CodableValue?
    )] {
        recordsAlternatives && routes.count > 1 ? presentKeys(&containers) : []
    }

    /// The plain-key paths whose key is in its object, in order, with what each holds as
    /// read; `nil` for a value `CodableValue` cannot hold (a number beyond `Double`).
    private func presentKeys(_ containers: inout DecodingContainers) -> [(route: Int, raw: CodableValue?)] {
        routes.indices.compactMap { index in
            guard let (key, node) = routes[index].plainKey,
                let container = try? containers.container(at: node)?.pointee, container.contains(key)
            else { return nil }
            return (index, try? container.decode(CodableValue.self, forKey: key))
        }
    }

    /// The object on the way to a plain-key path that the payload holds as `null`.
    private func nullObject(_ containers: inout DecodingContainers) throws -> Int? {
        for route in routes {
            guard let (_, node) = route.plainKey, node != ContainerTree.root else { continue }
            if let found = try containers.nullObject(above: node) { return found }
        }
        return nil
    }

    /// `error`, from reading this field, as a `DecodingError` at its exact path: the field
    /// is read once more through a decoder that traces where it fails.
    private func locate(_ error: any Error, _ containers: inout DecodingContainers) -> any Error {
        ErrorTracingDecoder.locate(error, in: containers.decoder) { decoder in
            try DecodingContainers.with(decoder: decoder, tree: containers.tree) { traced in
                if case .failed(let error) = try attemptAll(&traced).0 { throw error }
            }
        }
    }

    /// The first path that gives a value; else absent when every path was absent; else
    /// an error that names every attempt.
    /// - Returns: the outcome, and the index of the path that gave the value.
    private func attemptAll(_ containers: inout DecodingContainers) throws -> (Outcome<Value>, route: Int) {
        if routes.count == 1 { return (try attempt(routes[0], &containers), 0) }
        for (index, route) in routes.enumerated() where try !isPlainlyMissing(route, &containers) {
            let outcome = try attempt(route, &containers)
            if case .value = outcome { return (outcome, index) }
        }
        let outcomes = try routes.map { try attempt($0, &containers) }
        return (AlternativesFailure.combine(outcomes, routes: routes), 0)
    }

    /// The value of the first plain-key route whose key holds one, when it decodes (one
    /// lookup per route); `nil` sends everything else (defaults, errors, other paths) the
    /// slow way, which finds the same value when there is one.
    private func firstPlainValue(_ containers: inout DecodingContainers) -> (Value, route: Int)? {
        for (index, route) in routes.enumerated() {
            guard let (key, node) = route.plainKey else { return nil }
            guard let container = try? containers.container(at: node) else { continue }
            do {
                if let value = try coder.decodeIfPresent(container.pointee, forKey: key) {
                    return (value, index)
                }
            } catch {
                return nil
            }
        }
        return nil
    }

    /// Whether a plain-key route's key is simply not in its container: skipped without
    /// building an error, which is only needed if every route fails.
    private func isPlainlyMissing(_ route: FieldRoute, _ containers: inout DecodingContainers) throws -> Bool
    {
        guard let (key, node) = route.plainKey, let container = try? containers.container(at: node) else {
            return false
        }
        return !container.pointee.contains(key)
    }

    private func attempt(_ route: FieldRoute, _ containers: inout DecodingContainers) throws -> Outcome<Value>
    {
        switch route.target {
        case .flat:
            var decoder = containers.decoder
            if let asked = containers.flatGroupKeys, !holdsRawData {
                decoder = KeyRecordingDecoder(decoder, noting: asked)
            }
            let outcome = walker(containers).resolve(from: .whole(decoder), through: [])
            return Self.flat(outcome, at: containers.decoder.codingPath)
        case .key(let key, let node):
            return member(key, in: node, &containers) { container in
                if try container.decodeNil(forKey: key) {
                    return .absent(.null(Value.self, at: container.codingPath + [key]))
                }
                return .value(try coder.decode(container, forKey: key))
            }
        case .otherKeys:
            return Outcome {
                // The schema checked that `Value` holds the entries; the error is never expected.
                guard
                    let value = try OtherKeys.read(Value.self, from: &containers, declaredKeys: declaredKeys)
                else {
                    let failure = DynamicCodingFailure.invalidDeclaration(
                        property: name,
                        problem: "an .otherKeys property holds [String: CodableValue] or CodableValue.Object."
                    )
                    throw DecodingError.typeMismatch(
                        Value.self, failure.decodingContext(containers.decoder.codingPath))
                }
                return value
            }
        case .walk(nil, _, let rest):
            return walker(containers).resolve(from: .whole(containers.decoder), through: rest)
        case .walk(let key?, let node, let rest):
            let walker = walker(containers)
            return member(key, in: node, &containers) { container in
                walker.resolve(from: .member(container, key), through: rest)
            }
        }
    }

    /// Reads the member `key` of `node`'s container with `read`; absent when the
    /// container or the key is not there.
    private func member(
        _ key: AnyCodingKey, in node: Int, _ containers: inout DecodingContainers,
        _ read: (ObjectDecodingContainer) throws -> Outcome<Value>
    ) -> Outcome<Value> {
        do {
            guard let container = try containers.container(at: node)?.pointee else {
                return .absent(try containers.absence(at: node))
            }
            guard container.contains(key) else { return .absent(.missing(key, in: container.codingPath)) }
            return try read(container)
        } catch {
            return .failed(error)
        }
    }

    private func walker(_ containers: DecodingContainers) -> PathWalker<Value> {
        PathWalker(coder: coder, strategy: definition.strategy, userInfo: containers.decoder.userInfo)
    }

    /// A `.flat` value with one of its own keys missing is absent, as with KeyedCodable's
    /// `@Flat`: an optional reads `nil`, a default applies, a required value fails with
    /// that `keyNotFound`. A value of the wrong type stays an error.
    private static func flat(_ outcome: Outcome<Value>, at codingPath: [any CodingKey]) -> Outcome<Value> {
        guard case .failed(let error) = outcome, let error = error as? DecodingError,
            case .keyNotFound(_, let context) = error, context.codingPath.count == codingPath.count
        else { return outcome }
        return .absent(Absence(error: error, isNull: false))
    }
}
