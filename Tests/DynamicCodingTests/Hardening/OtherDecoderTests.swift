import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

private struct Position: Codable, Equatable {
    var x: Int
    var y: Int
}

/// `yyyy-MM-dd` in UTC.
private let utcDay: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter
}()

/// Polymorphic values of every shape at paths, every date and data strategy, a set and
/// a `.flat` value: what `PropertyListTests` does not cover yet.
private struct Fleet: BackedCodable, Equatable {
    @Backed(Path("fleet", "flagship")) var flagship: any Piece
    @Backed(Path("fleet", "escorts"), options: .lossy) var escorts: [any Piece]
    @Backed("byName", options: .lossy) var byName: [String: any Piece]
    @Backed("reserve") var reserve: (any Piece)?
    @Backed("launched", strategy: .iso8601) var launched: Date
    @Backed("logged", options: .lossy, strategy: .millisecondsSince1970) var logged: [Date]
    @Backed("native", strategy: .deferredToDecoder) var native: Date?
    @Backed("day", strategy: .formatted(utcDay)) var day: Date?
    @Backed("seal", strategy: .base64) var seal: Data
    @Backed("raw", strategy: .deferredToDecoder) var raw: Data?
    @Backed("crew") var crew: Set<String>
    @Backed(.flat) var position: Position?

    static func == (lhs: Fleet, rhs: Fleet) -> Bool {
        same(lhs.flagship, rhs.flagship) && sameElements(lhs.escorts, rhs.escorts)
            && sameEntries(lhs.byName, rhs.byName) && same(lhs.reserve, rhs.reserve)
            && lhs.launched == rhs.launched && lhs.logged == rhs.logged && lhs.native == rhs.native
            && lhs.day == rhs.day && lhs.seal == rhs.seal && lhs.raw == rhs.raw && lhs.crew == rhs.crew
            && lhs.position == rhs.position
    }
}

/// What `Fleet` writes, read back with the property list's own types.
private struct WrittenFleet: Decodable {
    struct Typed: Decodable {
        var type: String
    }

    struct Ships: Decodable {
        var flagship: Typed
    }

    var reserve: CodableValue?
    var launched: String
    var day: String
    var seal: String
    var raw: Data
    var native: Date
    var logged: [Double]
    var x: Int
    var y: Int
    var fleet: Ships
}

/// Read-only fan-out paths over a property list's dictionaries.
private struct Roster: BackedDecodable {
    @Backed(Path("byName", .allKeys)) var names: [String]
    @Backed(Path("byName", .allValues), options: .lossy) var pieces: [any Piece]
}

private func makeFleet() -> Fleet {
    var fleet = Fleet()
    fleet.flagship = Tower(pieces: [Pawn(rank: 1), Rook(file: "a", moved: true)])
    fleet.escorts = [Pawn(rank: 2), Cafe()]
    fleet.byName = ["left": Rook(file: "b"), "right": Pawn(rank: -3)]
    fleet.reserve = nil
    fleet.launched = Date(timeIntervalSince1970: 1_613_984_296)
    fleet.logged = [Date(timeIntervalSince1970: 1_613_984_296.5), Date(timeIntervalSince1970: 0)]
    // Whole seconds: an XML property list writes dates without fractions.
    fleet.native = Date(timeIntervalSinceReferenceDate: 635_677_096)
    fleet.day = Date(timeIntervalSince1970: 1_613_952_000)
    fleet.seal = Data("sealed".utf8)
    fleet.raw = Data([0, 1, 2, 255])
    fleet.crew = ["Ada", "Grace", "Émile"]
    fleet.position = Position(x: 3, y: -4)
    return fleet
}

private func makePropertyListEncoder(
    _ format: PropertyListSerialization.PropertyListFormat, registry: TypeRegistry
) -> PropertyListEncoder {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = format
    encoder.userInfo[.typeRegistry] = registry
    return encoder
}

struct OtherDecoderTests {
    let registry: TypeRegistry

    init() throws {
        registry = try makePieceRegistry()
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.binary, .xml])
    func backedPolymorphicValuesAndStrategiesRoundTrip(format: PropertyListSerialization.PropertyListFormat)
        throws
    {
        let fleet = makeFleet()
        let plist = try makePropertyListEncoder(format, registry: registry).encode(fleet)
        let decoded = try makePropertyListDecoder(registry: registry).decode(Fleet.self, from: plist)
        expectEqual(decoded, fleet)
        #expect(decoded.reserve == nil)
        let written = try PropertyListDecoder().decode(WrittenFleet.self, from: plist)
        #expect(written.reserve == nil)
        expectEqual(written.launched, "2021-02-22T08:58:16Z")
        expectEqual(written.day, "2021-02-22")
        expectEqual(written.seal, "c2VhbGVk")
        expectEqual(written.raw, Data([0, 1, 2, 255]))
        expectEqual(written.native, fleet.native)
        expectEqual(written.logged, [1_613_984_296_500, 0])
        #expect(written.x == 3 && written.y == -4)
        expectEqual(written.fleet.flagship.type, "tower")
    }

    /// A payload read from a property list drops and reports what the same JSON does.
    @Test func lossyDropsTheSameAsFromJSON() throws {
        let json = """
            {"fleet":{"flagship":{"type":"pawn","rank":1},
                      "escorts":[{"type":"pawn","rank":2},{"type":"knight"},{"rank":3},"pawn"]},
             "byName":{"a":{"type":"caf\\u00e9"},"b":{"type":"pawn","rank":"x"}},
             "launched":"2021-02-22T08:58:16Z","logged":[0,"soon",1000],"seal":"AA==","crew":[]}
            """
        let jsonReport = DecodingReport()
        let fromJSON = try decode(Fleet.self, from: json, registry: registry, report: jsonReport)
        let plistReport = DecodingReport()
        let fromPlist = try makePropertyListDecoder(report: plistReport, registry: registry)
            .decode(Fleet.self, from: try propertyList(fromJSON: json))
        expectEqual(fromPlist, fromJSON)
        #expect(sameElements(fromPlist.escorts, [Pawn(rank: 2)] as [any Piece]))
        #expect(sameEntries(fromPlist.byName, ["a": Cafe()]))
        expectEqual(fromPlist.logged, [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1)])
        expectEqual(
            plistReport.lines,
            [
                ReportLine(
                    "byName.b", .dropped, .typeMismatch,
                    "byName.b.rank: Expected to decode Int but found a string instead."),
                ReportLine(
                    "fleet.escorts[1]", .dropped, .dataCorrupted,
                    #"fleet.escorts[1].type: Unknown type identifier "knight" for Piece; registered identifiers: "café", "pawn", "rook", "tower"."#
                ),
                ReportLine(
                    "fleet.escorts[2]", .dropped, .keyNotFound,
                    #"fleet.escorts[2].type: Missing discriminator "type" needed to choose a type for Piece."#
                ),
                ReportLine(
                    "fleet.escorts[3]", .dropped, .typeMismatch,
                    "fleet.escorts[3]: Expected an object holding a Piece but found a string instead."),
                ReportLine(
                    "logged[1]", .dropped, .typeMismatch,
                    "logged[1]: Expected to decode Double but found a string instead."),
            ])
        expectEqual(plistReport.lines, jsonReport.lines)
    }

    @Test func discriminatorErrorsAreTheSameAsFromJSON() throws {
        let base = #""launched":"2021-02-22T08:58:16Z","logged":[],"seal":"AA==","crew":[],"byName":{}"#
        let cases: [(String, DecodingErrorCase, String, DynamicCodingFailure)] = [
            (
                #"{"type":"bishop"}"#, .dataCorrupted, "fleet.flagship.type",
                .unknownTypeIdentifier("bishop", base: "Piece", registered: pieceIdentifiers)
            ),
            (
                #"{"rank":1}"#, .keyNotFound, "fleet.flagship.type",
                .missingDiscriminator(key: "type", base: "Piece")
            ),
            (
                #"{"type":5}"#, .typeMismatch, "fleet.flagship.type",
                .invalidDiscriminator(key: "type", base: "Piece", found: "a number")
            ),
            (#""pawn""#, .typeMismatch, "fleet.flagship", .notAnObject(base: "Piece", found: "a string")),
        ]
        for (flagship, errorCase, path, failure) in cases {
            let json = #"{"fleet":{"flagship":\#(flagship),"escorts":[]},\#(base)}"#
            expectDecodingFailure(errorCase, at: path, message: failure.message, failure: failure) {
                try makePropertyListDecoder(registry: self.registry)
                    .decode(Fleet.self, from: try propertyList(fromJSON: json))
            }
            expectDecodingFailure(
                Fleet.self, from: json, registry: registry, errorCase, at: path, message: failure.message,
                failure: failure)
        }
    }

    @Test func fanOutPathsReadAPropertyListsDictionaries() throws {
        let json =
            #"{"byName":{"b":{"type":"pawn","rank":2},"a":{"type":"rook","position":{"file":"c"}},"c":{}}}"#
        let report = DecodingReport()
        let roster = try makePropertyListDecoder(report: report, registry: registry)
            .decode(Roster.self, from: try propertyList(fromJSON: json))
        expectEqual(roster.names, ["a", "b", "c"])
        #expect(sameElements(roster.pieces, [Rook(file: "c"), Pawn(rank: 2)] as [any Piece]))
        expectEqual(
            report.lines,
            [
                ReportLine(
                    "byName.c", .dropped, .keyNotFound,
                    #"byName.c.type: Missing discriminator "type" needed to choose a type for Piece."#)
            ])
    }

    /// The dynamic wrappers, a fallback that keeps an unknown payload (with a `null`,
    /// which property lists write as "$null") and a default type, through both formats.
    @Test(arguments: [PropertyListSerialization.PropertyListFormat.binary, .xml])
    func dynamicWrappersRoundTrip(format: PropertyListSerialization.PropertyListFormat) throws {
        let routes = try makeRouteRegistry()
        try routes.setFallback(UnknownRoute.self, for: (any Route).self)
        let unknown = #"{"type":"settings","theme":"dark","sizes":[1,2.5,true,null],"nested":{"a":"b"}}"#
        let screen = try decode(
            HomeScreen.self, from: screenJSON(routes: "\(DetailScreenRoute.first.json),\(unknown)"),
            registry: routes)
        let plist = try makePropertyListEncoder(format, registry: routes).encode(screen)
        let decoded = try makePropertyListDecoder(registry: routes).decode(HomeScreen.self, from: plist)
        expectEqual(decoded, screen)
        #expect(decoded.someOptionalRoute == nil)
        let fallback = try #require(decoded.routes.last as? UnknownRoute)
        expectEqual(fallback.payload, (screen.routes.last as? UnknownRoute)?.payload)

        let components = try makeComponentRegistry()
        try components.setDefault(PlainComponent.self, for: (any Component).self)
        let page = Page(components: [TextComponent(text: "Hi"), PlainComponent(title: "Plain")])
        let pagePlist = try makePropertyListEncoder(format, registry: components).encode(page)
        try expectEqual(
            makePropertyListDecoder(registry: components).decode(Page.self, from: pagePlist), page)
    }
}
