/// Codes an array element by element, with the element's coder (a strategy, a
/// polymorphic element) and, when asked, lossily.
struct ArrayCoder<Element>: ValueCoder {
    let elements: CollectionElements<Element>

    /// Lossy arrays record what they drop in the decoder's report, and polymorphic
    /// elements look up their registry once: both need a decoder, not just a container.
    private var needsDecoder: Bool { elements.isLossy || elements.needsBinding }

    func decode(from decoder: any Decoder) throws -> [Element] {
        var container = try decoder.unkeyedContainer()
        return try elements.bound(to: decoder.userInfo).decodeArray(
            &container, report: DecodingReport.attached(to: decoder))
    }

    func decode(_ container: ObjectDecodingContainer, forKey key: AnyCodingKey) throws -> [Element] {
        if needsDecoder { return try decode(from: container.memberDecoder(forKey: key)) }
        var nested = try container.nestedUnkeyedContainer(forKey: key)
        return try elements.decodeArray(&nested, report: nil)
    }

    func decode(_ container: inout any UnkeyedDecodingContainer) throws -> [Element] {
        if needsDecoder { return try decodeLocatingErrors(from: container.superDecoder()) }
        var nested = try container.nestedUnkeyedContainer()
        return try elements.decodeArray(&nested, report: nil)
    }

    func decode<Source: ElementSource>(
        elements sources: [Source], at codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]
    ) throws -> [Element] {
        try elements.bound(to: userInfo).decodeList(sources, userInfo: userInfo)
    }

    func encode(_ value: [Element], to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try encodeElements(value, with: elements.coder.bound(to: encoder.userInfo), to: &container)
    }

    func encode(_ value: [Element], to container: inout ObjectEncodingContainer, forKey key: AnyCodingKey)
        throws
    {
        if elements.needsBinding { return try encode(value, to: container.superEncoder(forKey: key)) }
        var nested = container.nestedUnkeyedContainer(forKey: key)
        try encodeElements(value, with: elements.coder, to: &nested)
    }

    func encode(_ value: [Element], to container: inout any UnkeyedEncodingContainer) throws {
        if elements.needsBinding { return try encode(value, to: container.superEncoder()) }
        var nested = container.nestedUnkeyedContainer()
        try encodeElements(value, with: elements.coder, to: &nested)
    }

    var needsBinding: Bool { elements.needsBinding }

    func bound(to userInfo: [CodingUserInfoKey: Any]) -> any ValueCoder<[Element]> {
        ArrayCoder(elements: elements.bound(to: userInfo))
    }

    private func encodeElements(
        _ value: [Element], with coder: any ValueCoder<Element>,
        to container: inout any UnkeyedEncodingContainer
    ) throws {
        for element in value {
            try coder.encode(element, to: &container)
        }
    }
}

/// Codes a set as an array of its elements.
struct SetCoder<Element: Hashable>: ValueCoder {
    let array: ArrayCoder<Element>

    func decode(from decoder: any Decoder) throws -> Set<Element> {
        Set(try array.decode(from: decoder))
    }

    func decode(_ container: ObjectDecodingContainer, forKey key: AnyCodingKey) throws -> Set<Element> {
        Set(try array.decode(container, forKey: key))
    }

    func decode(_ container: inout any UnkeyedDecodingContainer) throws -> Set<Element> {
        Set(try array.decode(&container))
    }

    func decode<Source: ElementSource>(
        elements sources: [Source], at codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]
    ) throws -> Set<Element> {
        Set(try array.decode(elements: sources, at: codingPath, userInfo: userInfo))
    }

    func encode(_ value: Set<Element>, to encoder: any Encoder) throws {
        try array.encode(Array(value), to: encoder)
    }
}

/// Codes a string-keyed dictionary entry by entry, keeping its keys as they are, and
/// leaving out the keys other properties read in its object (`leaving`).
struct DictionaryCoder<Element>: ValueCoder {
    let elements: CollectionElements<Element>
    let leaving: Set<String>

    func decode(from decoder: any Decoder) throws -> [String: Element] {
        try elements.bound(to: decoder.userInfo).decodeEntries(leaving: leaving) {
            try RawKeyObject.members(DictionaryEntry.self, of: decoder, reader: $0)
        }
    }

    func decode(_ container: ObjectDecodingContainer, forKey key: AnyCodingKey) throws -> [String: Element] {
        guard container.contains(key) else { throw Absence.missing(key, in: container.codingPath).error }
        if elements.needsBinding { return try decode(from: container.superDecoder(forKey: key)) }
        return try elements.decodeEntries(leaving: leaving) {
            try RawKeyObject.members(DictionaryEntry.self, in: container, forKey: key, reader: $0)
        }
    }

    func encode(_ value: [String: Element], to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(elements.bound(to: encoder.userInfo).payloads(value))
    }

    func encode(
        _ value: [String: Element], to container: inout ObjectEncodingContainer, forKey key: AnyCodingKey
    ) throws {
        if elements.needsBinding { return try encode(value, to: container.superEncoder(forKey: key)) }
        try container.encode(elements.payloads(value), forKey: key)
    }

    var needsBinding: Bool { elements.needsBinding }

    func bound(to userInfo: [CodingUserInfoKey: Any]) -> any ValueCoder<[String: Element]> {
        DictionaryCoder(elements: elements.bound(to: userInfo), leaving: leaving)
    }
}
