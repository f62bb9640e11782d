import Foundation

/// The nested person, with the `init(from:)` and `encode(to:)` one would write by hand:
/// each nested container opened once.
struct HandNestedPerson: Codable, PersonValues {
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

    private enum Keys: String, CodingKey { case id, attributes, counts, stats, flags }
    private enum AttributeKeys: String, CodingKey {
        case firstName = "first_name"
        case lastName = "last_name"
        case contact
        case allDates = "all dates"
    }
    private enum ContactKeys: String, CodingKey { case email }
    private enum DateKeys: String, CodingKey { case startDate = "start_date" }
    private enum CountKeys: String, CodingKey { case age, visits }
    private enum StatKeys: String, CodingKey { case score, money }
    private enum MoneyKeys: String, CodingKey { case balance }
    private enum FlagKeys: String, CodingKey { case active }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        id = try container.decode(Int.self, forKey: .id)
        let attributes = try container.nestedContainer(keyedBy: AttributeKeys.self, forKey: .attributes)
        firstName = try attributes.decode(String.self, forKey: .firstName)
        lastName = try attributes.decode(String.self, forKey: .lastName)
        email = try attributes.nestedContainer(keyedBy: ContactKeys.self, forKey: .contact)
            .decode(String.self, forKey: .email)
        let dates = try attributes.nestedContainer(keyedBy: DateKeys.self, forKey: .allDates)
        created = Date(timeIntervalSince1970: try dates.decode(Double.self, forKey: .startDate))
        let counts = try container.nestedContainer(keyedBy: CountKeys.self, forKey: .counts)
        age = try counts.decode(Int.self, forKey: .age)
        visits = try counts.decode(Int.self, forKey: .visits)
        let stats = try container.nestedContainer(keyedBy: StatKeys.self, forKey: .stats)
        score = try stats.decode(Double.self, forKey: .score)
        balance = try stats.nestedContainer(keyedBy: MoneyKeys.self, forKey: .money).decode(
            Double.self, forKey: .balance)
        active = try container.nestedContainer(keyedBy: FlagKeys.self, forKey: .flags).decode(
            Bool.self, forKey: .active)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
        var attributes = container.nestedContainer(keyedBy: AttributeKeys.self, forKey: .attributes)
        try attributes.encode(firstName, forKey: .firstName)
        try attributes.encode(lastName, forKey: .lastName)
        var contact = attributes.nestedContainer(keyedBy: ContactKeys.self, forKey: .contact)
        try contact.encode(email, forKey: .email)
        var dates = attributes.nestedContainer(keyedBy: DateKeys.self, forKey: .allDates)
        try dates.encode(created.timeIntervalSince1970, forKey: .startDate)
        var counts = container.nestedContainer(keyedBy: CountKeys.self, forKey: .counts)
        try counts.encode(age, forKey: .age)
        try counts.encode(visits, forKey: .visits)
        var stats = container.nestedContainer(keyedBy: StatKeys.self, forKey: .stats)
        try stats.encode(score, forKey: .score)
        var money = stats.nestedContainer(keyedBy: MoneyKeys.self, forKey: .money)
        try money.encode(balance, forKey: .balance)
        var flags = container.nestedContainer(keyedBy: FlagKeys.self, forKey: .flags)
        try flags.encode(active, forKey: .active)
    }
}
