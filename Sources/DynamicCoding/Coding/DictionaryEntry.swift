/// One value of a dictionary decoded entry by entry (lossy, or with a strategy).
///
/// The dictionary is read as a ``RawKeyObject``, so that coders treat its keys as data, as
/// they do for every `Codable` dictionary: a JSON key strategy leaves them unchanged, and
/// two keys that a strategy would convert to one stay two.
struct DictionaryEntry<Element>: RawKeyMember {
    /// The decoded value; `nil` when a lossy dictionary dropped it, or left it to another
    /// property.
    let value: Element?
    /// Whether another property reads this key, so that the dictionary leaves it out.
    let isLeft: Bool

    init(from decoder: any Decoder, reader: DictionaryEntryReader<Element>) throws {
        // The key, from the coding path, only when the dictionary leaves keys out.
        if !reader.leaving.isEmpty, let key = decoder.codingPath.last,
            reader.leaving.contains(key.stringValue)
        {
            value = nil
            isLeft = true
            return
        }
        value = try reader.elements.decodeEntry(from: decoder)
        isLeft = false
    }
}

/// The elements' coder of one dictionary and the keys it leaves out, for its entries.
final class DictionaryEntryReader<Element> {
    let elements: CollectionElements<Element>
    /// The keys other properties read, which the dictionary leaves out.
    let leaving: Set<String>

    init(_ elements: CollectionElements<Element>, leaving: Set<String>) {
        self.elements = elements
        self.leaving = leaving
    }

    /// A dictionary that is not lossy never drops an entry; if one were missing, this
    /// error would say so instead of losing it.
    static var lostEntry: DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: [], debugDescription: "A dictionary entry was lost while decoding."))
    }
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

extension CollectionElements {
    /// The entries `read` gives, read with a reader of these elements that leaves out the
    /// keys in `leaving`.
    func decodeEntries(
        leaving: Set<String>,
        _ read: (DictionaryEntryReader<Element>) throws -> [String: DictionaryEntry<Element>]
    ) throws -> [String: Element] {
        var entries = try read(DictionaryEntryReader(self, leaving: leaving))
        if !leaving.isEmpty { entries = entries.filter { !$0.value.isLeft } }
        if isLossy { return entries.compactMapValues(\.value) }
        // `mapValues` keeps the dictionary's storage; `compactMapValues` would hash every key again.
        return try entries.mapValues { entry in
            guard let value = entry.value else { throw DictionaryEntryReader<Element>.lostEntry }
            return value
        }
    }

    /// The dictionary as entries to encode with these elements' coder.
    func payloads(_ dictionary: [String: Element]) -> [String: DictionaryEntryPayload<Element>] {
        dictionary.mapValues { DictionaryEntryPayload(value: $0, coder: coder) }
    }
}
