import Foundation

/// Models the encoder tests write: every scalar type, nested structs, collections,
/// enums, classes with `super`, hand-written containers.
enum JSONEncodingModels {
    struct Scalars: Encodable {
        var int = -42
        var int8: Int8 = .min
        var int16: Int16 = .max
        var int32: Int32 = -7
        var int64: Int64 = .max
        var uint: UInt = .max
        var uint8: UInt8 = 255
        var uint16: UInt16 = 0
        var uint32: UInt32 = 4_000_000_000
        var uint64: UInt64 = .max
        var float: Float = 0.1
        var double = 1e-7
        var wholeDouble = 3.0
        var negativeZero = -0.0
        var bigDouble = 1e300
        var string = "plain"
        var escaped = "quote \" backslash \\ slash / tab \t newline \n nul \u{0} unit \u{1F} del \u{7F} é 💩"
        var flag = true
        var missing: Int? = nil
        var present: String? = "here"
    }

    struct Address: Encodable {
        var streetName: String
        var postCode: String
        var geoLocation: [Double]
    }

    struct Person: Encodable {
        var fullName: String
        var age: Int
        var homeAddress: Address
        var otherAddresses: [Address]
        var tags: [String]
        var scores: [String: Int]
        var byNumber: [Int: String]
        var matrix: [[Int]]
        var nothing: [String]
        var noObject: [String: Int]
        var nickname: String?
    }

    enum Shape: Encodable {
        case circle(radius: Double)
        case rectangle(width: Double, height: Double)
        case point
        case labelled(String, Int)
    }

    struct Specials: Encodable {
        var createdAt: Date
        var payload: Data
        var homePage: URL
        var price: Decimal
        var optionalDate: Date?
        var dates: [Date]
    }

    class Animal: Encodable {
        var name = "Rex"
        var legCount = 4
    }

    final class Dog: Animal {
        var breed = "collie"

        enum CodingKeys: String, CodingKey {
            case breed
        }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(breed, forKey: .breed)
            try super.encode(to: container.superEncoder())
        }
    }

    /// A class that encodes its superclass into the same container.
    final class Cat: Animal {
        var indoor = true

        enum CodingKeys: String, CodingKey {
            case indoor
        }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(indoor, forKey: .indoor)
            try super.encode(to: encoder)
        }
    }

    /// Hand-written containers: nested objects and arrays, a key encoded twice, a nested
    /// container asked for twice, `superEncoder(forKey:)` and an unkeyed `superEncoder()`.
    struct Handwritten: Encodable {
        enum Key: String, CodingKey {
            case zeta, alpha, middle, nested, list, again, parent, userID, urlValue
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: .zeta)
            try container.encode("first", forKey: .alpha)
            var nested = container.nestedContainer(keyedBy: Key.self, forKey: .nested)
            try nested.encode(true, forKey: .middle)
            try container.encode(2, forKey: .middle)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode(1)
            var inner = list.nestedContainer(keyedBy: Key.self)
            try list.encodeNil()
            try inner.encode("late", forKey: .alpha)
            var innerList = list.nestedUnkeyedContainer()
            try innerList.encode(2.5)
            try list.encode(Date(timeIntervalSince1970: 0))
            try "from super".encode(to: list.superEncoder())
            try container.encode("last", forKey: .alpha)
            var nestedAgain = container.nestedContainer(keyedBy: Key.self, forKey: .nested)
            try nestedAgain.encode("merged", forKey: .again)
            try 7.encode(to: container.superEncoder(forKey: .parent))
            try container.encode(5, forKey: .userID)
            try container.encode("u", forKey: .urlValue)
        }
    }

    /// An unkeyed `superEncoder()` written to after more elements: its value takes the
    /// place the array had when it was asked for.
    struct LateSuperEncoder: Encodable {
        func encode(to encoder: any Encoder) throws {
            var list = encoder.unkeyedContainer()
            try list.encode(1)
            let late = list.superEncoder()
            try list.encode(3)
            try "two".encode(to: late)
        }
    }

    /// Encodes nothing at all.
    struct Silent: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    /// Encodes `Silent` through its single-value container.
    struct SilentWrapper: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(Silent())
        }
    }

    struct HoldsSilent: Encodable {
        var silent = Silent()
        var silentList = [Silent(), Silent()]
    }

    /// Keys whose snake case spellings differ in the ways `JSONEncoder` converts them.
    struct CamelKeys: Encodable {
        static let keys = [
            "simple", "camelCase", "myURLValue", "_leadingUnderscore", "already_snake", "HTTPStatus", "aB",
            "iPhoneX", "numbers123Later", "\u{C9}tatCivil", "na\u{EF}ve\u{DC}ber", "ALLCAPS", "x", "",
            "a\u{1C5}b", "endsWithA", "two  Spaces", "kebab-Case",
        ]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyKey.self)
            for (number, key) in Self.keys.enumerated() {
                try container.encode(number, forKey: AnyKey(key))
            }
        }
    }

    /// More than sixteen members, and the same key again after them.
    struct ManyKeys: Encodable {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for number in (0..<20).reversed() {
                try container.encode(number, forKey: Key(stringValue: "k\(number)"))
            }
            try container.encode("again", forKey: Key(stringValue: "k17"))
            try container.encode("again", forKey: Key(stringValue: "k3"))
            try container.encode("composed", forKey: Key(stringValue: "caf\u{E9}"))
            try container.encode("decomposed", forKey: Key(stringValue: "cafe\u{301}"))
        }
    }

    /// A precomposed and a decomposed spelling of the same key, which `String` compares equal.
    struct EquivalentKeys: Encodable {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: Key(stringValue: "caf\u{E9}"))
            try container.encode(2, forKey: Key(stringValue: "x"))
            try container.encode(3, forKey: Key(stringValue: "cafe\u{301}"))
            try container.encode(4, forKey: Key(stringValue: "K"))
            try container.encode(5, forKey: Key(stringValue: "\u{212A}"))
        }
    }

    struct Everything: Encodable {
        var scalars = Scalars()
        var person = JSONEncodingModels.person
        var shapes: [Shape] = [
            .circle(radius: 1.5), .rectangle(width: 2, height: 3), .point, .labelled("x", 1),
        ]
        var specials = JSONEncodingModels.specials
        var dog = Dog()
        var cat = Cat()
        var handwritten = Handwritten()
        var lateSuper = LateSuperEncoder()
        var silent = HoldsSilent()
        var camel = CamelKeys()
        var many = ManyKeys()
        var set: Set<Int> = [3, 1, 2]
        var optionalList: [Int?] = [1, nil, 3]
        var nestedOptional: Int?? = .some(nil)
    }

    static let person = Person(
        fullName: "Ada Lovelace", age: 36,
        homeAddress: Address(streetName: "St James's Square", postCode: "SW1Y", geoLocation: [51.5, -0.13]),
        otherAddresses: [
            Address(streetName: "Ockham Park", postCode: "GU23", geoLocation: [51.3, -0.45]),
            Address(streetName: "", postCode: "", geoLocation: []),
        ],
        tags: ["math", "poetry/science", ""], scores: ["b": 2, "a": 1, "B": 3, "10": 4, "9": 5],
        byNumber: [2: "two", 1: "one", -3: "minus three"], matrix: [[1, 2], [], [3]], nothing: [],
        noObject: [:], nickname: nil)

    static let specials = Specials(
        createdAt: Date(timeIntervalSince1970: 1_700_000_000.25), payload: Data([0, 1, 2, 250, 255]),
        homePage: URL(string: "https://example.com/a/b?c=d&e=f")!, price: Decimal(string: "12.50")!,
        optionalDate: Date(timeIntervalSinceReferenceDate: 0),
        dates: [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -1.5)])
}
