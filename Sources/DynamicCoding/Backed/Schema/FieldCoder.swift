/// Reads and writes one property. Reading tries each path in
/// order, then applies the declaration's rules for absent, `null` and invalid values.
final class FieldCoder<Value> {
    /// `Model.property`, for messages.
    let name: String
    let definition: BackedDefinition<Value>
    let routes: [FieldRoute]
    let coder: any ValueCoder<Value>
    /// For a required value at a plain key, that key: decoded directly, the coder's
    /// errors as they are.
    private let directKey: AnyCodingKey?
    private let decodeMember: (KeyedDecodingContainer<AnyCodingKey>, AnyCodingKey) throws -> Value
    private let decodeMemberIfPresent: (KeyedDecodingContainer<AnyCodingKey>, AnyCodingKey) throws -> Value?
    let encodeMember: (Value, inout KeyedEncodingContainer<AnyCodingKey>, AnyCodingKey) throws -> Void

    init(name: String, definition: BackedDefinition<Value>, routes: [FieldRoute]) {
        self.name = name
        self.definition = definition
        self.routes = routes
        coder = ValueCoders.make(
            for: Value.self, strategyCoder: definition.strategyCoder, lossy: definition.isLossy,
            elementwise: routes.contains { $0.yieldsList })
        let isDirect = routes.count == 1 && routes[0].rest.isEmpty && definition.valueWhenUnset == nil
        directKey = isDirect ? routes[0].leaf : nil
        decodeMember = coder.memberDecoding
        decodeMemberIfPresent = coder.memberDecodingIfPresent
        encodeMember = coder.memberEncoding
    }

    func read(from containers: inout DecodingContainers) throws -> Value {
        if let directKey, let container = try containers.container(at: routes[0].node) {
            return try decodeMember(container, directKey)
        }
        return try resolve(&containers)
    }

    /// Tries the paths in turn and applies the rules for absent, `null` and invalid
    /// values. Kept apart from `read` so the direct path needs no metadata for the
    /// generic types used here.
    @inline(never)
    private func resolve(_ containers: inout DecodingContainers) throws -> Value {
        if let value = firstPlainValue(&containers) { return value }
        switch try attemptAll(&containers) {
        case .value(let value):
            return value
        case .absent(let absence):
            if let value = definition.defaultValue,
                definition.defaultPolicy.contains(absence.isNull ? .null : .missing)
            {
                return value
            }
            if let none = Optionality.nilValue(of: Value.self) { return none }
            throw absence.error
        case .failed(let error):
            guard let value = definition.defaultValue, definition.defaultPolicy.contains(.invalid) else {
                throw error
            }
            let path =
                (error as? DecodingError)?.codingPath ?? containers.decoder.codingPath + routes[0].keyPath
            DecodingReport.attached(to: containers.decoder)?.record(
                error, at: path, resolution: .replacedByDefault)
            return value
        }
    }

    /// The first path that gives a value; else absent when every path was absent; else
    /// an error that names every attempt.
    private func attemptAll(_ containers: inout DecodingContainers) throws -> Outcome<Value> {
        if routes.count == 1 { return try attempt(routes[0], &containers) }
        for route in routes where try !isPlainlyMissing(route, &containers) {
            let outcome = try attempt(route, &containers)
            if case .value = outcome { return outcome }
        }
        let outcomes = try routes.map { try attempt($0, &containers) }
        return AlternativesFailure.combine(outcomes, routes: routes)
    }

    /// The value of the first plain-key route whose key holds one, when it decodes (one
    /// lookup per route); `nil` sends everything else (defaults, errors, other paths) the
    /// slow way, which finds the same value when there is one.
    private func firstPlainValue(_ containers: inout DecodingContainers) -> Value? {
        for route in routes {
            guard let leaf = route.leaf, route.rest.isEmpty else { return nil }
            guard let container = try? containers.container(at: route.node) else { continue }
            do {
                if let value = try decodeMemberIfPresent(container, leaf) { return value }
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
        guard let leaf = route.leaf, route.rest.isEmpty,
            let container = try? containers.container(at: route.node)
        else { return false }
        return !container.contains(leaf)
    }

    private func attempt(_ route: FieldRoute, _ containers: inout DecodingContainers) throws -> Outcome<Value>
    {
        let container: KeyedDecodingContainer<AnyCodingKey>
        do {
            guard let found = try containers.container(at: route.node) else {
                return .absent(try containers.absence(at: route.node))
            }
            container = found
        } catch {
            return .failed(error)
        }
        guard let leaf = route.leaf else {
            let outcome = walker(containers).resolve(from: .whole(containers.decoder), through: route.rest)
            return route.rest.isEmpty ? Self.flat(outcome, at: containers.decoder.codingPath) : outcome
        }
        guard container.contains(leaf) else { return .absent(.missing(leaf, in: container.codingPath)) }
        if route.rest.isEmpty {
            do {
                if try container.decodeNil(forKey: leaf) {
                    return .absent(.null(Value.self, at: container.codingPath + [leaf]))
                }
                return .value(try decodeMember(container, leaf))
            } catch {
                return .failed(error)
            }
        }
        return walker(containers).resolve(from: .member(container, leaf), through: route.rest)
    }

    private func walker(_ containers: DecodingContainers) -> PathWalker<Value> {
        PathWalker(
            coder: coder, strategyCoder: definition.strategyCoder, userInfo: containers.decoder.userInfo)
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
