import ExpectationSupport
import Foundation
import SchemaAgreementSupport
import Testing

@testable import DynamicCoding

/// Every property a primitive run: each object is read with interned keys.
private struct Reading: BackedCodable {
    @Backed var id: Int
    @Backed(Path("sensor", "name")) var name: String
    @Backed(Path("sensor", "place", "room")) var room: String
    @Backed var value: Double
}

/// The same properties, and at each object one that is not a primitive run (an optional,
/// absent from the payloads), so that each object is read with `AnyCodingKey`.
private struct ReadingTwin: BackedCodable {
    @Backed var id: Int
    @Backed(Path("sensor", "name")) var name: String
    @Backed(Path("sensor", "place", "room")) var room: String
    @Backed var value: Double
    @Backed var note: String?
    @Backed(Path("sensor", "tag")) var tag: String?
    @Backed(Path("sensor", "place", "floor")) var floor: Int?
}

private let reading = #"{"id":7,"sensor":{"name":"north","place":{"room":"lab"}},"value":21.5}"#

struct InternedKeyTests {
    @Test func aKeyIsInternedOnceAndOnlyDeclaredKeysAreMadeFromStrings() {
        let key = InternedKey("interned-key-test-\(#line)")
        #expect(key.stringValue.hasPrefix("interned-key-test-"))
        #expect(key.intValue == nil)
        expectEqual(InternedKey(stringValue: key.stringValue)?.stringValue, key.stringValue)
        #expect(InternedKey(stringValue: "never-declared-\(UUID())") == nil)
        #expect(InternedKey(intValue: 0) == nil)
        expectEqual("\(key)", "\"\(key.stringValue)\"")
        expectEqual(MemoryLayout<InternedKey>.size, MemoryLayout<UInt>.size)
    }

    @Test func aModelReadOnlyByRunsDecodesWithInternedKeys() throws {
        let decoded = try decode(Reading.self, from: reading)
        expectEqual(
            [String(decoded.id), decoded.name, decoded.room, String(decoded.value)],
            [
                "7", "north", "lab", "21.5",
            ])
    }

    /// Encoding writes each object with interned keys what the `AnyCodingKey` side writes.
    @Test func aModelReadOnlyByRunsEncodesWithInternedKeys() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let interned = String(
            decoding: try encoder.encode(try decode(Reading.self, from: reading)), as: UTF8.self)
        let plain = String(
            decoding: try encoder.encode(try decode(ReadingTwin.self, from: reading)), as: UTF8.self)
        expectEqual(interned, #"{"id":7,"sensor":{"name":"north","place":{"room":"lab"}},"value":21.5}"#)
        expectEqual(plain, interned)
    }

    /// Each member removed, and each value replaced by `null`, a string, a number and an
    /// array: interned and `AnyCodingKey` containers fail alike (case, path and message),
    /// and the interned side's paths are made of interned keys.
    @Test func internedAndPlainKeysReportTheSameErrors() throws {
        let mutants = PayloadMutants.of(try JSONDecoder().decode(CodableValue.self, from: Data(reading.utf8)))
        var failures = 0
        for (mutant, payload) in mutants {
            let data = try JSONEncoder().encode(payload)
            let interned = Result { try JSONDecoder().decode(Reading.self, from: data) }
            let plain = Result { try JSONDecoder().decode(ReadingTwin.self, from: data) }
            switch (interned, plain) {
            case (.success(let lhs), .success(let rhs)):
                #expect(lhs.id == rhs.id && lhs.name == rhs.name && lhs.room == rhs.room, "\(mutant)")
            case (.failure(let lhs as DecodingError), .failure(let rhs as DecodingError)):
                failures += 1
                let (lhsCase, lhsContext) = lhs.parts
                let (rhsCase, rhsContext) = rhs.parts
                expectEqual(lhsCase, rhsCase, "\(mutant)")
                expectEqual(
                    pathString(lhsContext.codingPath, error: lhs),
                    pathString(rhsContext.codingPath, error: rhs))
                expectEqual(lhsContext.debugDescription, rhsContext.debugDescription, "\(mutant)")
            default:
                Issue.record("\(mutant): \(interned) against \(plain)")
            }
        }
        #expect(failures > 10)
        let error = try #require(
            decodingError(Reading.self, from: #"{"id":7,"sensor":{"place":{}},"value":1}"#))
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("Expected keyNotFound, got \(error)")
            return
        }
        #expect(key is InternedKey && context.codingPath.allSatisfy { $0 is InternedKey })
    }
}
