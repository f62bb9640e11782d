import DynamicCoding
import Foundation

// Plain `Decodable` types whose hand-written `init(from:)` asks whether a key is there
// with `contains(_:)`, for the schema tests: the recording decoder follows both answers.

/// The keys of the fixtures below.
private enum PresenceKey: String, CodingKey {
    case id, count, note
}

/// An identifier that must be there: without it, the type throws.
struct FixtureTicket: Decodable {
    var id: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: PresenceKey.self)
        guard container.contains(.id) else {
            throw DecodingError.keyNotFound(
                PresenceKey.id, .init(codingPath: decoder.codingPath, debugDescription: "No id."))
        }
        id = try container.decode(Int.self, forKey: .id)
    }
}

/// A count that is 0 when missing, but not when `null` (`decode` refuses it).
struct FixtureTally: Decodable {
    var count: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: PresenceKey.self)
        count = try container.contains(.count) ? container.decode(Int.self, forKey: .count) : 0
    }
}

/// A note that may be missing or `null`: a hand-written `decodeIfPresent`, which asks
/// `contains(_:)`, then `decodeNil(forKey:)`.
struct FixtureMemo: Decodable {
    var note: String?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: PresenceKey.self)
        let isThere = try container.contains(.note) && !container.decodeNil(forKey: .note)
        note = isThere ? try container.decode(String.self, forKey: .note) : nil
    }
}
