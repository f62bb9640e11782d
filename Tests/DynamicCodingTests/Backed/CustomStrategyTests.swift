import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// The seed's colours, one strategy each, alone and in collections.
private struct Palette: BackedCodable, Equatable {
    @Backed("foreground_color", strategy: .hsbaColor) var foreground: Color
    @Backed("background_color", strategy: .rgbaColor) var background: Color
    @Backed("accents", strategy: .rgbaColor) var accents: [Color]
    @Backed("highlight", strategy: .rgbaColor) var highlight: Color?
}

/// KeyedCodable's non-`Codable` user, coded as its id.
private struct User: Equatable {
    let id: Int
}

/// KeyedCodable's `UserTransformer`, as a strategy.
private struct UserIDStrategy: ValueCodingStrategy {
    func decode(from decoder: any Decoder) throws -> User {
        User(id: try decoder.singleValueContainer().decode(Int.self))
    }

    func encode(_ user: User, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(user.id)
    }
}

extension ValueCodingStrategy where Self == UserIDStrategy {
    fileprivate static var userID: UserIDStrategy { UserIDStrategy() }
}

/// KeyedCodable's `DetailPage`, plus collections and a default.
private struct DetailPage: BackedCodable, Equatable {
    @Backed(strategy: .userID) var user: User
    @Backed("members", strategy: .userID) var members: [User]
    @Backed(Path("meta", "owner"), strategy: .userID) var owner: User?
    @Backed("guest", defaultValue: User(id: 0), strategy: .userID) var guest: User
}

struct CustomStrategyTests {
    @Test func colourStrategiesDecode() throws {
        let json = """
            {"foreground_color": {"hue": 0, "saturation": 255, "brightness": 255},
             "background_color": {"red": 255, "green": 0, "blue": 51},
             "accents": [{"red": 0, "green": 255, "blue": 0, "alpha": 0.5}]}
            """
        let palette = try decode(Palette.self, from: json)
        expectEqual(palette.foreground, Color(red: 1, green: 0, blue: 0))
        expectEqual(palette.background, Color(red: 1, green: 0, blue: 51 / 255))
        expectEqual(palette.accents, [Color(red: 0, green: 1, blue: 0, alpha: 0.5)])
        #expect(palette.highlight == nil)
    }

    @Test func colourStrategiesEncodeBack() throws {
        let json = """
            {"foreground_color": {"hue": 0, "saturation": 255, "brightness": 255, "alpha": 1},
             "background_color": {"red": 255, "green": 0, "blue": 51, "alpha": 1},
             "accents": [{"red": 0, "green": 255, "blue": 0, "alpha": 0.5}],
             "highlight": {"red": 255, "green": 255, "blue": 255, "alpha": 1}}
            """
        let palette = try expectRoundTrip(Palette.self, from: json)
        try expectEncodes(palette, to: json)
    }

    @Test func colourStrategyErrorsKeepTheirPath() {
        expectDecodingFailure(
            Palette.self,
            from: #"{"foreground_color":{"hue":0,"saturation":0},"background_color":{},"accents":[]}"#,
            .keyNotFound, at: "foreground_color.brightness",
            message:
                #"No value associated with key Keys(stringValue: "brightness", intValue: nil) ("brightness")."#
        )
        expectDecodingFailure(
            Palette.self,
            from: """
                {"foreground_color":{"hue":0,"saturation":0,"brightness":0},"background_color":{"red":0,"green":0,"blue":0},
                 "accents":[{"red":0,"green":0,"blue":0},{"red":"0","green":0,"blue":0}]}
                """,
            .typeMismatch, at: "accents[1].red",
            message: "Expected to decode Double but found a string instead.")
    }

    @Test func strategyForANonCodableType() throws {
        let json = #"{"user":3,"members":[1,2],"meta":{"owner":7},"guest":9}"#
        let page = try decode(DetailPage.self, from: json)
        expectEqual(page.user, User(id: 3))
        expectEqual(page.members, [User(id: 1), User(id: 2)])
        expectEqual(page.owner, User(id: 7))
        expectEqual(page.guest, User(id: 9))
        try expectEncodes(page, to: json)
        try expectRoundTrip(DetailPage.self, from: json)
    }

    @Test func strategyWithOptionalsAndDefaults() throws {
        let page = try decode(DetailPage.self, from: #"{"user":3,"members":[],"meta":{"owner":null}}"#)
        #expect(page.owner == nil)
        expectEqual(page.guest, User(id: 0))
        try expectEncodes(page, to: #"{"user":3,"members":[],"meta":{"owner":null},"guest":0}"#)
    }

    @Test func strategyErrorsAreTheUsualOnes() {
        expectDecodingFailure(
            DetailPage.self, from: #"{"user":"three","members":[]}"#, .typeMismatch, at: "user",
            message: "Expected to decode Int but found a string instead.")
        expectDecodingFailure(
            DetailPage.self, from: #"{"members":[]}"#, .keyNotFound, at: "user",
            message: #"No value associated with key "user"."#)
        expectDecodingFailure(
            DetailPage.self, from: #"{"user":null,"members":[]}"#, .valueNotFound, at: "user",
            message: "Cannot get value of type Int -- found null value instead")
        expectDecodingFailure(
            DetailPage.self, from: #"{"user":1,"members":[1,"2"]}"#, .typeMismatch, at: "members[1]",
            message: "Expected to decode Int but found a string instead.")
    }
}
