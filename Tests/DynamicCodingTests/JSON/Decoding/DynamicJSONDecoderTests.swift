import DynamicCoding
import Foundation
import Testing

/// What ``DynamicJSONDecoder`` adds to `JSONDecoder`'s behaviour: where errors are, keys in
/// the document's order, and the options' exact effects.
struct DynamicJSONDecoderTests {
    struct Account: Decodable, Equatable {
        var userID: Int
        var displayName: String
        var tags: [String: Int]
    }

    @Test func errorsSayWhereTheValueIs() throws {
        let json = "{\n  \"userID\": \"7\",\n  \"displayName\": \"Ada\",\n  \"tags\": {}\n}"
        let error = #expect(throws: DecodingError.self) {
            try DynamicJSONDecoder().decode(Account.self, from: Data(json.utf8))
        }
        guard case .typeMismatch(let type, let context) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect("\(type)" == "Int")
        #expect(context.codingPath.map(\.stringValue) == ["userID"])
        #expect(
            context.debugDescription
                == "Expected to decode Int but found a string instead. At line 2, column 13.")
    }

    @Test func syntaxErrorsSayWhatWasExpected() throws {
        let error = #expect(throws: DecodingError.self) {
            try DynamicJSONDecoder().decode([Int].self, from: Data("[1,\n 2 x]".utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(context.codingPath.isEmpty)
        #expect(
            context.debugDescription
                == "The given data was not valid JSON: expected ',' or ']' after an element but found 'x' at line 2, column 4."
        )
    }

    @Test func aNumberOutOfRangeIsATypeMismatchAtItsPath() throws {
        let error = #expect(throws: DecodingError.self) {
            try DynamicJSONDecoder().decode([UInt8].self, from: Data("[1, 300]".utf8))
        }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["Index 1"])
        #expect(
            context.debugDescription
                == "Expected to decode UInt8 but found the number 300, which UInt8 cannot represent. At line 1, column 5."
        )
    }

    @Test func keysComeInTheDocumentsOrder() throws {
        let value = try DynamicJSONDecoder().decode(
            CodableValue.self, from: Data(#"{"zeta":1,"alpha":{"y":1,"x":2}}"#.utf8))
        #expect(value.objectValue?.keys == ["zeta", "alpha"])
        #expect(value["alpha"]?.objectValue?.keys == ["y", "x"])
    }

    @Test func snakeCaseConvertsModelKeysButNotDictionaryKeys() throws {
        let decoder = DynamicJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        struct Profile: Decodable, Equatable {
            var userId: Int
            var tags: [String: Int]
        }
        let json = #"{"user_id":1,"tags":{"first_tag":2}}"#
        let profile = try decoder.decode(Profile.self, from: Data(json.utf8))
        #expect(profile == Profile(userId: 1, tags: ["first_tag": 2]))
    }

    @Test func datesDataAndFloatsFollowTheirStrategies() throws {
        struct Record: Decodable, Equatable {
            var at: Date
            var blob: Data
            var ratio: Double
        }
        let decoder = DynamicJSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let json = #"{"at":86400,"blob":"AQI=","ratio":"-inf"}"#
        let record = try decoder.decode(Record.self, from: Data(json.utf8))
        #expect(
            record == Record(at: Date(timeIntervalSince1970: 86400), blob: Data([1, 2]), ratio: -.infinity))
    }

    @Test func aDocumentOfMembersIsOneObject() throws {
        struct Pair: Decodable, Equatable {
            var a: Int
            var b: String
        }
        let decoder = DynamicJSONDecoder()
        decoder.assumesTopLevelDictionary = true
        #expect(try decoder.decode(Pair.self, from: Data(#""a": 1, "b": "x""#.utf8)) == Pair(a: 1, b: "x"))
        #expect(try decoder.decode(Pair.self, from: Data(#"{"a": 2, "b": "y"}"#.utf8)) == Pair(a: 2, b: "y"))
    }

    @Test func aLargeObjectIsSearchedByIndex() throws {
        let members = (0..<100).map { #""k\#($0)":\#($0)"# }.joined(separator: ",")
        let dictionary = try DynamicJSONDecoder().decode(
            [String: Int].self, from: Data("{\(members),\"k5\":-1}".utf8))
        #expect(dictionary.count == 100)
        #expect(dictionary["k5"] == 5)
        #expect(dictionary["k99"] == 99)
    }

    /// A model that keeps its decoder, to read from it after the decode returned.
    struct Keeper: Decodable {
        let decoder: any Decoder

        init(from decoder: any Decoder) throws {
            self.decoder = decoder
        }
    }

    enum NameKey: String, CodingKey { case name }

    /// The decoder reads the caller's bytes in place; a decoder kept past the decode reads a
    /// copy (under ASan in CI, reading the caller's freed bytes would stop the test).
    @Test(arguments: ["Ada", String(repeating: "Ada Lovelace ", count: 20)])
    func aDecoderKeptPastItsDecodeStillReads(_ name: String) throws {
        func decodeKeeper() throws -> Keeper {
            let data = Data(#"{"name":"\#(name)"}"#.utf8)
            return try DynamicJSONDecoder().decode(Keeper.self, from: data)
        }
        let keeper = try decodeKeeper()
        let container = try keeper.decoder.container(keyedBy: NameKey.self)
        #expect(try container.decode(String.self, forKey: .name) == name)
    }
}
