/// Codes an array element by element, with the element's coder (a strategy, a
/// polymorphic element) and, when asked, lossily.
struct ArrayCoder<Element>: ValueCoder {
    let elements: LossyElements<Element>

    func decode(from decoder: any Decoder) throws -> [Element] {
        var container = try decoder.unkeyedContainer()
        return try elements.decodeArray(&container, report: DecodingReport.attached(to: decoder))
    }

    func decode(_ container: KeyedDecodingContainer<AnyCodingKey>, forKey key: AnyCodingKey) throws
        -> [Element]
    {
        if elements.isLossy { return try decode(from: container.memberDecoder(forKey: key)) }
        var nested = try container.nestedUnkeyedContainer(forKey: key)
        return try elements.decodeArray(&nested, report: nil)
    }

    func decode(_ container: inout any UnkeyedDecodingContainer) throws -> [Element] {
        if elements.isLossy { return try decode(from: container.superDecoder()) }
        var nested = try container.nestedUnkeyedContainer()
        return try elements.decodeArray(&nested, report: nil)
    }

    func decode(list nodes: [PathNode], at codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any])
        throws -> [Element]
    {
        try elements.decodeList(nodes, userInfo: userInfo)
    }

    func encode(_ value: [Element], to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try encodeElements(value, to: &container)
    }

    func encode(
        _ value: [Element], to container: inout KeyedEncodingContainer<AnyCodingKey>, forKey key: AnyCodingKey
    )
        throws
    {
        var nested = container.nestedUnkeyedContainer(forKey: key)
        try encodeElements(value, to: &nested)
    }

    func encode(_ value: [Element], to container: inout any UnkeyedEncodingContainer) throws {
        var nested = container.nestedUnkeyedContainer()
        try encodeElements(value, to: &nested)
    }

    private func encodeElements(_ value: [Element], to container: inout any UnkeyedEncodingContainer) throws {
        for element in value {
            try elements.coder.encode(element, to: &container)
        }
    }
}

/// Codes a set as an array of its elements.
struct SetCoder<Element: Hashable>: ValueCoder {
    let array: ArrayCoder<Element>

    func decode(from decoder: any Decoder) throws -> Set<Element> {
        Set(try array.decode(from: decoder))
    }

    func decode(_ container: KeyedDecodingContainer<AnyCodingKey>, forKey key: AnyCodingKey) throws -> Set<
        Element
    > {
        Set(try array.decode(container, forKey: key))
    }

    func decode(_ container: inout any UnkeyedDecodingContainer) throws -> Set<Element> {
        Set(try array.decode(&container))
    }

    func decode(list nodes: [PathNode], at codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any])
        throws -> Set<Element>
    {
        Set(try array.decode(list: nodes, at: codingPath, userInfo: userInfo))
    }

    func encode(_ value: Set<Element>, to encoder: any Encoder) throws {
        try array.encode(Array(value), to: encoder)
    }
}

/// Codes a string-keyed dictionary entry by entry, keeping its keys as they are.
struct DictionaryCoder<Element>: ValueCoder {
    let elements: LossyElements<Element>

    func decode(from decoder: any Decoder) throws -> [String: Element] {
        let container = try decoder.singleValueContainer()
        return try elements.decodeEntries { try container.decode([String: DictionaryEntry<Element>].self) }
    }

    func decode(_ container: KeyedDecodingContainer<AnyCodingKey>, forKey key: AnyCodingKey) throws
        -> [String: Element]
    {
        guard container.contains(key) else { throw Absence.missing(key, in: container.codingPath).error }
        return try elements.decodeEntries {
            try container.decode([String: DictionaryEntry<Element>].self, forKey: key)
        }
    }

    func encode(_ value: [String: Element], to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(elements.payloads(value))
    }

    func encode(
        _ value: [String: Element], to container: inout KeyedEncodingContainer<AnyCodingKey>,
        forKey key: AnyCodingKey
    ) throws {
        try container.encode(elements.payloads(value), forKey: key)
    }
}

extension DecodingReport {
    /// The report a decoder carries in its `userInfo`, if any.
    static func attached(to decoder: any Decoder) -> DecodingReport? {
        decoder.userInfo[.decodingReport] as? DecodingReport
    }
}
