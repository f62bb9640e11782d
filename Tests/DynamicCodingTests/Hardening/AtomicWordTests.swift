import ExpectationSupport
import Foundation
import Testing

@testable import DynamicCoding

/// The word `TypeTable` and `ReadMostly` publish through: C11 atomics, since Swift's
/// `Atomic` is above the package's platform floors.
struct AtomicWordTests {
    @Test func aWordReadsWhatWasLastStoredWithEitherOrdering() {
        let word = AtomicWord(7)
        expectEqual(word.load(ordering: .relaxed), 7)
        word.store(UInt.max, ordering: .releasing)
        expectEqual(word.load(ordering: .acquiring), UInt.max)
        word.store(0, ordering: .relaxed)
        expectEqual(word.load(ordering: .acquiring), 0)
    }

    @Test func aReferenceSurvivesTheTripThroughItsBits() {
        final class Box {
            let value: Int
            init(_ value: Int) { self.value = value }
        }
        let box = Box(42)
        let word = AtomicWord(Unmanaged.passUnretained(box).bits)
        let read = Unmanaged<Box>(bits: word.load(ordering: .acquiring)).takeUnretainedValue()
        #expect(read === box)
        expectEqual(read.value, 42)
    }

    /// A reader that sees a published version sees what was written into it first: the
    /// release/acquire pair, which CI runs under the thread sanitizer (`--filter Concurrency`).
    @Test func underConcurrencyAPublishedVersionIsSeenWhole() async {
        let versions = ReadMostly([Int]())
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                for count in 1...200 { versions.update { $0 = Array(0..<count) } }
                return true
            }
            for _ in 0..<3 {
                group.addTask {
                    var previous = 0
                    for _ in 0..<2_000 {
                        let seen = versions.value
                        guard seen == Array(0..<seen.count), seen.count >= previous else { return false }
                        previous = seen.count
                    }
                    return true
                }
            }
            for await whole in group { #expect(whole) }
        }
        expectEqual(versions.value, Array(0..<200))
    }
}
