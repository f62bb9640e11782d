import ExpectationSupport
import Foundation
import Testing

@testable import DynamicCoding

/// One model type per `n`, each reading the key `"k<n>"`: a schema found for the wrong
/// type would read the wrong key.
private struct Slot<let n: Int>: BackedDecodable {
    @Backed(Path(.key("k\(n)"))) var value: Int
}

struct SchemaCacheTests {
    /// More model types than the cache's first table holds, decoded in turn and again:
    /// each finds its own schema after the table grew.
    @Test func everyModelTypeFindsItsOwnSchema() throws {
        let json = "{" + (0..<40).map { "\"k\($0)\": \($0 * 10)" }.joined(separator: ", ") + "}"
        func values() throws -> [Int] {
            [
                try decode(Slot<0>.self, from: json).value, try decode(Slot<1>.self, from: json).value,
                try decode(Slot<2>.self, from: json).value, try decode(Slot<3>.self, from: json).value,
                try decode(Slot<4>.self, from: json).value, try decode(Slot<5>.self, from: json).value,
                try decode(Slot<6>.self, from: json).value, try decode(Slot<7>.self, from: json).value,
                try decode(Slot<8>.self, from: json).value, try decode(Slot<9>.self, from: json).value,
                try decode(Slot<10>.self, from: json).value, try decode(Slot<11>.self, from: json).value,
                try decode(Slot<12>.self, from: json).value, try decode(Slot<13>.self, from: json).value,
                try decode(Slot<14>.self, from: json).value, try decode(Slot<15>.self, from: json).value,
                try decode(Slot<16>.self, from: json).value, try decode(Slot<17>.self, from: json).value,
                try decode(Slot<18>.self, from: json).value, try decode(Slot<19>.self, from: json).value,
                try decode(Slot<20>.self, from: json).value, try decode(Slot<21>.self, from: json).value,
                try decode(Slot<22>.self, from: json).value, try decode(Slot<23>.self, from: json).value,
            ]
        }
        let expected = (0..<24).map { $0 * 10 }
        try expectEqual(values(), expected)
        try expectEqual(values(), expected)
    }

    /// A table read by one thread while another inserts 150 types: every type finds its
    /// own object, before and after the table grew, and the tables it replaced take less
    /// room together than the current one.
    @Test func theTypeTableGrowsWithTheNumberOfTypesNotItsSquare() async {
        let types = nestedTypes(count: 150)
        let objects = types.map { _ in Marker() }
        let ids = objects.map(ObjectIdentifier.init)
        let table = TypeTable()
        let reader = Task.detached {
            var wrong = 0
            for _ in 0..<50 {
                for index in types.indices {
                    let seen = table.object(for: types[index]).map(ObjectIdentifier.init)
                    if let seen, seen != ids[index] { wrong += 1 }
                }
            }
            return wrong
        }
        let inserted = zip(types, objects).map { ObjectIdentifier(table.insert($1, for: $0)) }
        expectEqual(inserted, ids)
        await expectEqual(reader.value, 0)
        let stored = types.map { table.object(for: $0).map(ObjectIdentifier.init) }
        expectEqual(stored, ids)
        expectEqual(ObjectIdentifier(table.insert(Marker(), for: types[0])), ids[0])
        let (replaced, current) = table.capacities
        expectEqual(current, 1024)
        #expect(replaced.reduce(0, +) < current)
    }
}

private final class Marker: Sendable {}

/// `count` distinct types, made of `Int` and `String` in arrays, optionals, dictionaries
/// and slices up to three deep: `[Int]`, `[Int]?`, `[String: [Int]]`, …
private func nestedTypes(count: Int) -> [Any.Type] {
    func wrap<Element>(_ type: Element.Type, depth: Int, into types: inout [Any.Type]) {
        guard depth > 0 else { return }
        types += [[Element].self, Element?.self, [String: Element].self, ArraySlice<Element>.self]
        wrap([Element].self, depth: depth - 1, into: &types)
        wrap(Element?.self, depth: depth - 1, into: &types)
        wrap([String: Element].self, depth: depth - 1, into: &types)
        wrap(ArraySlice<Element>.self, depth: depth - 1, into: &types)
    }
    var types: [Any.Type] = []
    wrap(Int.self, depth: 3, into: &types)
    wrap(String.self, depth: 3, into: &types)
    return Array(types.prefix(count))
}
