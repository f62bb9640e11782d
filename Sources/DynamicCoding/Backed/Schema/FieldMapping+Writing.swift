extension FieldMapping {
    /// Writes the property's value (not `nil`) at its first path, creating the
    /// containers on the way; a path that can't be written throws.
    /// - Parameter mergeNode: the container node that shares this property's key, when
    ///   another property's path nests under it.
    func write(_ value: Value, to containers: inout EncodingContainers, mergeNode: Int?) throws {
        try write(value, at: routes[0], to: &containers, mergeNode: mergeNode)
    }

    /// Writes a decoded value that is unchanged as it was read (``ReadRecord``): at the
    /// `??` alternative that held it, as `null` when it was `null`, left out when it was
    /// absent, and as the payload held it when a default replaced it.
    func writeAsRead(_ record: ReadRecord<Value>, to containers: inout EncodingContainers, mergeNode: Int?)
        throws
    {
        for (index, raw) in record.alternatives {
            try writeRaw(raw, at: routes[index], to: &containers, mergeNode: index == 0 ? mergeNode : nil)
        }
        let route = routes[record.route]
        let mergeNode = record.route == 0 ? mergeNode : nil
        switch record.payload {
        case .value:
            try write(record.value, at: route, to: &containers, mergeNode: mergeNode)
        case .null:
            try writeNull(at: route, to: &containers, mergeNode: mergeNode)
        case .nullObject(let node):
            containers.noteNullObject(node)
        case .absent:
            if containers.payloadForm == .value, route.isFlat {
                // The model is this property's object, which held none of its keys: `{}`.
                return try containers.writeWholeValue { _ = $0.container(keyedBy: AnyCodingKey.self) }
            }
            if mergeNode == nil, case .key(let key, let node) = route.target {
                try containers.omit(key, in: node)
            }
        case .replaced(let raw):
            if containers.payloadForm == .array, let index = route.rootIndex {
                return try containers.writeElement(at: index) { try raw.encode(to: $0) }
            }
            if containers.payloadForm == .value, route.isFlat {
                return try containers.writeWholeValue { try raw.encode(to: $0) }
            }
            guard case .key = route.target else {
                return try write(record.value, at: route, to: &containers, mergeNode: mergeNode)
            }
            try writeRaw(raw, at: route, to: &containers, mergeNode: mergeNode)
        }
    }

    /// Writes an `.otherKeys` property's entries (none when `nil`) and has the model's object
    /// written in the order of the document they were read from.
    func write(_ ordered: DocumentOrdered<Value>, to containers: inout EncodingContainers, mergeNode: Int?)
        throws
    {
        containers.documentOrder = ordered.order
        guard !Optionality.isNil(ordered.value) else { return }
        try write(ordered.value, to: &containers, mergeNode: mergeNode)
    }

    /// Writes a value as the payload held it, at a plain-key route.
    private func writeRaw(
        _ raw: CodableValue, at route: FieldRoute, to containers: inout EncodingContainers, mergeNode: Int?
    ) throws {
        guard case .key(let key, let node) = route.target else { return }
        var raw = raw
        if mergeNode != nil, case .object(var members) = raw {
            // The keys nested properties read are theirs to write, as the value's coder leaves them.
            for nested in declaredKeys.keys(under: key.stringValue, in: node) {
                _ = members.removeValue(forKey: nested)
            }
            raw = .object(members)
        }
        try writeMember(key, in: node, route.text, to: &containers, mergeNode: mergeNode, value: raw) {
            encoder in
            try raw.encode(to: encoder)
        } member: { container in
            try container.encode(raw, forKey: key)
        }
    }

    private func write(
        _ value: Value, at route: FieldRoute, to containers: inout EncodingContainers, mergeNode: Int?
    )
        throws
    {
        switch route.target {
        case .key(let key, let node):
            try writeMember(key, in: node, route.text, to: &containers, mergeNode: mergeNode, value: value) {
                encoder in
                try coder.encode(value, to: encoder)
            } member: { container in
                try coder.encode(value, to: &container, forKey: key)
            }
        case .flat where containers.payloadForm == .value:
            try containers.writeWholeValue { try coder.encode(value, to: $0) }
        case .flat:
            containers.markCatchAll(holdsRawData)
            defer { containers.markCatchAll(false) }
            let keys = try writeObject(
                value, to: containers.encoder, at: containers.encoder.codingPath,
                recordingKeys: containers.tracksKeys && !holdsRawData,
                write: { try coder.encode(value, to: $0) },
                problem: {
                    "its .flat value is \($0), not an object, so its keys cannot be merged into the enclosing object."
                })
            for key in keys.sorted() {
                try containers.claim(key, in: ContainerTree.root, by: name)
            }
        case .otherKeys:
            // Written under the declared properties' values: where both write a key, theirs
            // stay. A discriminator among the entries keeps its place; the caller writes its value.
            guard let written = OtherKeys.entries(of: value) else { return }
            containers.markCatchAll(true)
            defer { containers.markCatchAll(false) }
            try containers.withContainer(at: ContainerTree.root) { try OtherKeys.write(written, to: &$0) }
        case .walk(_, _, let rest):
            guard containers.payloadForm == .array, let index = route.rootIndex else {
                throw unwritable(rest, at: containers.encoder.codingPath)
            }
            try containers.writeElement(at: index) { try coder.encode(value, to: $0) }
        }
    }

    /// Writes `value` at `key` of `node`'s object with `member`, or, where other properties
    /// nest theirs under the key (`mergeNode`), as an object with `whole` that they share.
    private func writeMember(
        _ key: AnyCodingKey, in node: Int, _ text: String, to containers: inout EncodingContainers,
        mergeNode: Int?, value: Any,
        whole: (any Encoder) throws -> Void, member: (inout ObjectEncodingContainer) throws -> Void
    ) throws {
        if containers.tracksKeys {
            try containers.claimObjects(upTo: node, by: name)
            try containers.claim(key.stringValue, in: node, by: name, isObject: mergeNode != nil)
        }
        guard let mergeNode else { return try containers.withContainer(at: node, member) }
        // The object's keys are this property's: a property nested under the key that
        // writes one of them too is refused, never silently written over.
        let keys = try writeObject(
            value, to: containers.encoder(at: mergeNode), at: containers.encoder.codingPath,
            recordingKeys: true,
            write: whole,
            problem: {
                "its value at \"\(text)\" is \($0), not an object, so the properties nested under that "
                    + "key cannot be written into it."
            })
        for key in keys.sorted() {
            try containers.claim(key, in: mergeNode, by: name)
        }
    }

    /// Writes `null` at the property's first path, for `.explicitNull`: as the whole payload
    /// of a model that is its one `.flat` property's value. Nothing is written for another
    /// `.flat` property, or where other properties nest their values under the key.
    func writeNull(to containers: inout EncodingContainers, mergeNode: Int?) throws {
        try writeNull(at: routes[0], to: &containers, mergeNode: mergeNode)
    }

    private func writeNull(at route: FieldRoute, to containers: inout EncodingContainers, mergeNode: Int?)
        throws
    {
        switch route.target {
        case .key(let key, let node):
            guard mergeNode == nil else { return }
            if containers.tracksKeys {
                try containers.claimObjects(upTo: node, by: name)
                try containers.claim(key.stringValue, in: node, by: name)
            }
            try containers.withContainer(at: node) { try $0.encodeNil(forKey: key) }
        case .flat where containers.payloadForm == .value:
            try containers.writeWholeValue { encoder in
                var container = encoder.singleValueContainer()
                try container.encodeNil()
            }
        case .flat, .otherKeys:
            return
        case .walk(_, _, let rest):
            guard containers.payloadForm == .array, let index = route.rootIndex else {
                throw unwritable(rest, at: containers.encoder.codingPath)
            }
            try containers.writeElement(at: index) { encoder in
                var container = encoder.singleValueContainer()
                try container.encodeNil()
            }
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
        _ value: Any, to encoder: any Encoder, at codingPath: @autoclosure () -> [any CodingKey],
        recordingKeys: Bool = false, write: (any Encoder) throws -> Void, problem: (String) -> String
    ) throws -> Set<String> {
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
