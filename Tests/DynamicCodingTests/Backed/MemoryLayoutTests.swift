import DynamicCoding
import Foundation
import Testing

/// A model with `@Backed` properties, and the same fields plain.
private struct BackedModel: BackedDecodable {
    @Backed() var id: Int
    @Backed() var name: String
    @Backed() var score: Double?
    @Backed() var tags: [String]
    @Backed(strategy: .secondsSince1970) var created: Date
}

private struct PlainModel {
    var id: Int
    var name: String
    var score: Double?
    var tags: [String]
    var created: Date
}

/// Whether `Backed<Value>` costs at most one pointer (plus alignment) over `Value`.
private func costsAtMostAPointer<Value>(_ type: Value.Type) -> Bool {
    let pointer = MemoryLayout<Int>.size
    return MemoryLayout<Backed<Value>>.size <= MemoryLayout<Value>.size + pointer + 1
        && MemoryLayout<Backed<Value>>.stride <= MemoryLayout<Value>.stride + pointer
}

struct MemoryLayoutTests {
    @Test func aBackedValueCostsAtMostOnePointerOverThePlainValue() {
        #expect(costsAtMostAPointer(Int.self))
        #expect(costsAtMostAPointer(String.self))
        #expect(costsAtMostAPointer(Double?.self))
        #expect(costsAtMostAPointer([String].self))
        #expect(costsAtMostAPointer(Date.self))
        #expect(costsAtMostAPointer([String: Int].self))
    }

    @Test func aModelCostsAtMostOnePointerPerProperty() {
        #expect(
            MemoryLayout<BackedModel>.size <= MemoryLayout<PlainModel>.size + 5 * MemoryLayout<Int>.stride)
    }

    @Test func referenceSizedValuesNeedNoMoreThanTheirTag() {
        #expect(MemoryLayout<Backed<[String]>>.size <= MemoryLayout<[String]>.size + 1)
    }
}
