/// The source of a ``ShapeRecorder``'s ``StandInDecoder``: it records what it is asked for
/// in its node and answers with the recorder's stand-ins. An array has one element, whose
/// shape stands for all; past it, the code reads that element again.
///
/// `decodeNil` and `contains` answer as the node's run says: `false` and `true`, but for
/// the values the run makes `null`, which then give no container and decode only to a
/// type that takes `null`, and the keys it makes missing, which then throw `keyNotFound`
/// as a decoder does.
///
/// ```swift
/// let decoder = StandInDecoder(RecordingSource(recorder: recorder, node: top, codingPath: []))
/// let value = try Settings(from: decoder)  // `top` now holds the keys Settings read
/// ```
struct RecordingSource: StandInSource {
    let recorder: ShapeRecorder
    let node: RecordingNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { recorder.userInfo }

    func openObject() throws {
        try refuseNull(expecting: [String: Any].self)
    }

    func openArray() throws -> Int {
        try refuseNull(expecting: [Any].self)
        _ = node.element()
        return 1
    }

    /// Throws, as a decoder does, when the value is `null` in this run: no container holds it.
    private func refuseNull(expecting type: Any.Type) throws {
        guard node.holdsNull else { return }
        throw DecodingError.valueNotFound(
            type, DecodingError.Context(codingPath: codingPath, debugDescription: "Found null."))
    }

    /// The place of a key's value, noted as read with `decode` (as not required for an
    /// optional dynamic wrapper, whose key may be missing), a nested container or a super
    /// decoder, which like `JSONDecoder`'s decodes a missing key's value as `null`. An
    /// array's elements are one; `superDecoder()` reads the key `super`.
    func inner(_ step: StandInStep, _ read: StandInRead) throws -> RecordingSource {
        switch (step, read) {
        case (.member(let key), .superDecoder):
            return nested(key, on: node.member(key.stringValue))
        case (.member(let key), .value(let type)):
            return nested(key, on: try present(key, isRequired: !recorder.isOptionalWrapper(type)))
        case (.member(let key), _):
            return nested(key, on: try present(key))
        case (.element, _), (.pastEnd, _):
            return RecordingSource(recorder: recorder, node: node.element(), codingPath: codingPath)
        case (.whole, .superDecoder):
            let key = AnyCodingKey("super")
            return nested(key, on: node.member(key.stringValue))
        case (.whole, _):
            return self
        }
    }

    /// A source for the value under `key`, which records it in `node`, the key's.
    private func nested(_ key: any CodingKey, on node: RecordingNode) -> RecordingSource {
        RecordingSource(recorder: recorder, node: node, codingPath: codingPath + [key])
    }

    /// `false` but in a run that makes the value `null`; past an array's element, `false`.
    /// A decoder throws for a missing key, so a key asked about is required.
    func isNull(_ step: StandInStep) throws -> Bool {
        switch step {
        case .member(let key): try present(key).testNull()
        case .element: node.element().testNull()
        case .pastEnd: false
        case .whole: node.testNull()
        }
    }

    /// The recorder's stand-in, noting its shape; in a run that makes the value `null`, what
    /// decoding the type from `null` gives.
    func value<T: Decodable>(_ type: T.Type) throws -> T {
        if node.holdsNull { return try recorder.valueFromNull(as: type, at: codingPath) }
        let (value, shape) = try recorder.record(type)
        node.set(shape)
        return value
    }

    /// `true` but in a run that makes the key missing. The code asked, so it may handle
    /// the key's absence (an optional dynamic wrapper, a hand-written check): the key is
    /// required unless its missing run succeeds and reads the same.
    func contains(_ key: any CodingKey) -> Bool {
        node.member(key.stringValue, isRequired: nil).testPresence()
    }

    /// `nil`, noting the key's shape as not required, but in a run that makes the key missing.
    func valueIfPresent<T: Decodable>(_ type: T.Type, forKey key: any CodingKey) throws -> T? {
        let member = node.member(key.stringValue, isRequired: false)
        guard !member.isMissing else { return nil }
        member.set(try recorder.shape(of: type))
        return nil
    }

    /// The node of the value under `key`, read as `isRequired` says; `keyNotFound`, as a
    /// decoder throws, in a run that makes the key missing.
    private func present(_ key: any CodingKey, isRequired: Bool = true) throws -> RecordingNode {
        let member = node.member(key.stringValue, isRequired: isRequired)
        guard member.isMissing else { return member }
        throw DecodingError.keyNotFound(
            key,
            DecodingError.Context(
                codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue)."))
    }
}
