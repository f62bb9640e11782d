import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

private struct Numbers: BackedCodable, Equatable {
    @Backed(options: .lossy) var numbers: [Int]
}

/// KeyedCodable's flat-array example: elements are objects.
private struct ArrayElement: Codable, Equatable {
    let element: Int
}

private struct Elements: BackedCodable, Equatable {
    @Backed(options: .lossy) var array: [ArrayElement]
}

private struct Tags: BackedCodable, Equatable {
    @Backed(options: .lossy) var tags: Set<String>
}

private struct Scores: BackedCodable, Equatable {
    @Backed(options: .lossy) var scores: [String: Int]
}

private struct MaybeNumbers: BackedCodable, Equatable {
    @Backed(Path("extra", "numbers"), options: .lossy) var numbers: [Int]?
}

private struct Strict: BackedCodable, Equatable {
    @Backed() var items: [Int]
}

private struct Routes: BackedCodable {
    @Backed(options: .lossy) var routes: [any Route]
}

struct LossyTests {
    @Test func arrayDropsFailingAndNullElementsInOrder() throws {
        let report = DecodingReport()
        let json = #"{"numbers":[1,"two",null,4,true,6]}"#
        try expectEqual(decode(Numbers.self, from: json, report: report).numbers, [1, 4, 6])
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "numbers[1]", .dropped, .typeMismatch,
                    "numbers[1]: Expected to decode Int but found a string instead."),
                ReportLine(
                    "numbers[2]", .dropped, .valueNotFound,
                    "numbers[2]: Expected Int value but found null instead."),
                ReportLine(
                    "numbers[4]", .dropped, .typeMismatch,
                    "numbers[4]: Expected to decode Int but found bool instead."),
            ])
        expectEqual(
            report.entries.map(\.description),
            [
                "numbers[1]: dropped: numbers[1]: Expected to decode Int but found a string instead.",
                "numbers[2]: dropped: numbers[2]: Expected Int value but found null instead.",
                "numbers[4]: dropped: numbers[4]: Expected to decode Int but found bool instead.",
            ])
        try expectRoundTrip(Numbers.self, from: json)
        try expectEncodes(try decode(Numbers.self, from: json), to: #"{"numbers":[1,4,6]}"#)
    }

    @Test func arrayOfObjectsDropsTheInvalidOnes() throws {
        let report = DecodingReport()
        let json = #"{"array":[{"element":1},{},{"element":3},{"element":"four"},{"element":5}]}"#
        let elements = try decode(Elements.self, from: json, report: report)
        expectEqual(elements.array.map(\.element), [1, 3, 5])
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "array[1]", .dropped, .keyNotFound,
                    #"array[1].element: No value found for key "element"."#),
                ReportLine(
                    "array[3]", .dropped, .typeMismatch,
                    "array[3].element: Expected to decode Int but found a string instead."),
            ])
        let nested = try #require(report.entries.last?.error as? DecodingError)
        expectEqual(pathString(nested.parts.1.codingPath), "array[3].element")
        try expectRoundTrip(Elements.self, from: json)
    }

    @Test func setDropsFailingAndNullElements() throws {
        let report = DecodingReport()
        let tags = try decode(Tags.self, from: #"{"tags":["a",1,"b",null,"a"]}"#, report: report)
        expectEqual(tags.tags, ["a", "b"])
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "tags[1]", .dropped, .typeMismatch,
                    "tags[1]: Expected to decode String but found number instead."),
                ReportLine(
                    "tags[3]", .dropped, .valueNotFound,
                    "tags[3]: Expected String value but found null instead."),
            ])
        try expectRoundTrip(Tags.self, from: #"{"tags":["a",1,"b",null,"a"]}"#)
    }

    @Test func dictionaryDropsFailingAndNullEntries() throws {
        let report = DecodingReport()
        let json = #"{"scores":{"a":1,"b":"x","c":null,"d":4}}"#
        let scores = try decode(Scores.self, from: json, report: report)
        expectEqual(scores.scores, ["a": 1, "d": 4])
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "scores.b", .dropped, .typeMismatch,
                    "scores.b: Expected to decode Int but found a string instead."),
                ReportLine(
                    "scores.c", .dropped, .valueNotFound,
                    "scores.c: Expected Int value but found null instead."),
            ])
        try expectEncodes(scores, to: #"{"scores":{"a":1,"d":4}}"#)
        try expectRoundTrip(Scores.self, from: json)
    }

    @Test func optionalArrayIsNilWhenAbsentAndLossyWhenPresent() throws {
        #expect(try decode(MaybeNumbers.self, from: "{}").numbers == nil)
        #expect(try decode(MaybeNumbers.self, from: #"{"extra":null}"#).numbers == nil)
        #expect(try decode(MaybeNumbers.self, from: #"{"extra":{"numbers":null}}"#).numbers == nil)
        let report = DecodingReport()
        let json = #"{"extra":{"numbers":[null,1,"x",2]}}"#
        try expectEqual(decode(MaybeNumbers.self, from: json, report: report).numbers, [1, 2])
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "extra.numbers[0]", .dropped, .valueNotFound,
                    "extra.numbers[0]: Expected Int value but found null instead."),
                ReportLine(
                    "extra.numbers[2]", .dropped, .typeMismatch,
                    "extra.numbers[2]: Expected to decode Int but found a string instead."),
            ])
        try expectEncodes(try decode(MaybeNumbers.self, from: json), to: #"{"extra":{"numbers":[1,2]}}"#)
        try expectEncodes(try decode(MaybeNumbers.self, from: "{}"), to: "{}")
    }

    @Test func aMissingRequiredLossyCollectionIsKeyNotFound() {
        expectDecodingFailure(
            Numbers.self, from: "{}", .keyNotFound, at: "numbers",
            message: #"No value associated with key "numbers"."#)
        expectDecodingFailure(
            Scores.self, from: "{}", .keyNotFound, at: "scores",
            message: #"No value associated with key "scores"."#)
        expectDecodingFailure(
            Numbers.self, from: #"{"numbers":null}"#, .valueNotFound, at: "numbers",
            message: "Cannot get unkeyed decoding container -- found null value instead")
    }

    @Test func collectionOfTheWrongTypeIsStillAnErrorWhenLossy() {
        expectDecodingFailure(
            MaybeNumbers.self, from: #"{"extra":{"numbers":"1,2"}}"#, .typeMismatch, at: "extra.numbers",
            message: "Expected to decode Array<Any> but found a string instead.")
        expectDecodingFailure(
            Numbers.self, from: #"{"numbers":{"0":1}}"#, .typeMismatch, at: "numbers",
            message: "Expected to decode Array<Any> but found a dictionary instead.")
    }

    @Test func polymorphicArrayDropsUnknownTypes() throws {
        let registry = try makeRouteRegistry()
        let report = DecodingReport()
        let json = """
            {"routes": [{"type": "homescreen"}, {"type": "settings"}, \(DetailScreenRoute.first.json),
                        {"id": "x"}, null]}
            """
        let routes = try decode(Routes.self, from: json, registry: registry, report: report).routes
        #expect(sameElements(routes, [HomeScreenRoute(), DetailScreenRoute.first] as [any Route]))
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "routes[1]", .dropped, .dataCorrupted,
                    #"routes[1].type: Unknown type identifier "settings" for Route; registered identifiers: "detailscreen", "homescreen", "legacy", "profilescreen"."#
                ),
                ReportLine(
                    "routes[3]", .dropped, .keyNotFound,
                    #"routes[3].type: Missing discriminator "type" needed to choose a type for Route."#),
                ReportLine(
                    "routes[4]", .dropped, .valueNotFound,
                    "routes[4]: Expected Route value but found null instead."),
            ])
        let unknown = try #require(report.entries.first?.error as? DecodingError)
        expectEqual(
            unknown.parts.1.underlyingError as? DynamicCodingFailure,
            .unknownTypeIdentifier("settings", base: "Route", registered: routeIdentifiers))
        try expectEncodes(
            try decode(Routes.self, from: json, registry: registry),
            to: #"{"routes":[{"type":"homescreen"},\#(DetailScreenRoute.first.json)]}"#, registry: registry)
    }

    @Test func aFailingElementWithoutLossyFailsTheDecode() {
        expectDecodingFailure(
            Strict.self, from: #"{"items":[1,2,"three"]}"#, .typeMismatch, at: "items[2]",
            message: "Expected to decode Int but found a string instead.")
        expectDecodingFailure(
            Strict.self, from: #"{"items":[1,null]}"#, .valueNotFound, at: "items[1]",
            message: "Cannot get value of type Int -- found null value instead")
    }

    @Test(.timeLimit(.minutes(1)))
    func lossyMovesPastFailedElementsWithAPropertyListDecoder() throws {
        let report = DecodingReport()
        let decoder = makePropertyListDecoder(report: report)
        let numbers = try propertyList(fromJSON: #"{"numbers":[1,"two",3,[4],{"five":5},6]}"#)
        try expectEqual(decoder.decode(Numbers.self, from: numbers).numbers, [1, 3, 6])
        let elements = try propertyList(
            fromJSON: #"{"array":[{"element":1},{"element":"x"},{},{"element":3},[7]]}"#)
        try expectEqual(decoder.decode(Elements.self, from: elements).array.map(\.element), [1, 3])
        expectEqual(
            report.recordedLines,
            [
                ReportLine(
                    "numbers[1]", .dropped, .typeMismatch,
                    "numbers[1]: Expected to decode Int but found a string instead."),
                ReportLine(
                    "numbers[3]", .dropped, .typeMismatch,
                    "numbers[3]: Expected to decode Int but found an array instead."),
                ReportLine(
                    "numbers[4]", .dropped, .typeMismatch,
                    "numbers[4]: Expected to decode Int but found a dictionary instead."),
                ReportLine(
                    "array[1]", .dropped, .typeMismatch,
                    "array[1].element: Expected to decode Int but found a string instead."),
                ReportLine(
                    "array[2]", .dropped, .keyNotFound,
                    #"array[2].element: No value found for key "element"."#),
                ReportLine(
                    "array[4]", .dropped, .typeMismatch,
                    "array[4]: Expected to decode Dictionary<String, Any> but found an array instead."),
            ])
    }

    @Test(.timeLimit(.minutes(1)))
    func lossyMovesPastFailedElementsWithAJSONDecoder() throws {
        let json =
            #"{"array":[{"element":"x"},[1],"s",{"element":2},{"element":{"deep":[1,2]}},{"element":3}]}"#
        try expectEqual(decode(Elements.self, from: json).array.map(\.element), [2, 3])
    }
}
