import ExpectationSupport
import Foundation
import Testing

@testable import DynamicCoding

/// A model with declared properties between keys no property reads.
private struct OrderedJob: BackedCodable {
    @Backed var name: String
    @Backed(Path("runs", "on")) var runner: String?
    @Backed(.otherKeys) var extra: CodableValue.Object
}

/// Notes the keys of the object written to it, in the order written, as a coder that keeps
/// order (Yams's) would write them; the values are discarded.
private final class KeyNotes {
    var keys: [String] = []
}

private struct KeyNotingEncoder: Encoder {
    let notes = KeyNotes()
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyNotingContainer<Key>(notes: notes))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { discarding.unkeyedContainer() }
    func singleValueContainer() -> any SingleValueEncodingContainer { discarding.singleValueContainer() }
}

/// Where the values go.
private var discarding: DiscardingEncoder { DiscardingEncoder(codingPath: [], userInfo: [:]) }

private struct KeyNotingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let notes: KeyNotes
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { notes.keys.append(key.stringValue) }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        notes.keys.append(key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        notes.keys.append(key.stringValue)
        return discarding.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        notes.keys.append(key.stringValue)
        return discarding.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { discarding }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        notes.keys.append(key.stringValue)
        return discarding
    }
}

/// The keys of the object `job` writes, in order.
private func writtenKeys(_ job: OrderedJob) throws -> [String] {
    let encoder = KeyNotingEncoder()
    try job.encode(to: encoder)
    return encoder.notes.keys
}

/// The document order a catch-all remembers is its model's, kept beside its value: the
/// entries compare as a plain `CodableValue.Object`, and setting them keeps the order.
struct OtherKeysOrderTests {
    private let document: CodableValue = [
        "if": "always", "name": "build", "runs": ["shell": "bash", "on": "linux"], "timeout": 10,
    ]

    @Test func theEntriesReadInTheDocumentsOrderAreAPlainValue() throws {
        let job = try OrderedJob(from: ValueTreeDecoder(document))
        let entries: CodableValue.Object = ["if": "always", "runs": ["shell": "bash"], "timeout": 10]
        expectEqual(job.extra, entries)
        expectEqual(job.extra.hashValue, entries.hashValue)
        #expect(job.extra != ["timeout": 10, "if": "always", "runs": ["shell": "bash"]])
    }

    @Test func theModelIsWrittenInTheDocumentsOrderAfterItsCatchAllIsSet() throws {
        var job = try OrderedJob(from: ValueTreeDecoder(document))
        try expectEqual(writtenKeys(job), ["if", "name", "runs", "timeout"])
        job.extra["needs"] = "lint"
        try expectEqual(writtenKeys(job), ["if", "name", "runs", "timeout", "needs"])
        job.extra = ["timeout": 5, "if": "never"]
        try expectEqual(writtenKeys(job), ["if", "name", "runs", "timeout"])
    }

    @Test func entriesCopiedIntoAModelMadeInCodeBringNoOrder() throws {
        let read = try OrderedJob(from: ValueTreeDecoder(document))
        var job = OrderedJob()
        job.name = "lint"
        job.extra = read.extra
        try expectEqual(writtenKeys(job), ["name", "if", "runs", "timeout"])
    }
}
