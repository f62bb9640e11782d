import DynamicCoding
import Foundation

/// An element of the lossy and fallback scenarios.
struct Item: Codable {
    let id: Int
    let name: String
    let price: Double
    var checksum: Int { id &+ name.utf8.count &+ Int(price) }
}

/// A list whose invalid elements are dropped, with `@Backed`.
struct LossyCatalog: BackedDecodable {
    @Backed(options: .lossy) var items: [Item]
}

/// The same list, with the loop one would write by hand.
struct HandLossyCatalog: Decodable {
    let items: [Item]

    private enum Keys: String, CodingKey { case items }

    init(from decoder: any Decoder) throws {
        var container = try decoder.container(keyedBy: Keys.self).nestedUnkeyedContainer(forKey: .items)
        var items: [Item] = []
        while !container.isAtEnd {
            if let item = try? container.decode(Item.self) {
                items.append(item)
            } else {
                _ = try? container.decode(Skip.self)
            }
        }
        self.items = items
    }

    private struct Skip: Decodable {}
}

/// A label found under `title` or, failing that, `name`, with `@Backed`.
struct Labelled: BackedDecodable {
    @Backed("title" ?? "name") var title: String
    @Backed var id: Int
}

/// The same, by hand.
struct HandLabelled: Decodable {
    let title: String
    let id: Int

    private enum Keys: String, CodingKey { case title, name, id }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        title =
            try container.decodeIfPresent(String.self, forKey: .title)
            ?? container.decode(String.self, forKey: .name)
        id = try container.decode(Int.self, forKey: .id)
    }
}

/// Scenarios 4 and 5 (fallback).
enum ItemScenarios {
    static func lossy() -> Scenario {
        var generator = Corpus.Generator(seed: 4)
        let items: [[String: Any]] = (0..<Corpus.count).map { id in
            let price: Any = id % 10 == 7 ? "N/A" : Double(generator.next(10_000)) / 10
            return ["id": id, "name": generator.word(), "price": price]
        }
        let data = Corpus.json(["items": items])
        return Scenario(
            name: "lossy array (10% invalid)", target: 1.15,
            ours: {
                try JSONDecoder().decode(LossyCatalog.self, from: data).items.reduce(0) { $0 &+ $1.checksum }
            },
            baseline: {
                try JSONDecoder().decode(HandLossyCatalog.self, from: data).items.reduce(0) {
                    $0 &+ $1.checksum
                }
            })
    }

    static func fallback() -> Scenario {
        var generator = Corpus.Generator(seed: 5)
        let labels: [[String: Any]] = (0..<Corpus.count).map { id in
            [(id % 2 == 0 ? "title" : "name"): generator.word(), "id": id]
        }
        let data = Corpus.json(labels)
        return Scenario(
            name: "?? fallback path", target: 1.15,
            ours: {
                try JSONDecoder().decode([Labelled].self, from: data).reduce(0) {
                    $0 &+ $1.id &+ $1.title.utf8.count
                }
            },
            baseline: {
                try JSONDecoder().decode([HandLabelled].self, from: data).reduce(0) {
                    $0 &+ $1.id &+ $1.title.utf8.count
                }
            })
    }
}
