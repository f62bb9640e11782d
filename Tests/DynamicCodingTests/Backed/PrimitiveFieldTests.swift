import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// Required strings, numbers, booleans and number dates at plain keys: the fields the
/// schema decodes without generic code, in runs of one object's fields.
private struct Reading: BackedDecodable, Equatable {
    @Backed var id: Int
    @Backed var name: String
    @Backed var ok: Bool
    @Backed var value: Double
    @Backed(strategy: .secondsSince1970) var taken: Date
    @Backed(strategy: .millisecondsSince1970) var sent: Date
    @Backed(Path("place", "x")) var x: Double
    @Backed(Path("place", "y")) var y: Double
    @Backed("logged" ?? "logged_at", strategy: .millisecondsSince1970) var logged: Date
}

private let reading = """
    {"id": 7, "name": "a", "ok": true, "value": 1.5, "taken": 1613984296, "sent": 1613984296500,
     "place": {"x": 1, "y": 2}, "logged": null, "logged_at": 1613984996250}
    """

struct PrimitiveFieldTests {
    @Test func everyKindDecodesIntoItsProperty() throws {
        let decoded = try decode(Reading.self, from: reading)
        expectEqual(decoded.id, 7)
        expectEqual(decoded.name, "a")
        #expect(decoded.ok)
        expectEqual(decoded.value, 1.5)
        expectEqual(decoded.taken, Date(timeIntervalSince1970: 1_613_984_296))
        expectEqual(decoded.sent, Date(timeIntervalSince1970: 1_613_984_296.5))
        expectEqual(decoded.x, 1)
        expectEqual(decoded.y, 2)
        expectEqual(decoded.logged, Date(timeIntervalSince1970: 1_613_984_996.25))
    }

    @Test func aNumberDateOfTheWrongTypeFailsAtItsKey() {
        expectDecodingFailure(
            Reading.self, from: reading.replacingOccurrences(of: "1613984296500", with: "\"noon\""),
            .typeMismatch, at: "sent", message: "Expected to decode Double but found a string instead.")
    }

    @Test func aMissingObjectOfARunIsReportedAtItsKey() {
        expectDecodingFailure(
            Reading.self, from: reading.replacingOccurrences(of: "\"place\"", with: "\"elsewhere\""),
            .keyNotFound, at: "place", message: "No value associated with key \"place\".")
    }

    @Test func anAlternativeDateOfTheWrongTypeNamesEveryAttempt() {
        let attempts = [
            "logged: logged: Expected Date value but found null instead.",
            "logged_at: logged_at: Expected to decode Double but found bool instead.",
        ]
        expectDecodingFailure(
            Reading.self, from: reading.replacingOccurrences(of: "1613984996250", with: "true"),
            .typeMismatch, at: "logged_at",
            message: "No path matched:\n" + attempts.map { "- \($0)" }.joined(separator: "\n"),
            failure: .noAlternativeMatched(attempts: attempts))
    }
}
