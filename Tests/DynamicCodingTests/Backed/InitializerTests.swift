import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// The seed FAQ's `User`, with a memberwise-style initializer.
private struct User: BackedCodable, Equatable {
    @Backed("uuid") var id: String
    @Backed(Path("attributes", "first_name")) var firstName: String
    @Backed(Path("attributes", "last_name")) var lastName: String
    @Backed(Path("attributes", "nickname")) var nickname: String?
    @Backed(defaultValue: 0) var visits: Int
    @Backed(options: .lossy) var tags: [String]

    init() {}

    init(id: String, firstName: String, lastName: String) {
        self.$id = id
        self.$firstName = firstName
        self.lastName = lastName
        self.tags = []
    }
}

/// An initializer that forgets a property.
private struct Forgetful: BackedCodable {
    @Backed() var id: String
    @Backed() var name: String
    @Backed() var note: String?

    init() {}

    init(id: String) {
        self.id = id
    }
}

/// `init()` must leave the declarations alone.
private struct Preset: BackedCodable {
    @Backed() var id: String

    init() {
        id = "preset"
    }
}

/// A `Backed` declared by hand as a `let`, which decoding could not write.
private struct Constant: BackedDecodable {
    let id = Backed<String>()
}

private let userJSON = """
    {"uuid":"42","attributes":{"first_name":"Ada","last_name":"Lovelace","nickname":"Countess"},"visits":3,"tags":["math"]}
    """

struct InitializerTests {
    @Test func memberwiseStyleInitializerSetsValues() throws {
        let user = User(id: "42", firstName: "Ada", lastName: "Lovelace")
        expectEqual(user.id, "42")
        expectEqual(user.firstName, "Ada")
        expectEqual(user.lastName, "Lovelace")
        #expect(user.nickname == nil)
        expectEqual(user.visits, 0)
        expectEqual(user.tags, [])
        try expectEncodes(
            user,
            to:
                #"{"uuid":"42","attributes":{"first_name":"Ada","last_name":"Lovelace"},"visits":0,"tags":[]}"#
        )
        let decoded = try decode(User.self, from: try encodeJSON(user))
        expectEqual(decoded, user)
    }

    @Test func projectedValueReadsAndWritesTheValue() throws {
        var user = try decode(User.self, from: userJSON)
        expectEqual(user.$firstName, "Ada")
        user.$firstName = "Augusta"
        expectEqual(user.firstName, "Augusta")
    }

    @Test func copiesAreIndependent() throws {
        let original = try decode(User.self, from: userJSON)
        var copy = original
        copy.firstName = "Augusta"
        copy.nickname = nil
        copy.visits += 1
        copy.tags.append("poetry")
        expectEqual(original.firstName, "Ada")
        expectEqual(original.nickname, "Countess")
        expectEqual(original.visits, 3)
        expectEqual(original.tags, ["math"])
        expectEqual(copy.firstName, "Augusta")
        expectEqual(copy.visits, 4)
        expectEqual(copy.tags, ["math", "poetry"])
        try expectEncodes(original, to: userJSON)
        try expectEncodes(
            copy,
            to: #"{"uuid":"42","attributes":{"first_name":"Augusta","last_name":"Lovelace"},"visits":4,"#
                + #""tags":["math","poetry"]}"#)
    }

    @Test func decodedModelsDoNotShareStorage() throws {
        var first = try decode(User.self, from: userJSON)
        let second = try decode(User.self, from: userJSON)
        first.lastName = "King"
        expectEqual(second.lastName, "Lovelace")
        expectEqual(User().visits, 0)
    }

    @Test func encodingANeverSetRequiredPropertyIsAnEncodingError() {
        expectEncodingFailure(
            Forgetful(id: "7"), at: "", message: "Forgetful.name was never set and has no default value.",
            failure: .unsetProperty(property: "Forgetful.name"))
    }

    @Test func aNeverSetOptionalReadsNilAndIsOmitted() throws {
        var forgetful = Forgetful(id: "7")
        #expect(forgetful.note == nil)
        forgetful.name = "Seven"
        try expectEncodes(forgetful, to: #"{"id":"7","name":"Seven"}"#)
    }

    @Test func anInitThatAssignsValuesIsRefusedWithTheReason() {
        expectDecodingFailure(
            Preset.self, from: #"{"id":"1"}"#, .dataCorrupted, at: "",
            message: "Invalid @Backed declaration of Preset.id: init() assigned it a value, which hides its "
                + "@Backed configuration; leave it to the declaration and assign values in other initializers.",
            failure: .invalidDeclaration(
                property: "Preset.id",
                problem: "init() assigned it a value, which hides its @Backed configuration; leave it to the "
                    + "declaration and assign values in other initializers."))
    }

    @Test func aPlainCodableTypeWithBackedPropertiesInAModelIsRefusedNamingTheFix() {
        // Was: "items[0]: No value associated with key "id"", with no hint of the cause.
        let problem =
            "PlainItem declares @Backed properties (id) but is neither BackedDecodable nor BackedEncodable, so "
            + "its synthesized Codable reads and writes each under its name and ignores its path, options and "
            + "default. Declare PlainItem BackedCodable."
        for (type, property) in [
            (PlainItemList.self, "items"), (PlainItemLookup.self, "byName"), (PlainItemHolder.self, "item"),
        ]
            as [(any Decodable.Type, String)]
        {
            let model = String(describing: type)
            expectDecodingFailure(
                .dataCorrupted, at: "",
                message: "Invalid @Backed declaration of \(model).\(property): \(problem)",
                failure: .invalidDeclaration(property: "\(model).\(property)", problem: problem)
            ) { try makeDecoder().decode(type, from: Data(#"{"items":[],"item":{}}"#.utf8)) }
        }
    }

    @Test func aBackedLetIsRefusedAsNotAStoredVar() {
        expectDecodingFailure(
            Constant.self, from: #"{"id":"1"}"#, .dataCorrupted, at: "",
            message: "Invalid @Backed declaration of Constant.id: it is not a stored var.",
            failure: .invalidDeclaration(property: "Constant.id", problem: "it is not a stored var."))
    }

    @Test func readingANeverSetPropertyStopsWithAMessageNamingIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try? JSONDecoder().decode(Forgetful.self, from: Data(#"{"id":"1","name":"One"}"#.utf8))
            _ = Forgetful(id: "7").name
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        // The fatal error's line starts with the library's file and line, which are no concern here.
        let message =
            "Fatal error: The @Backed property 'Forgetful.name' of type String declared at "
            + "DynamicCodingTests/InitializerTests.swift:28 was read before it was set. Set it in every "
            + "initializer (self.name = value), or give it a defaultValue:."
        expectEqual(standardError.split(separator: "\n").filter { $0.hasSuffix(message) }.count, 1)
    }
}

/// A synthesized `Codable` type with a `@Backed` path, which its synthesized code ignores.
private struct PlainItem: Codable { @Backed(Path("attributes", "id")) var id: Int }
private struct PlainItemList: BackedCodable { @Backed var items: [PlainItem] }
private struct PlainItemLookup: BackedCodable { @Backed var byName: [String: PlainItem]? }
private struct PlainItemHolder: BackedCodable { @Backed var item: PlainItem }
