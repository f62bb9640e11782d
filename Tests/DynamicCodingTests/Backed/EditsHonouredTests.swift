import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// A decoded model behaves like one written by hand: each instance gets its own initial
// values, a change is never silently undone by another property or a catch-all, and a
// catch-all nobody set is empty.

/// A class instance a model holds, so that sharing one between instances would show.
private final class Scratch {
    var count = 0
}

/// Counts the instances made, so that a test can tell how often an initial value was evaluated.
private let madeRows = Counter()

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}

/// `@Backed` beside stored properties that are not: `localID` is the SwiftUI `Identifiable` idiom.
private struct Row: BackedCodable {
    @Backed var x: Int
    let localID = UUID()
    var openedAt = Date()
    var scratch = Scratch()
    var serial = madeRows.next()
}

private struct Boxed: Codable, Equatable {
    var name: String
    var size: Int
}

/// An object property and a path into it that both write `box.name`.
private struct Overlap: BackedCodable {
    @Backed("box") var wrapper: Boxed
    @Backed(Path("box", "name")) var label: String
}

/// An object property and a path into it that write different keys of `box`.
private struct Merged: BackedCodable, Equatable {
    @Backed("box") var sizes: [String: Int]
    @Backed(Path("box", "name")) var label: String
}

/// A dictionary of numbers at a key a string property's path goes into.
private struct Strict: BackedCodable, Equatable {
    @Backed("box") var box: [String: Int]?
    @Backed(Path("box", "label")) var label: String?
}

private struct Common: Codable, Equatable {
    var id: String?
    var isVisible: Bool?
}

/// A `.flat` typed group beside a catch-all.
private struct Element: BackedCodable, Equatable {
    @Backed var text: String
    @Backed(.flat) var common: Common
    @Backed(.otherKeys) var extra: [String: CodableValue]
}

/// The catch-all declared before the group it leaves keys to, as an ordered object.
private struct ElementFirst: BackedCodable, Equatable {
    @Backed(.otherKeys) var extra: CodableValue.Object
    @Backed(.flat) var common: Common?
    @Backed var text: String
}

/// A model made in code, with a catch-all nobody sets.
private struct Card: BackedCodable, Equatable {
    @Backed var version: String
    @Backed(.otherKeys) var extra: [String: CodableValue]
    @Backed(.otherKeys) var ordered: CodableValue.Object?

    init() {}

    init(version: String) {
        self.version = version
    }
}

/// A text, or a polymorphic component, in a `@Backed` model.
private struct Banner: BackedCodable {
    @Backed var fallback: OneOf<String, any Component>?
    @Backed(options: .lossy) var items: [OneOf<String, any Component>]
}

/// The same in a plain `Codable` type, through the dynamic wrapper.
private struct Notice: Codable {
    @DynamicCodable var body: OneOf<String, any Component>
}

struct EditsHonouredTests {
    // MARK: 1. Stored properties that are not @Backed

    @Test func storedPropertiesThatAreNotBackedAreEvaluatedForEachDecodedInstance() throws {
        let rows = try decode([Row].self, from: #"[{"x":1},{"x":2},{"x":3}]"#)
        expectEqual(rows.map(\.x), [1, 2, 3])
        expectEqual(Set(rows.map(\.localID)).count, 3)
        expectEqual(Set(rows.map { ObjectIdentifier($0.scratch) }).count, 3)
        expectEqual(Set(rows.map(\.serial)).count, 3)
        rows[0].scratch.count = 5
        expectEqual(rows.map(\.scratch.count), [5, 0, 0])
    }

    @Test func storedPropertiesThatAreNotBackedAreNotSharedAcrossThreads() async throws {
        let json = Data(#"{"x":7}"#.utf8)
        let ids = await withTaskGroup(of: UUID.self) { group in
            for _ in 0..<8 {
                group.addTask { (try? JSONDecoder().decode(Row.self, from: json))?.localID ?? UUID() }
            }
            return await group.reduce(into: Set<UUID>()) { $0.insert($1) }
        }
        expectEqual(ids.count, 8)
    }

    @Test func aModelOfOnlyBackedPropertiesStillDecodesFromItsTemplate() throws {
        let element = try decode(Element.self, from: #"{"text":"hi"}"#)
        expectEqual(element, Element(text: "hi", common: Common(), extra: [:]))
    }

    // MARK: 2. An object property and a path into it

    @Test func anObjectPropertyAndAPathToOneOfItsKeysAreRefusedOnEncode() throws {
        var overlap = try decode(Overlap.self, from: #"{"box": {"name": "orig", "size": 1}}"#)
        overlap.wrapper.name = "changed"
        expectKeyWrittenTwice(
            overlap, at: "box", key: "name", first: "Overlap.wrapper", second: "Overlap.label")
    }

    @Test func anObjectPropertyAndAPathToAnotherKeyAreMerged() throws {
        var merged = Merged()
        merged.sizes = ["small": 1, "large": 3]
        merged.label = "shirt"
        try expectEncodes(merged, to: #"{"box":{"large":3,"name":"shirt","small":1}}"#)
        merged.sizes["small"] = nil
        try expectEncodes(merged, to: #"{"box":{"large":3,"name":"shirt"}}"#)
    }

    @Test func aDictionaryLeavesTheKeysOfPathsIntoItsObjectToThem() throws {
        let json = #"{"box":{"w":1,"h":2,"label":"x"}}"#
        var strict = try expectRoundTrip(Strict.self, from: json, writes: json)
        expectEqual(strict.box, ["w": 1, "h": 2])
        expectEqual(strict.label, "x")
        strict.box?["label"] = 3
        expectKeyWrittenTwice(strict, at: "box", key: "label", first: "Strict.box", second: "Strict.label")
    }

    @Test func aPathIntoANilDictionaryMakesItsObject() throws {
        var strict = Strict()
        strict.label = "x"
        try expectEncodes(strict, to: #"{"box":{"label":"x"}}"#)
        try expectEqual(decode(Strict.self, from: #"{"box":{"label":"x"}}"#), Strict(box: [:], label: "x"))
    }

    // MARK: 3. A .flat group beside .otherKeys

    @Test func theKeysAFlatGroupReadsAreNotUnknownKeys() throws {
        let json = #"{"text":"hi","id":"a1","isVisible":true,"spacing":"small"}"#
        var element = try decode(Element.self, from: json)
        expectEqual(element.common, Common(id: "a1", isVisible: true))
        expectEqual(element.extra, ["spacing": "small"])
        element.common.id = nil
        try expectEncodes(element, to: #"{"text":"hi","isVisible":true,"spacing":"small"}"#)
    }

    @Test func theCatchAllLeavesTheGroupItsKeysWhereverItIsDeclared() throws {
        let json = #"{"zeta":1,"text":"hi","id":"a1","alpha":2}"#
        let element = try decode(ElementFirst.self, from: json)
        expectEqual(element.common, Common(id: "a1"))
        expectEqual(element.extra, ["alpha": 2, "zeta": 1])
        try expectRoundTrip(ElementFirst.self, from: json, writes: json)
    }

    @Test func underAKeyStrategyTheGroupOwnsItsConvertedKeys() throws {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let json = #"{"text":"hi","is_visible":false,"tab_index":3}"#
        let element = try decoder.decode(Element.self, from: Data(json.utf8))
        expectEqual(element.common, Common(isVisible: false))
        expectEqual(element.extra, ["tab_index": 3])
    }

    // MARK: 4. An unset .otherKeys property

    @Test func aCatchAllNobodySetIsEmpty() throws {
        let card = Card(version: "1.5")
        expectEqual(card.extra, [:])
        #expect(card.ordered == nil)
        try expectEncodes(card, to: #"{"version":"1.5"}"#)
    }

    // MARK: 5. OneOf with a polymorphic type

    @Test func oneOfWithAPolymorphicTypeDecodesAndEncodesInABackedModel() throws {
        let registry = try makeComponentRegistry()
        let json = #"{"fallback":{"type":"text","text":"hi"},"items":["a",{"type":"text","text":"b"},7]}"#
        let report = DecodingReport()
        var banner = try decode(Banner.self, from: json, registry: registry, report: report)
        expectEqual(banner.fallback?.second as? TextComponent, TextComponent(text: "hi"))
        expectEqual(banner.items.count, 2)
        expectEqual(banner.items[0].first, "a")
        expectEqual(banner.items[1].second as? TextComponent, TextComponent(text: "b"))
        expectEqual(
            report.lines.map(\.path), ["items[2]"])
        try expectEncodes(
            banner, to: #"{"fallback":{"type":"text","text":"hi"},"items":["a",{"type":"text","text":"b"}]}"#,
            registry: registry)
        banner.fallback = .first("Sold out")
        try expectEncodes(
            banner, to: #"{"fallback":"Sold out","items":["a",{"type":"text","text":"b"}]}"#,
            registry: registry)
    }

    @Test func oneOfWithAPolymorphicTypeReportsTheTypeThatTookTheObjectWhenNeitherFits() throws {
        let registry = try makeComponentRegistry()
        expectDecodingFailure(
            Banner.self, from: #"{"fallback":{"type":"chart"},"items":[]}"#, registry: registry,
            .dataCorrupted,
            at: "fallback.type",
            message: """
                Found an object that no type decodes:
                - Component: fallback.type: Unknown type identifier "chart" for Component; registered identifiers: "text".
                """,
            failure: .noTypeMatched(
                types: ["String", "Component"], expected: ["a string"], found: "an object",
                attempts: [
                    #"Component: fallback.type: Unknown type identifier "chart" for Component; registered identifiers: "text"."#
                ]))
    }

    @Test func oneOfWithAPolymorphicTypeWorksInADynamicWrapper() throws {
        let registry = try makeComponentRegistry()
        let notice = try decode(
            Notice.self, from: #"{"body":{"type":"text","text":"hi"}}"#, registry: registry)
        expectEqual(notice.body.second as? TextComponent, TextComponent(text: "hi"))
        try expectEncodes(notice, to: #"{"body":{"type":"text","text":"hi"}}"#, registry: registry)
        let plain = try decode(Notice.self, from: #"{"body":"hello"}"#, registry: registry)
        expectEqual(plain.body.first, "hello")
        try expectEncodes(plain, to: #"{"body":"hello"}"#, registry: registry)
    }

    // MARK: 6. Errors print their message once

    @Test func anErrorOfTheLibraryPrintsItsMessageOnce() throws {
        do {
            _ = try JSONEncoder().encode(Card())
            Issue.record("Expected an EncodingError")
        } catch {
            expectEqual(
                "\(error)",
                #"EncodingError.invalidValue: "Card.version" (String). Debug description: Card.version was "#
                    + "never set and has no default value. Underlying error: DynamicCodingFailure.unsetProperty"
            )
            expectEqual(
                DecodingErrorDescription.message(of: error),
                "<root>: Card.version was never set and has no default value.")
        }
    }
}

extension Element {
    fileprivate init(text: String, common: Common, extra: [String: CodableValue]) {
        self.init()
        self.text = text
        self.common = common
        self.extra = extra
    }
}

extension Strict {
    fileprivate init(box: [String: Int]?, label: String?) {
        self.init()
        self.box = box
        self.label = label
    }
}
