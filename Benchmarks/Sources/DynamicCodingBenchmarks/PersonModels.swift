import DynamicCoding
import Foundation

/// The flat person, declared with `@Backed`.
struct FlatPerson: BackedDecodable, PersonValues {
    @Backed var id: Int
    @Backed("first_name") var firstName: String
    @Backed("last_name") var lastName: String
    @Backed var email: String
    @Backed var age: Int
    @Backed var score: Double
    @Backed var balance: Double
    @Backed var active: Bool
    @Backed var visits: Int
    @Backed(strategy: .secondsSince1970) var created: Date
}

/// The flat person, with the `init(from:)` one would write by hand.
struct HandFlatPerson: Decodable, PersonValues {
    let id: Int
    let firstName: String
    let lastName: String
    let email: String
    let age: Int
    let score: Double
    let balance: Double
    let active: Bool
    let visits: Int
    let created: Date

    private enum Keys: String, CodingKey {
        case id, email, age, score, balance, active, visits, created
        case firstName = "first_name"
        case lastName = "last_name"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        id = try container.decode(Int.self, forKey: .id)
        firstName = try container.decode(String.self, forKey: .firstName)
        lastName = try container.decode(String.self, forKey: .lastName)
        email = try container.decode(String.self, forKey: .email)
        age = try container.decode(Int.self, forKey: .age)
        score = try container.decode(Double.self, forKey: .score)
        balance = try container.decode(Double.self, forKey: .balance)
        active = try container.decode(Bool.self, forKey: .active)
        visits = try container.decode(Int.self, forKey: .visits)
        created = Date(timeIntervalSince1970: try container.decode(Double.self, forKey: .created))
    }
}

/// The nested person, declared with `@Backed` paths.
struct NestedPerson: BackedCodable, PersonValues {
    @Backed var id: Int
    @Backed(Path("attributes", "first_name")) var firstName: String
    @Backed(Path("attributes", "last_name")) var lastName: String
    @Backed(Path("attributes", "contact", "email")) var email: String
    @Backed(Path("counts", "age")) var age: Int
    @Backed(Path("stats", "score")) var score: Double
    @Backed(Path("stats", "money", "balance")) var balance: Double
    @Backed(Path("flags", "active")) var active: Bool
    @Backed(Path("counts", "visits")) var visits: Int
    @Backed(Path("attributes", "all dates", "start_date"), strategy: .secondsSince1970) var created: Date
}
