import DynamicCoding
import Foundation

/// A person's ten values, whatever shape they were decoded from.
protocol PersonValues {
    var id: Int { get }
    var firstName: String { get }
    var lastName: String { get }
    var email: String { get }
    var age: Int { get }
    var score: Double { get }
    var balance: Double { get }
    var active: Bool { get }
    var visits: Int { get }
    var created: Date { get }
}

extension PersonValues {
    var checksum: Int {
        id &+ age &+ visits &+ Int(score * 100) &+ Int(balance * 10) &+ (active ? 1 : 0)
            &+ firstName.utf8.count &+ lastName.utf8.count &+ email.utf8.count
            &+ Int(created.timeIntervalSince1970)
    }
}

extension Sequence where Element: PersonValues {
    var checksum: Int { reduce(0) { $0 &+ $1.checksum } }
}

/// Scenarios 1, 2 and the nested half of 6: ten fields per object, flat or nested.
enum PersonScenarios {
    static func flat() -> Scenario {
        var generator = Corpus.Generator(seed: 1)
        let data = Corpus.json((0..<Corpus.count).map { Corpus.person($0, &generator) })
        return Scenario(
            name: "flat decode", target: 1.12,
            ours: { try JSONDecoder().decode([FlatPerson].self, from: data).checksum },
            baseline: { try JSONDecoder().decode([HandFlatPerson].self, from: data).checksum },
            layout: (MemoryLayout<FlatPerson>.stride, MemoryLayout<HandFlatPerson>.stride, 10))
    }

    static let nestedData: Data = {
        var generator = Corpus.Generator(seed: 2)
        return Corpus.json((0..<Corpus.count).map { nest(Corpus.person($0, &generator)) })
    }()

    static func nested() -> Scenario {
        let data = nestedData
        return Scenario(
            name: "nested decode", target: 1.10,
            ours: { try JSONDecoder().decode([NestedPerson].self, from: data).checksum },
            baseline: { try JSONDecoder().decode([HandNestedPerson].self, from: data).checksum },
            layout: (MemoryLayout<NestedPerson>.stride, MemoryLayout<HandNestedPerson>.stride, 10))
    }

    static func nestedEncoding() -> Scenario {
        let ours = (try? JSONDecoder().decode([NestedPerson].self, from: nestedData)) ?? []
        let baseline = (try? JSONDecoder().decode([HandNestedPerson].self, from: nestedData)) ?? []
        return Scenario(
            name: "nested encode", target: 1.15,
            ours: { try JSONEncoder().encode(ours).count },
            baseline: { try JSONEncoder().encode(baseline).count })
    }

    /// Moves the flat values under paths one to three levels deep.
    static func nest(_ person: [String: Any]) -> [String: Any] {
        [
            "id": person["id"]!,
            "attributes": [
                "first_name": person["first_name"]!,
                "last_name": person["last_name"]!,
                "contact": ["email": person["email"]!],
                "all dates": ["start_date": person["created"]!],
            ],
            "counts": ["age": person["age"]!, "visits": person["visits"]!],
            "stats": ["score": person["score"]!, "money": ["balance": person["balance"]!]],
            "flags": ["active": person["active"]!],
        ]
    }
}
