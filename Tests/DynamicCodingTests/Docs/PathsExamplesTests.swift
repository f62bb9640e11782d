import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Every Swift example of Documentation.docc/Paths.md. Types keep the article's names
// inside the namespace; statements go in tests; each `// result` comment is an exact
// expectation.

enum PathsExamples {
    struct User: BackedDecodable {
        @Backed var email: String  // the property's name
        @Backed("uuid") var id: String  // a key
        @Backed("meta.version") var version: Int  // one key, dot included
        @Backed(Path("attributes", "first_name")) var firstName: String  // nested keys
        @Backed(Path(dotted: "attributes.last_name")) var lastName: String  // the same, dotted
        @Backed(Path("emails", 1)) var backupEmail: String?  // an array index
        @Backed(Path("attributes", "nickname") ?? "nickname") var nickname: String  // fallbacks
    }

    struct Account: BackedDecodable {
        @Backed var homeAddress: String
        @Backed(Path("contactInfo", "phoneNumber")) var phone: String
    }

    struct Inventory: BackedDecodable {
        @Backed(Path("counts", .allKeys)) var fruits: [String]
        @Backed(Path("counts", .allValues)) var counts: [Int]
        @Backed(Path("counts", .allKeys, 0)) var firstFruit: String
        @Backed(Path("counts", .keys(where: { (_, count: Int) in count < 10 }))) var scarce: [String]
        @Backed(Path("counts", .values(where: { (_, count: Int) in count >= 9 }))) var large: [Int]
        @Backed(Path("counts", .keys(where: { (key: String) in key.hasPrefix("b") }))) var bFruits: [String]
        @Backed(Path("counts", .values(where: { (count: Int) in count % 2 == 0 }))) var even: [Int]
    }

    struct Location: Codable {
        let latitude: Double
        let longitude: Double
    }

    struct Greeting: BackedCodable {
        @Backed(.flat) var location: Location?
        @Backed var greeting: String
    }

    struct Ref: BackedCodable {
        @Backed(.flat) var logicalName: String
    }

    struct GetAtt: BackedCodable {
        @Backed(Path(0)) var resource: String
        @Backed(Path(1)) var attribute: String
    }

    /// "a `nil` optional is written `null` before a written element and left out after the
    /// last one, unless it was read as `null` and not set since".
    struct Range: BackedCodable {
        @Backed(Path(0)) var start: Int
        @Backed(Path(1)) var end: Int?
        @Backed(Path(2)) var step: Int?
    }

    /// "`"10"` is `10` for `[Int]`, in sorted key-string order".
    struct Pages: BackedDecodable {
        @Backed(Path("pages", .allKeys)) var numbers: [Int]
    }

    /// "A property whose type cannot hold the list a fan-out yields fails".
    struct Count: BackedDecodable {
        @Backed(Path("counts", .allValues)) var count: Int
    }

    struct Tests {
        @Test func keysAndPaths() throws {
            let user = try JSONDecoder().decode(
                User.self,
                from: Data(
                    """
                    {
                        "email": "ada@example.com",
                        "uuid": "42",
                        "meta.version": 3,
                        "attributes": {"first_name": "Ada", "last_name": "Lovelace"},
                        "emails": ["ada@example.com", "countess@example.org"],
                        "nickname": "Countess"
                    }
                    """.utf8))
            expectEqual(user.email, "ada@example.com")
            expectEqual(user.id, "42")
            expectEqual(user.version, 3)
            expectEqual(user.firstName, "Ada")
            expectEqual(user.lastName, "Lovelace")
            expectEqual(user.backupEmail, "countess@example.org")
            expectEqual(user.nickname, "Countess")
        }

        @Test func inferredKeysFollowTheKeyDecodingStrategy() throws {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            let account = try decoder.decode(
                Account.self,
                from: Data(
                    """
                    {"home_address": "Marylebone", "contact_info": {"phone_number": "0207"}}
                    """.utf8))
            expectEqual(account.homeAddress, "Marylebone")
            expectEqual(account.phone, "0207")
        }

        @Test func dottedPaths() {
            expectEqual(Path(dotted: "additionalInfo.elevation"), Path("additionalInfo", "elevation"))
            expectEqual(Path(dotted: "meta/v1.2", separator: "/"), Path("meta", "v1.2"))
            expectEqual(Path(dotted: #"meta\.version"#), Path("meta.version"))
            #expect(Path(dotted: #"meta\.version"#) != Path("meta", "version"))
        }

        @Test func fanOutComponents() throws {
            let inventory = try JSONDecoder().decode(
                Inventory.self,
                from: Data(
                    """
                    {"counts": {"apples": 12, "oranges": 9, "bananas": 6}}
                    """.utf8))
            expectEqual(inventory.fruits, ["apples", "bananas", "oranges"])
            expectEqual(inventory.counts, [12, 6, 9])
            expectEqual(inventory.firstFruit, "apples")
            expectEqual(inventory.scarce, ["bananas", "oranges"])
            expectEqual(inventory.large, [12, 9])
            expectEqual(inventory.bFruits, ["bananas"])
            expectEqual(inventory.even, [12, 6])
        }

        @Test func appendingSharesABasePath() {
            let base: Path = "foo" ?? "bar"
            expectEqual(base.appending("wow", 42).description, "foo.wow[42] ?? bar.wow[42]")
        }

        @Test func listedKeysDecodeAsDictionaryKeysInKeyStringOrder() throws {
            let pages = try JSONDecoder().decode(
                Pages.self, from: Data(#"{"pages":{"2":"b","10":"j","1":"a"}}"#.utf8))
            expectEqual(pages.numbers, [1, 10, 2])
        }

        @Test func aFanOutIntoAScalarIsAnError() {
            expectDecodingFailure(
                Count.self, from: #"{"counts": {"apples": 12}}"#, .typeMismatch, at: "counts",
                message: "Expected Int but the path yields a list of 1 values; use an array or set type.")
        }

        @Test func flatGrouping() throws {
            let greeting = try JSONDecoder().decode(
                Greeting.self,
                from: Data(
                    """
                    {"latitude": 3.4, "longitude": 3.2, "greeting": "hallo"}
                    """.utf8))
            expectEqual(greeting.location?.latitude, 3.4)
            expectEqual(greeting.location?.longitude, 3.2)
            let alone = try JSONDecoder().decode(Greeting.self, from: Data(#"{"greeting": "hallo"}"#.utf8))
            #expect(alone.location == nil)

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            expectEqual(
                String(decoding: try encoder.encode(greeting), as: UTF8.self),
                #"{"greeting":"hallo","latitude":3.4,"longitude":3.2}"#)
        }

        @Test func modelsThatAreNotObjects() throws {
            let ref = try JSONDecoder().decode(Ref.self, from: Data(#""Bucket""#.utf8))
            expectEqual(ref.logicalName, "Bucket")
            let getAtt = try JSONDecoder().decode(GetAtt.self, from: Data(#"["Role", "Arn"]"#.utf8))
            expectEqual(getAtt.attribute, "Arn")
            expectEqual(String(decoding: try JSONEncoder().encode(getAtt), as: UTF8.self), #"["Role","Arn"]"#)
            expectEqual(String(decoding: try JSONEncoder().encode(ref), as: UTF8.self), #""Bucket""#)
        }

        @Test func anArrayModelWritesNullOnlyBeforeAWrittenElement() throws {
            var range = try JSONDecoder().decode(Range.self, from: Data("[1, null, 3]".utf8))
            expectEqual(String(decoding: try JSONEncoder().encode(range), as: UTF8.self), "[1,null,3]")
            range.step = nil
            expectEqual(String(decoding: try JSONEncoder().encode(range), as: UTF8.self), "[1,null]")
            range.end = nil
            expectEqual(String(decoding: try JSONEncoder().encode(range), as: UTF8.self), "[1]")
            range.step = 3
            expectEqual(String(decoding: try JSONEncoder().encode(range), as: UTF8.self), "[1,null,3]")
        }

        /// "(a `Ref` is `{"type": "string"}`)".
        @Test func theSchemaOfAValueModelIsItsValue() throws {
            let schema = try JSONSchema(for: Ref.self).document
            expectEqual(schema["$defs"]?["Ref"], ["type": "string"])
        }
    }
}
