import ExpectationSupport
import Foundation
import Testing

@testable import DynamicCoding

private protocol Polygon {
    var sides: Int { get }
}

/// Counts the instances alive, so that a test sees each made value freed exactly once.
private final class Tracked: @unchecked Sendable {
    nonisolated(unsafe) static var alive = 0
    init() { Tracked.alive += 1 }
    deinit { Tracked.alive -= 1 }
}

private struct Tile: Polygon {
    let tracked = Tracked()
    var sides: Int { 4 }
}

private struct Label {
    let tracked = Tracked()
}

private struct Failure: Error, Equatable {}

private struct Hexagon: Polygon, Decodable, Equatable {
    let sides: Int
}

private struct Note: Decodable, Equatable {
    let text: String
}

/// The conversion `register` compiles for each registered type: the value is made once,
/// moved into the base, and freed once, whether it converts, does not conform, or is
/// never made.
@Suite(.serialized) struct BaseUpcastTests {
    @Test func aConformingValueIsMovedIntoItsBase() throws {
        let upcast = BaseUpcast<any Polygon> { try BaseUpcast.make(Tile.self, with: $0) }
        var shape: (any Polygon)? = try upcast.convert({ Tile() }, at: [])
        expectEqual(shape?.sides, 4)
        expectEqual(Tracked.alive, 1)
        shape = nil
        expectEqual(Tracked.alive, 0)
    }

    @Test func aValueThatIsNoBaseIsFreedAndReportedAtItsPath() {
        let upcast = BaseUpcast<any Polygon> { try BaseUpcast.make(Label.self, with: $0) }
        expectDecodingFailure(
            .typeMismatch, at: "routes[0]",
            message: "Label was registered for Polygon but does not conform to it.",
            failure: .nonConformingType(type: "Label", base: "Polygon")
        ) { try upcast.convert({ Label() }, at: [AnyCodingKey("routes"), AnyCodingKey(index: 0)]) }
        expectEqual(Tracked.alive, 0)
    }

    @Test func anErrorMakingTheValueIsPassedOnUnchanged() {
        let upcast = BaseUpcast<any Polygon> { try BaseUpcast.make(Tile.self, with: $0) }
        #expect(throws: Failure()) { try upcast.convert({ () throws -> Tile in throw Failure() }, at: []) }
        expectEqual(Tracked.alive, 0)
    }

    /// A registration's upcast serves its own type and base only; any other value or base
    /// takes the runtime cast, so no value is written into memory sized for another type.
    @Test func aRegistrationConvertsOnlyItsOwnTypeToItsOwnBase() throws {
        let registered = RegisteredType(
            type: Hexagon.self,
            upcast: BaseUpcast<any Polygon> { try BaseUpcast.make(Hexagon.self, with: $0) })
        expectEqual(try registered.make({ Hexagon(sides: 6) }, as: (any Polygon).self, at: []).sides, 6)
        expectDecodingFailure(
            .typeMismatch, at: "", message: "Note was registered for Polygon but does not conform to it.",
            failure: .nonConformingType(type: "Note", base: "Polygon")
        ) {
            try registered.make(
                { Note(text: "large enough to overrun a hexagon") }, as: (any Polygon).self, at: [])
        }
        expectEqual(
            try registered.make({ Hexagon(sides: 6) }, as: Any.self, at: []) as? Hexagon, Hexagon(sides: 6))
        expectEqual(
            try registered.make({ Note(text: "x") }, as: Any.self, at: []) as? Note, Note(text: "x"))
    }
}
