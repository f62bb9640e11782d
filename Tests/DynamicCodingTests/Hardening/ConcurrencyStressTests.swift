import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// `yyyy-MM-dd` in UTC, shared by every thread that decodes an `Order`.
private let orderDay: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter
}()

/// First used by this test's threads, so that they race to build its schema.
private struct Order: BackedCodable, Equatable {
    @Backed(Path("order", "id")) var id: Int
    @Backed(Path("order", "title") ?? "title") var title: String
    @Backed("items", options: .lossy) var items: [Int]
    @Backed("pieces", options: .lossy) var pieces: [any Piece]
    @Backed("byName") var byName: [String: any Piece]
    @Backed("lead") var lead: (any Piece)?
    @Backed("placed", strategy: .iso8601) var placed: Date
    @Backed("due", strategy: .formatted(orderDay)) var due: Date
    @Backed("count", defaultValue: 0) var count: Int

    static func == (lhs: Order, rhs: Order) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.items == rhs.items
            && sameElements(lhs.pieces, rhs.pieces) && sameEntries(lhs.byName, rhs.byName)
            && same(lhs.lead, rhs.lead) && lhs.placed == rhs.placed && lhs.due == rhs.due
            && lhs.count == rhs.count
    }
}

/// Two elements of this payload are dropped: `items[1]` and `pieces[1]`.
private let orderJSON = """
    {"order":{"id":7},"title":"Rooks","items":[1,"x",3],
     "pieces":[{"type":"rook","position":{"file":"a"}},{"type":"knight"},{"type":"tower","pieces":[{"type":"pawn","rank":2}]}],
     "byName":{"c":{"type":"caf\\u00e9"}},"lead":{"type":"pawn","rank":1},
     "placed":"2021-02-22T08:58:16Z","due":"2021-03-01"}
    """

/// What ``orderJSON`` decodes to.
private func makeExpectedOrder() -> Order {
    var order = Order()
    order.id = 7
    order.title = "Rooks"
    order.items = [1, 3]
    order.pieces = [Rook(file: "a"), Tower(pieces: [Pawn(rank: 2)])]
    order.byName = ["c": Cafe()]
    order.lead = Pawn(rank: 1)
    order.placed = Date(timeIntervalSince1970: 1_613_984_296)
    order.due = Date(timeIntervalSince1970: 1_614_556_800)
    order.count = 0
    return order
}

/// Counts what the threads did, and the first problem any of them met.
private final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private(set) var problems: [String] = []

    func add(_ name: String) {
        lock.withLock { counts[name, default: 0] += 1 }
    }

    func fail(_ problem: String) {
        lock.withLock { problems.append(problem) }
    }

    func count(_ name: String) -> Int {
        lock.withLock { counts[name] ?? 0 }
    }
}

/// Runs each body on a thread of its own, all released at once, and waits for them.
private func runOnThreads(_ bodies: [@Sendable () -> Void]) {
    let start = DispatchGroup()
    start.enter()
    let done = DispatchGroup()
    for body in bodies {
        done.enter()
        let thread = Thread {
            start.wait()
            body()
            done.leave()
        }
        thread.start()
    }
    start.leave()
    done.wait()
}

struct ConcurrencyStressTests {
    private static let decoders = 6
    private static let decodes = 120
    private static let registrars = 3
    private static let registrations = 60

    /// Threads decode `@Backed` models with polymorphic values through a frozen registry
    /// and through one that another thread keeps registering aliases into, while other
    /// threads build, fill, freeze and use registries of their own. Every decode must give
    /// the same model, every report entry must land, and every registration must count.
    @Test func decodingWhileOtherThreadsRegisterAndFreeze() throws {
        let frozen = try makePieceRegistry()
        let live = TypeRegistry()
        try registerPieces(in: live)
        let report = DecodingReport()
        let tally = Tally()
        let payload = Data(orderJSON.utf8)

        var bodies: [@Sendable () -> Void] = []
        for worker in 0..<Self.decoders {
            bodies.append {
                let decoder = JSONDecoder()
                decoder.userInfo[.typeRegistry] = worker % 2 == 0 ? frozen : live
                decoder.userInfo[.decodingReport] = report
                let encoder = JSONEncoder()
                encoder.userInfo[.typeRegistry] = frozen
                let expectedOrder = makeExpectedOrder()
                for _ in 0..<Self.decodes {
                    do {
                        let order = try decoder.decode(Order.self, from: payload)
                        let again = try decoder.decode(Order.self, from: try encoder.encode(order))
                        if order == expectedOrder && again == expectedOrder { tally.add("decoded") }
                        let piece = try decoder.decode(
                            DynamicCodable<any Piece>.self, from: Data(#"{"type":"pawn","rank":9}"#.utf8))
                        if same(piece.wrappedValue, Pawn(rank: 9)) { tally.add("dynamic") }
                    } catch {
                        tally.fail("decoder \(worker): \(error)")
                    }
                }
            }
        }
        for registrar in 0..<Self.registrars {
            bodies.append {
                let expectedOrder = makeExpectedOrder()
                for iteration in 0..<Self.registrations {
                    do {
                        let own = TypeRegistry()
                        try registerPieces(in: own)
                        try own.register(Pawn.self, for: (any Piece).self, typeIdentifier: "p\(iteration)")
                        own.freeze()
                        let refused: Bool
                        do {
                            try own.register(Bishop.self, for: (any Piece).self)
                            refused = false
                        } catch RegistrationError.frozen(rejected: "Bishop", base: "Piece") {
                            refused = true
                        }
                        let decoder = JSONDecoder()
                        decoder.userInfo[.typeRegistry] = own
                        let order = try decoder.decode(Order.self, from: payload)
                        if refused && order == expectedOrder { tally.add("own registry") }
                        try live.register(
                            Pawn.self, for: (any Piece).self,
                            typeIdentifier: "alias-\(registrar)-\(iteration)")
                    } catch {
                        tally.fail("registrar \(registrar): \(error)")
                    }
                }
            }
        }
        runOnThreads(bodies)

        expectEqual(tally.problems, [])
        expectEqual(tally.count("decoded"), Self.decoders * Self.decodes)
        expectEqual(tally.count("dynamic"), Self.decoders * Self.decodes)
        expectEqual(tally.count("own registry"), Self.registrars * Self.registrations)
        let aliases = Set(
            (0..<Self.registrars).flatMap { registrar in
                (0..<Self.registrations).map { "alias-\(registrar)-\($0)" }
            })
        let decodes = Self.decoders * Self.decodes
        let dropped = report.recordedLines
        expectEqual(dropped.count, 2 * decodes)
        let badItem = ReportLine(
            "items[1]", .dropped, .typeMismatch,
            "items[1]: Expected to decode Int but found a string instead.")
        expectEqual(dropped.filter { $0 == badItem }.count, decodes)
        // The unknown knight's error lists the identifiers registered at that moment: for
        // the live registry, the pieces and whichever aliases had landed.
        let knights = report.entries.filter { $0.path == "pieces[1]" }
        expectEqual(knights.count, decodes)
        for knight in knights {
            let error = knight.error as? DecodingError
            guard
                case .unknownTypeIdentifier("knight", "Piece", let registered)? =
                    error?.parts.1.underlyingError as? DynamicCodingFailure
            else {
                Issue.record("Expected the unknown knight, got \(knight)")
                continue
            }
            expectEqual(Set(registered).subtracting(aliases), Set(pieceIdentifiers))
            expectEqual(error?.parts.0, .dataCorrupted)
            expectEqual(
                DecodingErrorDescription.message(of: knight.error),
                "pieces[1].type: \(DynamicCodingFailure.unknownTypeIdentifier("knight", base: "Piece", registered: registered).message)"
            )
        }
        expectEqual(Set(live.typeIdentifiers(for: (any Piece).self)), aliases.union(pieceIdentifiers))
    }
}
