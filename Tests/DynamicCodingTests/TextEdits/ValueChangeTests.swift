import ExpectationSupport
import Testing

@testable import DynamicCoding

/// The changes between two encodings of a model: the fewest that turn one into the other.
@Suite struct ValueChangeTests {
    @Test func aChangedScalarAndAGrownArray() {
        expectEqual(
            ValueChange.changes(from: ["a": 1, "b": [1, 2]], to: ["a": 2, "b": [1, 2, 3]]),
            [.replaced(at: [.key("a")], with: 2), .inserted(at: [.key("b")], index: 2, elements: [3])])
    }

    @Test func anArrayKeepsTheElementsBothEndsShare() {
        expectEqual(
            ValueChange.changes(from: [1, 2, 3, 4], to: [1, 4]),
            [.removed(at: [.index(1)]), .removed(at: [.index(2)])])
        expectEqual(
            ValueChange.changes(from: [1, 4], to: [1, 2, 3, 4]),
            [.inserted(at: [], index: 1, elements: [2, 3])])
    }

    @Test func membersRemovedAndAddedAfterTheInnerOnes() {
        expectEqual(
            ValueChange.changes(from: ["a": ["x": 1], "b": true], to: ["a": ["x": 1, "y": 2], "c": false]),
            [
                .added(at: [.key("a")], members: [(key: "y", value: 2)]), .removed(at: [.key("b")]),
                .added(at: [], members: [(key: "c", value: false)]),
            ])
    }

    @Test func anObjectWithNoKeyLeftIsReplacedWhole() {
        expectEqual(ValueChange.changes(from: ["a": 1], to: ["b": 1]), [.replaced(at: [], with: ["b": 1])])
        expectEqual(
            ValueChange.changes(from: ["a": []], to: ["a": [1]]), [.replaced(at: [.key("a")], with: [1])])
    }

    @Test func aWholeDoubleIsNotItsInteger() {
        expectEqual(
            ValueChange.changes(from: ["a": 1], to: ["a": 1.0]), [.replaced(at: [.key("a")], with: 1.0)])
    }
}
