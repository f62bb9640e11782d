import Foundation

/// The cold scenarios: the first decode of a model type in a process, of one object.
/// Nothing decodes either model before `run`; `prepare` decodes only another type.
enum ColdScenarios {
    /// The first decode in a fresh process, the library's one-time set-up included.
    static func firstDecode() -> Scenario {
        let person = flatPerson
        return Scenario(
            coldName: "cold: first decode in a process", target: 3.0,
            ours: side(FlatPerson.self, from: person),
            baseline: side(HandFlatPerson.self, from: person))
    }

    /// The first decode of a further model type, once the library decoded another.
    static func furtherType() -> Scenario {
        let person = flatPerson
        var generator = Corpus.Generator(seed: 7)
        let warmUp = Corpus.json(PersonScenarios.nest(Corpus.person(0, &generator)))
        return Scenario(
            coldName: "cold: first decode of a further type", target: 2.0,
            ours: side(FlatPerson.self, from: person) {
                _ = try JSONDecoder().decode(NestedPerson.self, from: warmUp)
            },
            baseline: side(HandFlatPerson.self, from: person) {
                _ = try JSONDecoder().decode(HandNestedPerson.self, from: warmUp)
            })
    }

    private static var flatPerson: Data {
        var generator = Corpus.Generator(seed: 6)
        return Corpus.json(Corpus.person(0, &generator))
    }

    private static func side<Model: Decodable & PersonValues>(
        _ model: Model.Type, from data: Data, after prepare: @escaping () throws -> Void = {}
    ) -> Scenario.Side {
        Scenario.Side(prepare: prepare, run: { try JSONDecoder().decode(Model.self, from: data).checksum })
    }
}
