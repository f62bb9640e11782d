extension OrderedMap: Decodable where Value: Decodable {
    /// Reads an object: its keys as the payload spells them (a `keyDecodingStrategy`
    /// leaves them unchanged, as it leaves a `Dictionary`'s), in the document's order where
    /// the decoder exposes it, else sorted. Anything but an object is a type mismatch.
    ///
    /// ```swift
    /// let jobs = try YAMLDecoder().decode(OrderedMap<Job>.self, from: "test: {…}\nbuild: {…}\n")
    /// jobs.keys  // ["test", "build"]
    /// ```
    public init(from decoder: any Decoder) throws {
        guard let keyed = try? decoder.container(keyedBy: AnyCodingKey.self) else {
            let found = ValueDescription.of(decoder)
            let context = DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Expected an object but found \(found) instead.")
            throw DecodingError.typeMismatch(OrderedMap.self, context)
        }
        try self.init(from: decoder, keyed: keyed)
    }

    /// Reads the object that `keyed`, a keyed container of `decoder`, holds. A member that
    /// fails does not stop the others: the error thrown is the one of the first member, in
    /// key order, that failed. (Foundation's coders read an object's members in the order
    /// of their hashing, which differs from one decode to the next: stopping at the first
    /// failure would report another member each time.)
    init(from decoder: any Decoder, keyed: KeyedDecodingContainer<AnyCodingKey>) throws {
        let attempts = try decoder.singleValueContainer().decode([String: MemberAttempt<Value>].self)
        var members: [String: Value] = [:]
        members.reserveCapacity(attempts.count)
        var failure = FirstFailure()
        for (key, attempt) in attempts {
            switch attempt.outcome {
            case .success(let value): members[key] = value
            case .failure(let error): failure.note(error, at: key)
            }
        }
        try failure.rethrow()
        self.init(members, orderedAs: decoder, keyed: keyed)
    }
}

/// One member of an object read as a dictionary: its value, or the error reading it threw,
/// kept so that the object's other members are read too.
private struct MemberAttempt<Value: Decodable>: Decodable {
    let outcome: Result<Value, any Error>

    init(from decoder: any Decoder) throws {
        outcome = Result { try decoder.singleValueContainer().decode(Value.self) }
    }
}

extension OrderedMap: Encodable where Value: Encodable {
    /// Writes an object, its keys as they are spelled whatever the encoder's
    /// `keyEncodingStrategy`: to encoders that keep order (Yams's) in the map's order; to
    /// Foundation's as a dictionary, whose order `JSONEncoder` decides (sorted with
    /// `.sortedKeys`).
    ///
    /// ```swift
    /// try YAMLEncoder().encode(["b": 1, "a": 2] as OrderedMap<Int>)  // "b: 1\na: 2\n"
    /// ```
    public func encode(to encoder: any Encoder) throws {
        if KeyOrder.isFoundation(encoder) {
            var container = encoder.singleValueContainer()
            return try container.encode(dictionary)
        }
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, value) in self {
            try container.encode(value, forKey: AnyCodingKey(key))
        }
    }
}
