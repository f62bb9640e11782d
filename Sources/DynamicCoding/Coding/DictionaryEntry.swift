/// One value of a dictionary decoded entry by entry (lossy, or with a strategy).
///
/// The dictionary is read as a ``RawKeyObject``, so that coders treat its keys as data, as
/// they do for every `Codable` dictionary: a JSON key strategy leaves them unchanged, and
/// two keys that a strategy would convert to one stay two.
struct DictionaryEntry<Element>: RawKeyMember {
    /// The decoded value; `nil` when a lossy dictionary dropped it, or left it to another
    /// property, or when it failed (its error noted in the reader).
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
        isLeft = false
        do {
            value = try reader.elements.decodeEntry(from: decoder)
        } catch {
            value = nil
            reader.failure.note(error, at: decoder.codingPath.last?.stringValue ?? "")
        }
    }
}

/// The elements' coder of one dictionary and the keys it leaves out, for its entries.
final class DictionaryEntryReader<Element> {
    let elements: CollectionElements<Element>
    /// The keys other properties read, which the dictionary leaves out.
    let leaving: Set<String>
    /// The error of the entry at the least key that failed: the other entries are read
    /// too, so that the same document fails at the same entry whatever order the coder
    /// reads them in (``FirstFailure``).
    var failure = FirstFailure()

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
        let reader = DictionaryEntryReader(self, leaving: leaving)
        var entries = try isLossy ? Self.recordingInKeyOrder { try read(reader) } : read(reader)
        try reader.failure.rethrow()
        if !leaving.isEmpty { entries = entries.filter { !$0.value.isLeft } }
        if isLossy { return entries.compactMapValues(\.value) }
        // `mapValues` keeps the dictionary's storage; `compactMapValues` would hash every key again.
        return try entries.mapValues { entry in
            guard let value = entry.value else { throw DictionaryEntryReader<Element>.lostEntry }
            return value
        }
    }

    /// What `read` gives, its report entries recorded by key: a coder reads an object's
    /// members in an order of its own (Foundation's follows its hashing, which differs from
    /// one dictionary to the next), so the same document would list its drops in another
    /// order each time. The entries of one member keep their order.
    private static func recordingInKeyOrder<Read>(_ read: () throws -> Read) throws -> Read {
        let (outcome, kept) = ReportTrial.collecting(read)
        let ordered = kept.enumerated().sorted { lhs, rhs in
            let (left, right) = (Self.memberKey(of: lhs.element), Self.memberKey(of: rhs.element))
            return left == right ? lhs.offset < rhs.offset : left < right
        }
        for (_, entry) in ordered { entry.record() }
        return try outcome.get()
    }

    /// The key of the member an entry was recorded for, as the dictionary's key.
    private static func memberKey(of kept: ReportTrial.Kept) -> String {
        kept.entry.codingPath.last?.stringValue ?? ""
    }

    /// The dictionary as entries to encode with these elements' coder.
    func payloads(_ dictionary: [String: Element]) -> [String: DictionaryEntryPayload<Element>] {
        dictionary.mapValues { DictionaryEntryPayload(value: $0, coder: coder) }
    }
}
