extension FieldMapping {
    /// Writes the property's value (not `nil`) at its first path, creating the
    /// containers on the way; a path that can't be written throws.
    /// - Parameter mergeNode: the container node that shares this property's key, when
    ///   another property's path nests under it.
    func write(_ value: Value, to containers: inout EncodingContainers, mergeNode: Int?) throws {
        let route = routes[0]
        switch route.target {
        case .key(let key, let node):
            if containers.tracksKeys {
                try containers.claimObjects(upTo: node, by: name)
                try containers.claim(key.stringValue, in: node, by: name, isObject: mergeNode != nil)
            }
            guard let mergeNode else {
                return try containers.withContainer(at: node) { try encodeMember(value, &$0, key) }
            }
            // The object's keys are this property's: a property nested under the key that
            // writes one of them too is refused, never silently written over.
            let keys = try writeObject(
                value, to: containers.encoder(at: mergeNode), at: containers.encoder.codingPath,
                recordingKeys: true
            ) {
                "its value at \"\(route.text)\" is \($0), not an object, so the properties nested under that "
                    + "key cannot be written into it."
            }
            for key in keys.sorted() {
                try containers.claim(key, in: mergeNode, by: name)
            }
        case .flat:
            containers.markCatchAll(holdsRawData)
            defer { containers.markCatchAll(false) }
            let keys = try writeObject(
                value, to: containers.encoder, at: containers.encoder.codingPath,
                recordingKeys: containers.tracksKeys && !holdsRawData
            ) {
                "its .flat value is \($0), not an object, so its keys cannot be merged into the enclosing object."
            }
            for key in keys.sorted() {
                try containers.claim(key, in: ContainerTree.root, by: name)
            }
        case .otherKeys:
            // Written under the declared properties' values: where both write a key, theirs
            // stay. A discriminator among the entries keeps its place; the caller writes its value.
            guard let written = OtherKeys.entries(of: value) else { return }
            containers.documentOrder = written.documentOrder
            containers.markCatchAll(true)
            defer { containers.markCatchAll(false) }
            try containers.withContainer(at: ContainerTree.root) { try OtherKeys.write(written, to: &$0) }
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
            if containers.tracksKeys {
                try containers.claimObjects(upTo: node, by: name)
                try containers.claim(key.stringValue, in: node, by: name)
            }
            try containers.withContainer(at: node) { try $0.encodeNil(forKey: key) }
        case .flat, .otherKeys:
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
    /// - Returns: the keys the value wrote, when `recordingKeys`; else none.
    private func writeObject(
        _ value: Value, to encoder: any Encoder, at codingPath: @autoclosure () -> [any CodingKey],
        recordingKeys: Bool = false, problem: (String) -> String
    ) throws -> Set<String> {
        let write = { (encoder: any Encoder) in try self.coder.encode(value, to: encoder) }
        let (found, keys) =
            recordingKeys
            ? try ObjectOnlyEncoder.encodeRecordingKeys(into: encoder, write)
            : (try ObjectOnlyEncoder.encode(into: encoder, write), [])
        guard let found else { return keys }
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
