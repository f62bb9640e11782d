import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// swift-foundation's JSONDecoder throws its internal `JSONError` (not a `DecodingError`)
// for a number the type asked for cannot represent and for strings and numbers it checks
// only when they are decoded. Wherever the library decodes, it becomes a `DecodingError`
// at the failing value's own path.

private struct Counts: BackedDecodable {
    @Backed var items: [Int]
}

private struct LossyCounts: BackedDecodable {
    @Backed(options: .lossy) var items: [Int]
}

private struct Item: Codable {
    var name: String
    var count: Int
}

private struct Shelf: BackedDecodable {
    @Backed(Path("shelf", "items")) var items: [Item]
}

private struct LossyShelf: BackedDecodable {
    @Backed(options: .lossy) var items: [Item]
    @Backed(options: .lossy) var stock: [String: UInt8]
}

private struct Prices: BackedDecodable {
    @Backed var prices: [String: Int]
}

private struct Defaulted: BackedDecodable {
    @Backed(defaultValue: 0) var count: Int
}

private struct Fallbacks: BackedDecodable {
    @Backed("count" ?? "total") var count: Int
}

private struct Widths: BackedDecodable {
    @Backed var small: UInt8
    @Backed var ratio: Float
    @Backed var text: String
}

/// A plain synthesized `Decodable` with a `@Backed` value, which it decodes as a plain value.
private struct Plain: Decodable {
    @Backed var count: Int
}

/// A plain synthesized `Decodable`: nothing of the library decodes its `count`.
private struct PlainOnly: Decodable {
    var count: Int
}

private struct CountedRoute: Route {
    static let typeIdentifier = "counted"
    let count: Int
}

private struct Board: Decodable {
    @DynamicDecodable var routes: [any Route]
}

private struct LossyBoard: BackedDecodable {
    @Backed(options: .lossy) var routes: [any Route]
}

private struct HandWritten: Decodable {
    let count: Int

    init(from decoder: any Decoder) throws {
        count = try decoder.decode(Int.self, at: Path("meta", "count"))
    }
}

private struct Refusing: Decodable {
    struct Refusal: Error, Equatable {}

    init(from decoder: any Decoder) throws {
        throw Refusal()
    }
}

private struct RefusingShelf: BackedDecodable {
    @Backed var item: Refusing
}

private func counterRegistry() throws -> TypeRegistry {
    let registry = TypeRegistry()
    try registry.register(CountedRoute.self, for: (any Route).self)
    return registry
}

/// The case and message of the error decoding `json` as `type` throws.
private func failure<T: Decodable>(
    _ type: T.Type, _ json: String, registry: TypeRegistry? = nil, report: DecodingReport? = nil
) -> String {
    do {
        _ = try decode(type, from: json, registry: registry, report: report)
        return "decoded"
    } catch let error as DecodingError {
        return "\(error.parts.0) \(DecodingErrorDescription.message(of: error))"
    } catch {
        return "\(Swift.type(of: error)): \(error)"
    }
}

/// Each entry of `report` as its case and line; every error must be a `DecodingError`.
private func entries(_ report: DecodingReport) -> [String] {
    report.entries.map { entry in
        guard let error = entry.error as? DecodingError else { return "not a DecodingError: \(entry)" }
        return "\(error.parts.0) \(entry)"
    }
}

struct ForeignErrorTests {
    @Test func aNumberAnIntCannotHoldInAnArray() {
        expectEqual(
            failure(Counts.self, #"{"items": [1, 4.5]}"#),
            "typeMismatch items[1]: Expected to decode Int but found the number 4.5, which Int cannot represent."
        )
    }

    @Test func aLossyArrayRecordsADecodingErrorAtTheElement() throws {
        let report = DecodingReport()
        let counts = try decode(LossyCounts.self, from: #"{"items": [1, 4.5, 3]}"#, report: report)
        expectEqual(counts.items, [1, 3])
        expectEqual(
            entries(report),
            [
                "typeMismatch items[1]: dropped: items[1]: "
                    + "Expected to decode Int but found the number 4.5, which Int cannot represent."
            ])
    }

    @Test func aPlainCodableTypeInsideAModel() {
        expectEqual(
            failure(
                Shelf.self, #"{"shelf": {"items": [{"name": "a", "count": 1}, {"name": "b", "count": 2.5}]}}"#
            ),
            "typeMismatch shelf.items[1].count: "
                + "Expected to decode Int but found the number 2.5, which Int cannot represent.")
    }

    @Test func lossyCollectionsOfPlainTypesAndDictionaries() throws {
        let report = DecodingReport()
        let json =
            #"{"items": [{"name": "a", "count": 2.5}, {"name": "b", "count": 2}], "stock": {"a": 300, "b": 3}}"#
        let shelf = try decode(LossyShelf.self, from: json, report: report)
        expectEqual(shelf.items.map(\.name), ["b"])
        expectEqual(shelf.stock, ["b": 3])
        expectEqual(
            entries(report),
            [
                "typeMismatch items[0]: dropped: items[0].count: "
                    + "Expected to decode Int but found the number 2.5, which Int cannot represent.",
                "typeMismatch stock.a: dropped: stock.a: "
                    + "Expected to decode UInt8 but found the number 300, which UInt8 cannot represent.",
            ])
    }

    @Test func aDictionaryValue() {
        expectEqual(
            failure(Prices.self, #"{"prices": {"a": 1, "b": -0.5}}"#),
            "typeMismatch prices.b: Expected to decode Int but found the number -0.5, which Int cannot represent."
        )
    }

    @Test func otherNumericTypes() {
        expectEqual(
            failure(Widths.self, #"{"small": 256, "ratio": 1, "text": "a"}"#),
            "typeMismatch small: Expected to decode UInt8 but found the number 256, which UInt8 cannot represent."
        )
        expectEqual(
            failure(Widths.self, #"{"small": 1, "ratio": 1e39, "text": "a"}"#),
            "typeMismatch ratio: Expected to decode Float but found the number 1e39, which Float cannot represent."
        )
    }

    @Test func aDefaultReplacingAnInvalidValueRecordsADecodingError() throws {
        let report = DecodingReport()
        try expectEqual(decode(Defaulted.self, from: #"{"count": 4.5}"#, report: report).count, 0)
        expectEqual(
            entries(report),
            [
                "typeMismatch count: replaced by default: count: "
                    + "Expected to decode Int but found the number 4.5, which Int cannot represent."
            ])
    }

    @Test func everyAttemptOfAFallbackChainSaysWhatItFound() {
        expectEqual(
            failure(Fallbacks.self, #"{"count": 4.5, "total": "x"}"#),
            """
            typeMismatch count: No path matched:
            - count: count: Expected to decode Int but found the number 4.5, which Int cannot represent.
            - total: total: Expected to decode Int but found a string instead.
            """)
    }

    @Test func polymorphicElementsInAWrapperAndInALossyList() throws {
        let registry = try counterRegistry()
        let json = #"{"routes": [{"type": "counted", "count": 1}, {"type": "counted", "count": 1.5}]}"#
        expectEqual(
            failure(Board.self, json, registry: registry),
            "typeMismatch routes[1].count: "
                + "Expected to decode Int but found the number 1.5, which Int cannot represent.")
        let report = DecodingReport()
        try expectEqual(
            decode(LossyBoard.self, from: json, registry: registry, report: report).routes.count, 1)
        expectEqual(
            entries(report),
            [
                "typeMismatch routes[1]: dropped: routes[1].count: "
                    + "Expected to decode Int but found the number 1.5, which Int cannot represent."
            ])
    }

    @Test func aPathInAHandWrittenInitializer() {
        expectEqual(
            failure(HandWritten.self, #"{"meta": {"count": 7.25}}"#),
            "typeMismatch meta.count: Expected to decode Int but found the number 7.25, which Int cannot represent."
        )
    }

    @Test func aBackedPropertyInASynthesizedDecodable() {
        expectEqual(
            failure(Plain.self, #"{"count": 7.25}"#),
            "typeMismatch count: Expected to decode Int but found the number 7.25, which Int cannot represent."
        )
    }

    @Test func stringsAndNumbersJSONDecoderChecksOnlyWhenDecoded() {
        expectEqual(
            failure(Counts.self, #"{"items": [1, 02]}"#),
            "dataCorrupted items[1]: Expected to decode Int but found invalid JSON (number with leading zero)."
        )
        expectEqual(
            failure(Widths.self, #"{"small": 1, "ratio": 1, "text": "a\x"}"#),
            "dataCorrupted text: Expected to decode String but found invalid JSON (unexpected escaped character: 'x')."
        )
    }

    @Test func theOriginalErrorIsTheUnderlyingError() throws {
        do {
            _ = try decode(Counts.self, from: #"{"items": [4.5]}"#)
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(let type, let context) {
            #expect(type is Int.Type)
            expectEqual(context.underlyingError.map { "\(Swift.type(of: $0))" }, "JSONError")
        }
    }

    @Test func errorsATypeThrowsItselfPassThroughUnchanged() {
        expectEqual(failure(RefusingShelf.self, #"{"item": {}}"#), "Refusal: Refusal()")
    }

    @Test func decodingAgainRecordsNothingTwice() throws {
        let report = DecodingReport()
        let json =
            #"{"items": [{"name": "a", "count": "x"}, {"name": "b", "count": 2}], "stock": {"a": 3.5}}"#
        _ = try decode(LossyShelf.self, from: json, report: report)
        expectEqual(report.entries.count, 2)
    }

    /// Not covered: the error leaves `JSONDecoder` before any code of the library runs.
    @Test func aPlainTypeDecodedByJSONDecoderAloneKeepsJSONDecodersError() {
        expectEqual(
            failure(PlainOnly.self, #"{"count": 4.5}"#),
            "dataCorrupted <root>: The given data was not valid JSON.")
    }
}
