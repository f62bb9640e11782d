import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// Required strings, numbers, booleans and number dates at plain keys: the fields the
/// schema encodes without generic code, in runs of one object's fields. A field of a run
/// without a value of its own (its default, or never set) is written by its own mapping.
private struct Sample: BackedCodable, Equatable {
    @Backed var id: Int
    @Backed(Path("names", "first")) var first: String
    @Backed(Path("names", "last")) var last: String
    @Backed(Path("names", "nick"), defaultValue: "none") var nick: String
    @Backed(Path("names", "middle")) var middle: String
    @Backed(Path("stats", "ok")) var ok: Bool
    @Backed(Path("stats", "value")) var value: Double
    @Backed(Path("stats", "taken"), strategy: .secondsSince1970) var taken: Date
    @Backed(Path("stats", "sent"), strategy: .millisecondsSince1970) var sent: Date
    @Backed("retries", defaultValue: 3) var retries: Int

    init() {}

    init(middle: String?) {
        id = 7
        first = "Ada"
        last = "Lovelace"
        if let middle { self.middle = middle }
        ok = true
        value = 1.5
        taken = Date(timeIntervalSince1970: 1_613_984_296)
        sent = Date(timeIntervalSince1970: 1_613_984_296.5)
    }
}

/// A run beside a key two properties write: the model notes keys, and no field runs.
private struct Twice: BackedEncodable {
    @Backed("a") var first: String
    @Backed("a") var second: String

    init() {}

    init(_ first: String, _ second: String) {
        self.first = first
        self.second = second
    }
}

/// A primitive field that other properties nest under: it is written as an object's key.
private struct Shared: BackedEncodable {
    @Backed("box") var box: String
    @Backed(Path("box", "inner")) var inner: Int

    init() {}

    init(box: String, inner: Int) {
        self.box = box
        self.inner = inner
    }
}

struct PrimitiveEncodingTests {
    @Test func everyKindIsWrittenAtItsKeyDefaultsIncluded() throws {
        try expectEncodes(
            Sample(middle: "King"),
            to: """
                {"id": 7, "names": {"first": "Ada", "last": "Lovelace", "nick": "none", "middle": "King"},
                 "stats": {"ok": true, "value": 1.5, "taken": 1613984296, "sent": 1613984296500},
                 "retries": 3}
                """)
    }

    @Test func aDecodedSampleRoundTrips() throws {
        let json = """
            {"id": 1, "names": {"first": "A", "last": "B", "nick": "C", "middle": "D"},
             "stats": {"ok": false, "value": -2, "taken": 0, "sent": 1500}, "retries": 0}
            """
        let decoded = try decode(Sample.self, from: json)
        expectEqual(decoded.sent, Date(timeIntervalSince1970: 1.5))
        try expectEncodes(decoded, to: json)
    }

    @Test func aFieldNeverSetInARunIsAnErrorNamingIt() {
        expectEncodingFailure(
            Sample(middle: nil), at: "", message: "Sample.middle was never set and has no default value.",
            failure: .unsetProperty(property: "Sample.middle"))
    }

    @Test func twoPropertiesWritingOneKeyStillFail() {
        expectKeyWrittenTwice(Twice("x", "y"), key: "a", first: "Twice.first", second: "Twice.second")
    }

    @Test func aPrimitiveOthersNestUnderIsNoObject() {
        expectEncodingFailure(
            Shared(box: "b", inner: 1), at: "",
            message:
                "Invalid @Backed declaration of Shared.box: its value at \"box\" is a single value, not an object, so the properties nested "
                + "under that key cannot be written into it.",
            failure: .invalidDeclaration(
                property: "Shared.box",
                problem:
                    "its value at \"box\" is a single value, not an object, so the properties nested under that "
                    + "key cannot be written into it."))
    }
}
