extension FieldMapping {
    /// Writes the property's value (not `nil`) at its first path, creating the
    /// containers on the way; a path that can't be written throws.
    /// - Parameter mergeNode: the container node that shares this property's key, when
    ///   another property's path nests under it.
    func write(_ value: Value, to containers: inout EncodingContainers, mergeNode: Int?) throws {
        let route = routes[0]
        switch route.target {
        case .key(let key, let node):
            guard let mergeNode else {
                return try containers.withContainer(at: node) { try encodeMember(value, &$0, key) }
            }
            try writeObject(value, to: containers.encoder(at: mergeNode), at: containers.encoder.codingPath) {
                "its value at \"\(route.text)\" is \($0), not an object, so the properties nested under that "
                    + "key cannot be written into it."
            }
        case .flat:
            try writeObject(value, to: containers.encoder, at: containers.encoder.codingPath) {
                "its .flat value is \($0), not an object, so its keys cannot be merged into the enclosing object."
            }
        case .walk(_, _, let rest):
            throw unwritable(rest, at: containers.encoder.codingPath)
        }
    }

    /// Writes `null` at the property's first path, for `.explicitNull`. Nothing is written
    /// for a `.flat` property, or where other properties nest their values under the key.
    func writeNull(to containers: inout EncodingContainers, mergeNode: Int?) throws {
        switch routes[0].target {
        case .key(let key, let node):
            guard mergeNode == nil else { return }
            try containers.withContainer(at: node) { try $0.encodeNil(forKey: key) }
        case .flat:
            return
        case .walk(_, _, let rest):
            throw unwritable(rest, at: containers.encoder.codingPath)
        }
    }

    /// The error for a path with a component encoding cannot write.
    private func unwritable(_ rest: ArraySlice<PathComponent>, at codingPath: [any CodingKey])
        -> EncodingError
    {
        let component = rest.first.map { "\($0)" } ?? routes[0].text
        let failure = DynamicCodingFailure.unwritablePath(property: name, component: component)
        return EncodingError.invalidValue(name, failure.encodingContext(codingPath))
    }

    /// Writes a value that shares its object with other keys, refusing one that is not
    /// an object with an `EncodingError` rather than an encoder trap.
    private func writeObject(
        _ value: Value, to encoder: any Encoder, at codingPath: @autoclosure () -> [any CodingKey],
        problem: (String) -> String
    ) throws {
        guard let found = try ObjectOnlyEncoder.encode(into: encoder, { try coder.encode(value, to: $0) })
        else {
            return
        }
        let failure = DynamicCodingFailure.invalidDeclaration(property: name, problem: problem(found))
        throw EncodingError.invalidValue(value, failure.encodingContext(codingPath()))
    }
}

extension FieldMapping {
    /// The error for a property that was never set and has neither a default nor `nil`.
    func unsetError(at codingPath: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(
            name, DynamicCodingFailure.unsetProperty(property: name).encodingContext(codingPath))
    }
}
