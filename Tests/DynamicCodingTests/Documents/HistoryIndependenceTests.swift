import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// Documents that fail, each in its own way, beside the fidelity payloads that decode.
private let failingPayloads = [
    #"{"tagged":{"kind":"disc"}}"#,
    #"{"size":"12.5"}"#,
    #"{"deduced":{"radius":1,"length":2}}"#,
    #"{"external":[{"disc":{"radius":1},"rod":{"length":2}}]}"#,
    #"{"adjacent":{"a":{"c":{"radius":2}}}}"#,
    #"{"nested":[{"meta":{"kind":7}}]}"#,
    #"{"score":[1,"#,
    #"[1,2]"#,
]

/// The documents of the property: every fidelity payload and the failing ones.
private let documents = fidelityPayloads.map(\.json) + failingPayloads

/// The same document gives the same value or the same error text whatever came before:
/// other documents in every layout, the same document inside another's `init(from:)`,
/// encodes, and decodes on other threads.
struct HistoryIndependenceTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func theSameDocumentDecodesTheSameWhateverCameBefore(seed: UInt64) throws {
        let expected = try documents.map {
            HistoryIndependence.outcome(of: Data($0.utf8), registry: try HistoryIndependence.freshRegistry())
        }
        let shared = try HistoryIndependence.freshRegistry()
        var random = SplitMix64(seed: seed)
        for _ in 0..<60 {
            let index = Int.random(in: 0..<documents.count, using: &random)
            let data = Data(documents[index].utf8)
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                expectEqual(
                    HistoryIndependence.outcome(of: data, registry: shared), expected[index],
                    Comment(rawValue: documents[index]))
            case 1:
                expectEqual(
                    HistoryIndependence.nestedOutcome(of: data, registry: shared), expected[index],
                    Comment(rawValue: documents[index]))
            case 2:
                if let problem = HistoryIndependence.problem(data, registry: shared) {
                    Issue.record("\(documents[index]): \(problem)")
                }
            default:
                // Two other threads decode at once, each a document of its own.
                let others = (0..<2).map { _ in Int.random(in: 0..<documents.count, using: &random) }
                let outcomes = Locked([Int: String]())
                DispatchQueue.concurrentPerform(iterations: others.count) { thread in
                    let outcome = HistoryIndependence.outcome(
                        of: Data(documents[others[thread]].utf8), registry: shared)
                    outcomes.withLock { $0[thread] = outcome }
                }
                for (thread, index) in others.enumerated() {
                    expectEqual(
                        outcomes.withLock { $0[thread] } ?? "none", expected[index],
                        Comment(rawValue: documents[index]))
                }
            }
        }
    }

    /// Bytes that are not UTF-8 reach a document carried in a string repaired; the property
    /// compares that document with the repaired bytes decoded alone (found by the fuzzer).
    @Test func bytesThatAreNotUTF8AreComparedAsAStringCarriesThem() throws {
        let data = Data(#"{"title": "Depen"#.utf8) + Data([0xFF]) + Data(#"0ds"}"#.utf8)
        let registry = try HistoryIndependence.freshRegistry()
        #expect(HistoryIndependence.outcome(of: data, registry: registry).hasPrefix("error "))
        #expect(HistoryIndependence.problem(data, registry: registry) == nil)
    }

    /// An object whose members fail in several places fails at its least key, every time,
    /// whatever order the coder reads the members in (Foundation's follows hashing).
    @Test func anObjectWithSeveralBadMembersFailsAtItsLeastKeyEveryTime() throws {
        let invalid = Data([0x22, 0xFF, 0x22])  // a string that is not UTF-8
        var data = Data(#"{"box":{"w":"#.utf8) + invalid + Data(#","label":"#.utf8) + invalid
        data += Data(#","b":"#.utf8) + invalid + Data(#","x":1}}"#.utf8)
        let registry = try makeShapeRegistry(.internal("type"))
        let named = #"{"named":{"z":{"type":"nope"},"k":{"type":"square"},"c":{"type":"circle"},"q":{}}}"#
        for _ in 0..<20 {
            do {
                _ = try JSONDecoder().decode(CodableValue.self, from: data)
                Issue.record("decoded")
            } catch let error as DecodingError {
                expectEqual(pathString(error.parts.1.codingPath, error: error), "box.b")
            }
            let error = try #require(decodingError(NamedShapes.self, from: named, registry: registry))
            expectEqual(pathString(error.parts.1.codingPath, error: error), "named.c.radius")
        }
    }

    /// The failing documents fail, each with its own error, so that the property compares
    /// errors too.
    @Test func theFailingDocumentsFail() throws {
        let registry = try HistoryIndependence.freshRegistry()
        let outcomes = failingPayloads.map {
            HistoryIndependence.outcome(of: Data($0.utf8), registry: registry)
        }
        expectEqual(outcomes.filter { $0.hasPrefix("error ") }.count, failingPayloads.count, "\(outcomes)")
        expectEqual(Set(outcomes).count, failingPayloads.count)
    }
}

/// Shapes by name, for the test of an object that fails in several places.
private struct NamedShapes: Codable {
    @DynamicCodable var named: [String: any Shape]
}

/// A value behind a lock, for the threads of a test.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}
