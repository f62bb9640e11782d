/// One value of a dictionary decoded entry by entry (lossy, or with a strategy).
///
/// The dictionary is decoded as a `[String: DictionaryEntry]`, so that coders treat its
/// keys as data, as they do for every `Codable` dictionary: a JSON key strategy leaves
/// them unchanged, and two keys that a strategy would convert to one stay two. Each
/// entry decodes with the elements' coder its dictionary binds while decoding.
struct DictionaryEntry<Element>: Decodable {
    /// The decoded value; `nil` when a lossy dictionary dropped it, or left it to another
    /// property.
    let value: Element?
    /// Whether another property reads this key, so that the dictionary leaves it out.
    let isLeft: Bool

    init(from decoder: any Decoder) throws {
        guard let scope = DictionaryEntryScope.elements?.value as? DictionaryEntryScope.Elements<Element>
        else {
            let context = DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A dictionary entry was decoded outside of its dictionary.")
            throw DecodingError.dataCorrupted(context)
        }
        // The key, from the coding path, only when the dictionary leaves keys out.
        if !scope.leaving.isEmpty, let key = decoder.codingPath.last, scope.leaving.contains(key.stringValue)
        {
            value = nil
            isLeft = true
            return
        }
        value = try scope.elements.decodeEntry(from: decoder)
        isLeft = false
    }
}

/// The elements' coder of the dictionary being decoded, for its ``DictionaryEntry``s.
enum DictionaryEntryScope {
    /// Holds a coder that is only read on the thread that bound it, during the binding.
    struct Binding: @unchecked Sendable {
        let value: AnyObject
    }

    /// The elements of one dictionary, in a class so that each entry finds them with a
    /// cheap class cast.
    final class Elements<Element> {
        let elements: LossyElements<Element>
        /// The keys other properties read, which the dictionary leaves out.
        let leaving: Set<String>

        init(_ elements: LossyElements<Element>, leaving: Set<String>) {
            self.elements = elements
            self.leaving = leaving
        }
    }

    @TaskLocal static var elements: Binding?

    /// A dictionary that is not lossy never drops an entry; if one were missing, this
    /// error would say so instead of losing it.
    static let lostEntry = DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: [], debugDescription: "A dictionary entry was lost while decoding.")
    )
}

/// One value of a dictionary encoded entry by entry, with its elements' coder; encoded
/// as a `[String: DictionaryEntryPayload]` so that coders keep its keys unchanged.
struct DictionaryEntryPayload<Element>: Encodable {
    let value: Element
    let coder: any ValueCoder<Element>

    func encode(to encoder: any Encoder) throws {
        try coder.encode(value, to: encoder)
    }
}

extension LossyElements {
    /// Decodes a dictionary through `decode`, which decodes its entries with these elements,
    /// all but the keys in `leaving`.
    func decodeEntries(leaving: Set<String>, _ decode: () throws -> [String: DictionaryEntry<Element>])
        throws -> [String: Element]
    {
        var entries = try DictionaryEntryScope.$elements.withValue(
            DictionaryEntryScope.Binding(value: DictionaryEntryScope.Elements(self, leaving: leaving))
        ) {
            try decode()
        }
        if !leaving.isEmpty { entries = entries.filter { !$0.value.isLeft } }
        if isLossy { return entries.compactMapValues(\.value) }
        // `mapValues` keeps the dictionary's storage; `compactMapValues` would hash every key again.
        return try entries.mapValues { entry in
            guard let value = entry.value else { throw DictionaryEntryScope.lostEntry }
            return value
        }
    }

    /// The dictionary as entries to encode with these elements' coder.
    func payloads(_ dictionary: [String: Element]) -> [String: DictionaryEntryPayload<Element>] {
        dictionary.mapValues { DictionaryEntryPayload(value: $0, coder: coder) }
    }
}
