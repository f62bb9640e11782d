import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// A key inferred from the property name, and an explicit one.
private struct Person: BackedCodable, Equatable {
    @Backed() var firstName: String
    @Backed("last_name") var lastName: String
}

/// The same keys in a synthesized `Codable` type, to compare key strategies against.
private struct SynthesizedPerson: Codable, Equatable {
    var firstName: String
    var lastName: String

    enum CodingKeys: String, CodingKey {
        case firstName
        case lastName = "last_name"
    }
}

/// Inferred keys only, for the snake-case key strategies.
private struct Account: BackedCodable, Equatable {
    @Backed() var firstName: String
    @Backed() var homeAddress: String?
    @Backed(Path("contactInfo", "phoneNumber")) var phone: String
}

/// A plain string with a dot in it is one key.
private struct Dotted: BackedCodable, Equatable {
    @Backed("foo.bar") var fooBar: String
}

/// KeyedCodable's `Coordinate`, with the nested key in the explicit dotted form.
private struct Coordinate: BackedCodable, Equatable {
    @Backed() var latitude: Double
    @Backed() var longitude: Double
    @Backed(Path(dotted: "additionalInfo.elevation")) var elevation: Double
}

/// Escaped dots and another separator.
private struct Versions: BackedCodable, Equatable {
    @Backed(Path(dotted: #"a\.b.c"#)) var escaped: Int
    @Backed(Path(dotted: "meta/v1.2", separator: "/")) var slashed: String
}

/// DeepCodable's GitHub GraphQL response: keys and an index on the way down.
private struct GraphQLResponse: BackedDecodable, Equatable {
    @Backed(Path("data", "node", "content", "__typename")) var type: String
    @Backed(Path("data", "node", "content", "title")) var title: String
    @Backed(Path("data", "node", "fieldValues", "nodes", 2, "name")) var nodeName: String
    @Backed(Path("data", "node", "fieldValues", "nodes", 2, "field", "name")) var fieldName: String
}

/// DeepCodable's request: several properties under one prefix.
private struct DeeplyNestedRequest: BackedCodable, Equatable {
    @Backed(Path("topLevel", "secondLevel", "thirdLevel")) var bareProperty: String
    @Backed(Path("topLevel", "otherSecondLevel")) var wrappedProperty: String
    @Backed(Path("topLevel", "secondLevel", "fourthLevel")) var count: Int
    @Backed() var flag: Bool
}

/// A nested key and an index into a nested array.
private struct Attributes: BackedDecodable, Equatable {
    @Backed(Path("attributes", "first_name")) var firstName: String
    @Backed(Path("attributes", "values", 1)) var secondValue: Int
}

struct KeyAndPathTests {
    @Test func inferredKeyIsThePropertyName() throws {
        let json = #"{"firstName":"Ada","last_name":"Lovelace"}"#
        let person = try decode(Person.self, from: json)
        expectEqual(person.firstName, "Ada")
        expectEqual(person.lastName, "Lovelace")
        try expectEncodes(person, to: json)
        try expectRoundTrip(Person.self, from: json)
    }

    @Test func explicitKeyNeverFallsBackToThePropertyName() {
        expectDecodingFailure(
            Person.self, from: #"{"firstName":"Ada","lastName":"Lovelace"}"#, .keyNotFound, at: "last_name",
            message: #"No value associated with key "last_name" ("last_name")."#)
    }

    @Test func inferredKeyFollowsTheKeyDecodingStrategy() throws {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let json = #"{"first_name":"Ada","home_address":"Marylebone","contact_info":{"phone_number":"0207"}}"#
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let account = try expectRoundTrip(
            Account.self, from: json, writes: json, decoder: decoder, encoder: encoder)
        expectEqual(account.firstName, "Ada")
        expectEqual(account.homeAddress, "Marylebone")
        expectEqual(account.phone, "0207")
    }

    @Test func explicitKeyUnderTheSnakeCaseStrategyFailsLikeSynthesizedCodable() throws {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let json = #"{"first_name":"Ada","last_name":"Lovelace"}"#
        // The same case and path; the message names the key as each type's CodingKey describes itself.
        let cases: [(any Decodable.Type, String)] = [
            (Person.self, #"No value associated with key "last_name" ("last_name")."#),
            (
                SynthesizedPerson.self,
                #"No value associated with key CodingKeys(stringValue: "last_name", intValue: nil) ("last_name")."#
            ),
        ]
        for (type, message) in cases {
            expectDecodingFailure(.keyNotFound, at: "last_name", message: message) {
                try decoder.decode(type, from: Data(json.utf8))
            }
        }
    }

    @Test func dotsInAPlainStringAreOneKey() throws {
        let json = #"{"foo.bar":"baz"}"#
        let dotted = try decode(Dotted.self, from: json)
        expectEqual(dotted.fooBar, "baz")
        try expectEncodes(dotted, to: json)

        let error = try #require(decodingError(Dotted.self, from: #"{"foo":{"bar":"baz"}}"#))
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("Expected keyNotFound, got \(error)")
            return
        }
        expectEqual(key.stringValue, "foo.bar")
        #expect(context.codingPath.isEmpty)
        expectEqual(context.debugDescription, #"No value associated with key "foo.bar" ("foo.bar")."#)
        #expect(context.underlyingError == nil)
    }

    @Test func dottedPathIsNested() throws {
        expectEqual(Path(dotted: "additionalInfo.elevation"), Path("additionalInfo", "elevation"))
        let json = #"{"latitude":3.4,"longitude":3.2,"additionalInfo":{"elevation":12.5}}"#
        let coordinate = try decode(Coordinate.self, from: json)
        expectEqual(coordinate.latitude, 3.4)
        expectEqual(coordinate.longitude, 3.2)
        expectEqual(coordinate.elevation, 12.5)
        try expectEncodes(coordinate, to: json)
        try expectRoundTrip(Coordinate.self, from: json)
    }

    @Test func escapedDotAndCustomSeparator() throws {
        expectEqual(Path(dotted: #"a\.b.c"#), Path("a.b", "c"))
        expectEqual(Path(dotted: "meta/v1.2", separator: "/"), Path("meta", "v1.2"))
        expectEqual(Path(dotted: #"x\\y.z"#), Path(#"x\y"#, "z"))
        let json = #"{"a.b":{"c":7},"meta":{"v1.2":"two"}}"#
        let versions = try decode(Versions.self, from: json)
        expectEqual(versions.escaped, 7)
        expectEqual(versions.slashed, "two")
        try expectEncodes(versions, to: json)
        try expectRoundTrip(Versions.self, from: json)
    }

    @Test func integerIndexComponentsReachIntoArrays() throws {
        expectEqual(Path("nodes", 2), Path(.key("nodes"), .index(2)))
        let json = """
            {"data": {"node": {
                "content": {"__typename": "Example type", "title": "Example title"},
                "fieldValues": {"nodes": [{}, {}, {"name": "Example node name", "field": {"name": "Example field name"}}]}
            }}}
            """
        let response = try decode(GraphQLResponse.self, from: json)
        expectEqual(response.type, "Example type")
        expectEqual(response.title, "Example title")
        expectEqual(response.nodeName, "Example node name")
        expectEqual(response.fieldName, "Example field name")
    }

    @Test func nestedEncodingWritesOneObjectPerPrefix() throws {
        var request = DeeplyNestedRequest()
        request.bareProperty = "bare"
        request.wrappedProperty = "wrapped"
        request.count = 3
        request.flag = true
        let json = try encodeJSON(request)
        // Raw text on purpose (keys are sorted): canonicalJSON would hide a prefix written twice.
        expectEqual(
            json,
            #"{"flag":true,"topLevel":{"otherSecondLevel":"wrapped","#
                + #""secondLevel":{"fourthLevel":3,"thirdLevel":"bare"}}}"#)
        try expectRoundTrip(DeeplyNestedRequest.self, from: json)
    }

    @Test func missingKeyIsKeyNotFoundWithTheFullPath() {
        expectDecodingFailure(
            Attributes.self, from: #"{"attributes":{"values":[1,2]}}"#, .keyNotFound,
            at: "attributes.first_name",
            message: #"No value associated with key "first_name" ("first_name")."#)
        expectDecodingFailure(
            Attributes.self, from: "{}", .keyNotFound, at: "attributes",
            message: #"No value associated with key "attributes"."#)
    }

    @Test func nullIsValueNotFound() {
        expectDecodingFailure(
            Attributes.self, from: #"{"attributes":{"first_name":null,"values":[1,2]}}"#, .valueNotFound,
            at: "attributes.first_name",
            message: "Cannot get value of type String -- found null value instead")
        expectDecodingFailure(
            Attributes.self, from: #"{"attributes":null}"#, .valueNotFound, at: "attributes",
            message: "Expected Dictionary<String, Any> value but found null instead.")
        expectDecodingFailure(
            Attributes.self, from: #"{"attributes":{"first_name":"Ada","values":[1,null]}}"#, .valueNotFound,
            at: "attributes.values[1]", message: "Expected Int value but found null instead.")
    }

    @Test func wrongTypeIsTypeMismatchWithAPathThroughIndices() {
        expectDecodingFailure(
            Attributes.self, from: #"{"attributes":{"first_name":"Ada","values":["12","34"]}}"#,
            .typeMismatch,
            at: "attributes.values[1]", message: "Expected to decode Int but found a string instead.")
        expectDecodingFailure(
            Attributes.self, from: #"{"attributes":{"first_name":7,"values":[1,2]}}"#, .typeMismatch,
            at: "attributes.first_name", message: "Expected to decode String but found number instead.")
        expectDecodingFailure(
            Attributes.self, from: #"{"attributes":{"first_name":"Ada","values":{"1":2}}}"#, .typeMismatch,
            at: "attributes.values", message: "Expected to decode Array<Any> but found a dictionary instead.")
    }

    @Test func indexPastTheEndIsKeyNotFound() {
        expectDecodingFailure(
            Attributes.self, from: #"{"attributes":{"first_name":"Ada","values":[1]}}"#, .keyNotFound,
            at: "attributes.values[1]", message: #"No value associated with key "Index 1"."#)
    }
}
