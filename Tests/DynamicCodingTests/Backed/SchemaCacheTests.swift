import DynamicCoding
import Foundation
import Testing

/// One model type per `n`, each reading the key `"k<n>"`: a schema found for the wrong
/// type would read the wrong key.
private struct Slot<let n: Int>: BackedDecodable {
    @Backed(Path(.key("k\(n)"))) var value: Int
}

@Suite struct SchemaCacheTests {
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
        #expect(try values() == expected)
        #expect(try values() == expected)
    }
}
