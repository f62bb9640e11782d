import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// KeyedCodable's `Location`.
private struct Location: Codable, Equatable {
    let latitude: Double
    let longitude: Double
}

/// KeyedCodable's `InnerWithFlatExample`.
private struct InnerWithFlatExample: BackedCodable, Equatable {
    @Backed(.flat) var location: Location?
    @Backed() var greeting: String
}

/// A required flat value, and one with a default.
private struct Placed: BackedCodable, Equatable {
    @Backed(.flat) var location: Location
    @Backed(.flat, defaultValue: Location(latitude: 0, longitude: 0)) var origin: Location
}

/// A flat value that encodes as a single value, beside another key.
private struct FlatScalar: BackedCodable {
    @Backed(.flat) var tag: Fruits
    @Backed() var greeting: String
}

/// Models that are the value of their one `.flat` property.
private struct OptionalNumber: BackedCodable { @Backed(.flat) var value: Int? }
private struct HoldsOptionalNumber: BackedCodable { @Backed var wrapped: OptionalNumber }
private struct OptionalLocation: BackedCodable { @Backed(.flat) var location: Location? }

struct FlatTests {
    @Test func aModelThatIsAnOptionalValueWritesNullBackAsNull() throws {
        // Written as `{}` before, which reads back as no `Int?`.
        expectEqual(try encodeJSON(try decode(OptionalNumber.self, from: "null")), "null")
        expectEqual(try encodeJSON(try decode(OptionalNumber.self, from: "3")), "3")
        expectEqual(try encodeJSON(OptionalNumber()), "null")
        try expectEncodes(
            try decode(HoldsOptionalNumber.self, from: #"{"wrapped":null}"#), to: #"{"wrapped":null}"#)
    }

    @Test func aModelThatIsAnOptionalGroupWritesBackWhatItRead() throws {
        expectEqual(try encodeJSON(try decode(OptionalLocation.self, from: "{}")), "{}")
        expectEqual(try encodeJSON(try decode(OptionalLocation.self, from: "null")), "null")
        var location = try decode(OptionalLocation.self, from: #"{"latitude":1,"longitude":2}"#)
        try expectEncodes(location, to: #"{"latitude":1,"longitude":2}"#)
        location.location = nil
        expectEqual(try encodeJSON(location), "null")
    }

    @Test func flatValueDecodesFromTheSameLevel() throws {
        let json = #"{"longitude":3.2,"latitude":3.4,"greeting":"hallo"}"#
        let example = try decode(InnerWithFlatExample.self, from: json)
        expectEqual(example.location, Location(latitude: 3.4, longitude: 3.2))
        expectEqual(example.greeting, "hallo")
    }

    @Test(arguments: [#"{"greeting":"hallo"}"#, #"{"latitude":3.4,"greeting":"hallo"}"#])
    func optionalFlatValueIsNilWhenItsKeysAreMissing(json: String) throws {
        let example = try decode(InnerWithFlatExample.self, from: json)
        #expect(example.location == nil)
        expectEqual(example.greeting, "hallo")
    }

    @Test func flatValueOfTheWrongTypeIsAnError() {
        expectDecodingFailure(
            InnerWithFlatExample.self, from: #"{"latitude":"north","longitude":3.2,"greeting":"hallo"}"#,
            .typeMismatch, at: "latitude", message: "Expected to decode Double but found a string instead.")
    }

    @Test func requiredFlatValueWithMissingKeysIsKeyNotFound() throws {
        expectDecodingFailure(
            Placed.self, from: #"{"latitude":3.4}"#, .keyNotFound, at: "longitude",
            message:
                #"No value associated with key CodingKeys(stringValue: "longitude", intValue: nil) ("longitude")."#
        )
        let placed = try decode(Placed.self, from: #"{"latitude":3.4,"longitude":3.2}"#)
        expectEqual(placed.location, Location(latitude: 3.4, longitude: 3.2))
        expectEqual(placed.origin, Location(latitude: 3.4, longitude: 3.2))
    }

    @Test func roundTripWritesTheFlatKeysBesideTheOthers() throws {
        let json = #"{"longitude":3.2,"latitude":3.4,"greeting":"hallo"}"#
        let example = try expectRoundTrip(InnerWithFlatExample.self, from: json)
        try expectEncodes(example, to: json)
        try expectEncodes(
            try decode(InnerWithFlatExample.self, from: #"{"greeting":"hallo"}"#),
            to: #"{"greeting":"hallo"}"#)
    }

    @Test func flatValueThatIsNotAnObjectIsAnEncodingError() {
        var model = FlatScalar()
        model.tag = .apples
        model.greeting = "hallo"
        let problem =
            "its .flat value is a single value, not an object, so its keys cannot be merged into the enclosing "
            + "object."
        expectEncodingFailure(
            model, at: "", message: "Invalid @Backed declaration of FlatScalar.tag: \(problem)",
            failure: .invalidDeclaration(property: "FlatScalar.tag", problem: problem))
    }
}
