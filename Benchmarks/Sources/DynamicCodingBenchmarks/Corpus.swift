import Foundation

/// Deterministic payloads for the scenarios: the same bytes on every run and machine.
enum Corpus {
    /// Elements per warm scenario: 10,000, or `--objects N` (the instruction script
    /// counts 1,000, which after the warm-up cost the same per object).
    static let count =
        CommandLine.arguments.firstIndex(of: "--objects").flatMap { Int(CommandLine.arguments[$0 + 1]) }
        ?? 10_000

    /// A small linear congruential generator, so the corpora need no randomness source.
    struct Generator {
        private var state: UInt64

        init(seed: UInt64) {
            state = seed
        }

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }

        mutating func word() -> String {
            let syllables = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "ze", "po"]
            return (0..<(2 + next(3))).map { _ in syllables[next(syllables.count)] }.joined()
        }
    }

    /// The ten values of one person, shared by the flat and nested shapes.
    static func person(_ index: Int, _ generator: inout Generator) -> [String: Any] {
        [
            "id": index,
            "first_name": generator.word(),
            "last_name": generator.word(),
            "email": "\(generator.word())@example.com",
            "age": 18 + generator.next(60),
            "score": Double(generator.next(10_000)) / 100,
            "balance": Double(generator.next(1_000_000)) / 10,
            "active": generator.next(2) == 1,
            "visits": generator.next(500),
            "created": 1_600_000_000 + generator.next(100_000_000),
        ]
    }

    static func json(_ object: Any) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }
}
