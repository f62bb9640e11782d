import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Numbers and booleans written as strings (CloudFormation's `"MemorySize": "128"`, a
// server's `"discoverable": "true"`), read where a property or its model asks for it,
// and written back as read.

private struct Function: BackedCodable {
    @Backed("MemorySize", options: .lax) var memorySize: Int?
    @Backed("Timeout", options: .lax) var timeout: Int
    @Backed("Ratio", options: .lax) var ratio: Double?
    @Backed("Enabled", options: .lax) var enabled: Bool
    @Backed("Retries", defaultValue: 3, options: .lax) var retries: Int
    @Backed("Handler") var handler: String
}

private struct Strict: BackedCodable {
    @Backed("Timeout") var timeout: Int
}

private struct Account: BackedCodable, LaxScalars {
    @Backed var discoverable: Bool?
    @Backed var followers: Int
    @Backed(Path("meta", "score") ?? "score") var score: Double
    @Backed var name: String
}

/// Models whose only objects are read by primitive runs (keyed by interned keys when
/// decoding): a value read from a string is written back by the property's own encoding.
private struct LaxCount: BackedCodable { @Backed("n", options: .lax) var count: Int }
private struct LaxFlag: BackedCodable { @Backed("b", options: .lax) var flag: Bool }
private struct LaxPair: BackedCodable {
    @Backed("n", options: .lax) var count: Int
    @Backed("m") var other: Int
}
private struct LaxModelCount: BackedCodable, LaxScalars { @Backed("n") var count: Int }

/// A lax model whose list of numbers its laxness cannot reach.
private struct LaxPoint: BackedCodable, LaxScalars {
    @Backed var label: Int
    @Backed var coordinates: [Double]
}

/// A model that is a lax number.
private struct LaxNumber: BackedCodable { @Backed(.flat, options: .lax) var value: Int }

struct LaxScalarTests {
    private let function = #"""
        {"MemorySize":"128","Timeout":3,"Ratio":"2.5e1","Enabled":"true","Retries":"5","Handler":"index.handler"}
        """#

    @Test func aLaxPropertyReadsANumberOrABooleanFromAString() throws {
        let decoded = try decode(Function.self, from: function)
        expectEqual(decoded.memorySize, 128)
        expectEqual(decoded.timeout, 3)
        expectEqual(decoded.ratio, 25)
        expectEqual(decoded.enabled, true)
        expectEqual(decoded.retries, 5)
        expectEqual(decoded.handler, "index.handler")
    }

    @Test func aValueReadFromAStringIsWrittenBackAsOneUntilItIsSet() throws {
        var decoded = try decode(Function.self, from: function)
        try expectEncodes(decoded, to: function)
        decoded.memorySize = 256
        decoded.enabled = false
        try expectEncodes(
            decoded,
            to: #"""
                {"MemorySize":256,"Timeout":3,"Ratio":"2.5e1","Enabled":false,"Retries":"5","Handler":"index.handler"}
                """#)
    }

    @Test(arguments: [
        (#""12.0""#, "a string"), (#"" 12""#, "a string"), (#""+12""#, "a string"), (#""0x10""#, "a string"),
        ("true", "bool"),
    ])
    func aStringThatSpellsNoIntegerIsStillATypeMismatch(value: String, found: String) {
        let foundWords = found == "bool" ? "bool" : found
        expectDecodingFailure(
            Function.self, from: #"{"Timeout":\#(value),"Enabled":true,"Handler":"h"}"#, .typeMismatch,
            at: "Timeout", message: "Expected to decode Int but found \(foundWords) instead.")
    }

    @Test func anOptionalLaxPropertyWithAStringThatSpellsNoValueIsATypeMismatch() {
        expectDecodingFailure(
            Function.self, from: #"{"MemorySize":"12.5","Timeout":1,"Enabled":true,"Handler":"h"}"#,
            .typeMismatch, at: "MemorySize", message: "Expected to decode Int but found a string instead.")
    }

    @Test func aPropertyThatIsNotLaxReadsNoString() {
        expectDecodingFailure(
            Strict.self, from: #"{"Timeout":"3"}"#, .typeMismatch, at: "Timeout",
            message: "Expected to decode Int but found a string instead.")
    }

    @Test func aLaxModelReadsEveryNumberAndBooleanFromStrings() throws {
        let json = #"{"discoverable":"false","followers":"12","meta":{"score":"0.5"},"name":"ada"}"#
        let account = try decode(Account.self, from: json)
        expectEqual(account.discoverable, false)
        expectEqual(account.followers, 12)
        expectEqual(account.score, 0.5)
        try expectEncodes(account, to: json)
        let second = try decode(Account.self, from: #"{"followers":12,"score":"1","name":"bob"}"#)
        expectEqual(second.score, 1)
        try expectEncodes(second, to: #"{"followers":12,"score":"1","name":"bob"}"#)
    }

    @Test func anElementOfAModelThatIsAnArrayCanBeLax() throws {
        struct Select: BackedCodable {
            @Backed(Path(0), options: .lax) var index: Int
            @Backed(Path(1)) var list: [String]
        }
        let select = try decode(Select.self, from: #"["1",["a","b"]]"#)
        expectEqual(select.index, 1)
        try expectEncodes(select, to: #"["1",["a","b"]]"#)
        try expectEncodes(try decode(Select.self, from: #"[0,["a"]]"#), to: #"[0,["a"]]"#)
        expectDecodingFailure(
            Select.self, from: #"["x",[]]"#, .typeMismatch, at: "[0]",
            message: "Expected to decode Int but found a string instead.")
    }

    @Test func aValueReadFromAStringBesidePrimitivesIsWrittenBackAsOne() throws {
        // Each of these stopped the process: "The schema made no slots for containers keyed by AnyCodingKey."
        try expectEncodes(try decode(LaxCount.self, from: #"{"n":"1"}"#), to: #"{"n":"1"}"#)
        try expectEncodes(try decode(LaxFlag.self, from: #"{"b":"true"}"#), to: #"{"b":"true"}"#)
        try expectEncodes(try decode(LaxPair.self, from: #"{"n":"1","m":2}"#), to: #"{"n":"1","m":2}"#)
        try expectEncodes(try decode(LaxModelCount.self, from: #"{"n":"1"}"#), to: #"{"n":"1"}"#)
        var pair = try decode(LaxPair.self, from: #"{"n":"1","m":2}"#)
        pair.count = 5
        try expectEncodes(pair, to: #"{"n":5,"m":2}"#)
    }

    @Test func aModelThatIsALaxNumberReadsItsStringAndWritesItBack() throws {
        var number = try decode(LaxNumber.self, from: #""128""#)
        expectEqual(number.value, 128)
        expectEqual(try encodeJSON(number), #""128""#)
        expectEqual(try encodeJSON(try decode(LaxNumber.self, from: "7")), "7")
        number.value = 9
        expectEqual(try encodeJSON(number), "9")
        expectDecodingFailure(
            LaxNumber.self, from: #""12.5""#, .typeMismatch, at: "",
            message: "Expected to decode Int but found a string instead.")
    }

    @Test func aLaxModelWithACollectionOfLaxScalarsIsRefusedNamingIt() {
        // Was: `coordinates` read strictly, without a word, while `label` read "1".
        let problem =
            "it is Array<Double>, whose Double elements a LaxScalars model reads only as they are, never from "
            + "strings. Declare the model without LaxScalars and its scalar properties .lax, or give this "
            + "property a value coder of its own (coder:)."
        expectDecodingFailure(
            LaxPoint.self, from: #"{"label":"1","coordinates":[1]}"#, .dataCorrupted, at: "",
            message: "Invalid @Backed declaration of LaxPoint.coordinates: \(problem)",
            failure: .invalidDeclaration(property: "LaxPoint.coordinates", problem: problem))
    }

    @Test func laxTextIsSpelledAsJSONSpellsIt() {
        expectEqual(Int(laxText: "-42"), -42)
        expectEqual(Int(laxText: "4.2"), nil)
        expectEqual(Int8(laxText: "300"), nil)
        expectEqual(UInt(laxText: "-1"), nil)
        expectEqual(Double(laxText: "-1.5E-2"), -0.015)
        expectEqual(Double(laxText: ".5"), nil)
        expectEqual(Double(laxText: "1."), nil)
        expectEqual(Double(laxText: "inf"), nil)
        expectEqual(Double(laxText: "1e999"), nil)
        expectEqual(Bool(laxText: "true"), true)
        expectEqual(Bool(laxText: "True"), nil)
        expectEqual(Int?(laxText: "7"), .some(7))
    }

    @Test func theSchemaOfALaxPropertyTakesTheStringsItReads() throws {
        let properties = try JSONSchema(for: Function.self).document["$defs"]?["Function"]?["properties"]
        let integer: CodableValue = [
            "type": "integer", "minimum": .int(Int64.min), "maximum": .int(Int64.max),
        ]
        expectEqual(
            properties?["Timeout"],
            ["anyOf": [integer, ["type": "string", "pattern": "^-?[0-9]+$"]]])
        expectEqual(
            properties?["Enabled"],
            ["anyOf": [["type": "boolean"], ["type": "string", "enum": ["true", "false"]]]])
    }
}
