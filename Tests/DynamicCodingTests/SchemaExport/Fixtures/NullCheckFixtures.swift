import DynamicCoding
import Foundation

// Plain `Decodable` types whose hand-written `init(from:)` tests for `null` with
// `decodeNil`, in each container, for the schema tests: the recording decoder follows
// both answers.

/// A level, or none when `null`: the single value container's `decodeNil()`.
enum FixtureLevel: Codable, Equatable {
    case blank
    case number(Int)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = try container.decodeNil() ? .blank : .number(container.decode(Int.self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .blank: try container.encodeNil()
        case .number(let value): try container.encode(value)
        }
    }
}

/// A value that may be `null` but not missing (`decodeNil(forKey:)` throws for a missing
/// key), beside a unit that is always there.
struct FixtureReading: Decodable {
    var value: Int?
    var unit: String

    private enum CodingKeys: String, CodingKey {
        case value
        case unit
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        value = try container.decodeNil(forKey: .value) ? nil : container.decode(Int.self, forKey: .value)
        unit = try container.decode(String.self, forKey: .unit)
    }
}

/// Numbers, some `null`, read with the unkeyed container's `decodeIfPresent`, which asks
/// `decodeNil()`.
struct FixtureSamples: Decodable {
    var values: [Int?]

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var values: [Int?] = []
        while !container.isAtEnd {
            values.append(try container.decodeIfPresent(Int.self))
        }
        self.values = values
    }
}

/// The types above in a model: read directly (the type decides on `null`), and with a
/// default for a missing value only (`null` is refused before the type sees it).
struct NullChecks: BackedDecodable {
    @Backed() var level: FixtureLevel
    @Backed(defaultValue: .number(0), replacing: .missing) var spare: FixtureLevel
    @Backed() var reading: FixtureReading
    @Backed() var samples: FixtureSamples
}
