import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// `OrderedMap` keeps each of its keys once, each with a value: the invariant its `values`
/// and its iteration rely on, checked against a plain list of pairs after every mutation.
@Suite struct OrderedMapInvariantTests {
    /// A reference: the pairs in order, the first place of a key kept, its last value.
    struct Model {
        var pairs: [(key: String, value: Int)] = []

        subscript(key: String) -> Int? {
            get { pairs.first { $0.key == key }?.value }
            set {
                let index = pairs.firstIndex { $0.key == key }
                switch (index, newValue) {
                case (let index?, let value?): pairs[index].value = value
                case (nil, let value?): pairs.append((key, value))
                case (let index?, nil): pairs.remove(at: index)
                case (nil, nil): break
                }
            }
        }
    }

    func expectSame(_ map: OrderedMap<Int>, _ model: Model, sourceLocation: SourceLocation = #_sourceLocation)
    {
        expectEqual(map.keys, model.pairs.map(\.key), sourceLocation: sourceLocation)
        expectEqual(map.values, model.pairs.map(\.value), sourceLocation: sourceLocation)
        expectEqual(map.map(\.key), model.pairs.map(\.key), sourceLocation: sourceLocation)
        expectEqual(map.map(\.value), model.pairs.map(\.value), sourceLocation: sourceLocation)
        expectEqual(map.count, model.pairs.count, sourceLocation: sourceLocation)
        expectEqual(map.dictionary.count, map.keys.count, sourceLocation: sourceLocation)
        expectEqual(Set(map.dictionary.keys), Set(map.keys), sourceLocation: sourceLocation)
    }

    @Test func everyMutationKeepsEachKeyOnceWithAValue() {
        var generator = SplitMix64(seed: 47)
        var map = OrderedMap<Int>()
        var model = Model()
        let keys = ["a", "b", "c", "d", "e"]
        for step in 0..<2_000 {
            let key = keys[Int(generator.next() % 5)]
            switch generator.next() % 5 {
            case 0, 1:
                map[key] = step
                model[key] = step
            case 2:
                map[key] = nil
                model[key] = nil
            case 3:
                expectEqual(map.removeValue(forKey: key), model[key])
                model[key] = nil
            default:
                map = map.mapValues { $0 + 1 }
                model.pairs = model.pairs.map { ($0.key, $0.value + 1) }
            }
            expectSame(map, model)
        }
    }

    @Test func aLiteralWithARepeatedKeyKeepsItsFirstPlaceAndLastValue() {
        let map: OrderedMap<Int> = ["b": 1, "a": 2, "b": 3]
        expectSame(map, Model(pairs: [("b", 3), ("a", 2)]))
        expectSame(OrderedMap(["b": 1, "a": 2]), Model(pairs: [("a", 2), ("b", 1)]))
    }

    @Test func anObjectWithARepeatedKeyDecodesToEachKeyOnce() throws {
        // Both decoders keep a repeated key's first value; the library's keeps the document's order.
        let json = Data(#"{"b": 1, "a": 2, "b": 3}"#.utf8)
        let foundation = try JSONDecoder().decode(OrderedMap<Int>.self, from: json)
        expectSame(foundation, Model(pairs: [("a", 2), ("b", 1)]))
        let dynamic = try DynamicJSONDecoder().decode(OrderedMap<Int>.self, from: json)
        expectSame(dynamic, Model(pairs: [("b", 1), ("a", 2)]))
        let value = try DynamicJSONDecoder().decode(CodableValue.self, from: json)
        expectEqual(value.objectValue?.keys, ["b", "a"])
        expectEqual(value.objectValue?.values, [1, 2])
    }
}
