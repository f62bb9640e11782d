import DynamicCoding
import Foundation

/// SplitMix64: a tiny deterministic generator, so that every run sees the same payloads.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Builds random values and the JSON that holds them, from one seed.
struct PayloadGenerator {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    /// Any `Int`, edges included.
    mutating func anyInt() -> Int {
        chance(0.1) ? pick([Int.min, Int.max, 0, -1]) : Int(truncatingIfNeeded: random.next())
    }

    /// A finite `Double` of any magnitude, or a simple one.
    mutating func anyDouble() -> Double {
        if chance(0.3) { return Double(int(-1_000...1_000)) / 8 }
        let bits = random.next()
        let value = Double(bitPattern: bits)
        return value.isFinite ? value : Double(bits >> 11) * 0x1p-53
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(0...elements.count - 1)]
    }

    /// A string of characters JSON must escape, non-ASCII letters in both normalization
    /// forms, emoji and plain letters.
    mutating func string() -> String {
        let pieces = [
            "a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "e\u{301}", "🍎",
            "👩‍👩‍👧",
            "日本", "\u{FEFF}", "\u{2028}", ".", "$", "type",
        ]
        return (0..<int(0...8)).map { _ in pick(pieces) }.joined()
    }

    /// A key that is never one of the models' own.
    mutating func unknownKey() -> String {
        "x-" + string()
    }

    /// Whole seconds between 1900 and 2200, which every date format writes exactly.
    mutating func wholeSecondsDate() -> Date {
        Date(timeIntervalSince1970: Double(int(-2_208_988_800...7_258_118_400)))
    }

    /// A piece and its payload; towers nest up to `depth` levels.
    mutating func piece(depth: Int = 2) -> (any Piece, CodableValue) {
        switch int(0...(depth > 0 ? 3 : 2)) {
        case 0:
            let rank = anyInt()
            return (Pawn(rank: rank), .object(["type": .string("pawn"), "rank": .int(Int64(rank))]))
        case 1:
            let rook = Rook(file: string(), moved: chance(0.5))
            var payload: CodableValue.Object = [
                "type": .string("rook"), "position": .object(["file": .string(rook.file)]),
            ]
            if rook.moved || chance(0.5) { payload["moved"] = .bool(rook.moved) }
            return (rook, .object(payload))
        case 2:
            return (Cafe(), .object(["type": .string(chance(0.5) ? "caf\u{E9}" : "cafe\u{301}")]))
        default:
            let children = (0..<int(0...3)).map { _ in piece(depth: depth - 1) }
            return (
                Tower(pieces: children.map(\.0)),
                .object(["type": .string("tower"), "pieces": .array(children.map(\.1))])
            )
        }
    }

    /// A payload that a lossy `[any Piece]` drops, and what the report says of it.
    mutating func invalidPiece() -> (CodableValue, DroppedElement) {
        switch int(0...5) {
        case 0:
            return (
                .null,
                DroppedElement(.valueNotFound, "Expected Piece value but found null instead.")
            )
        case 1:
            return (
                .object(["type": .string("bishop"), "diagonal": .int(1)]),
                DroppedElement(
                    .dataCorrupted, at: ".type",
                    DynamicCodingFailure.unknownTypeIdentifier(
                        "bishop", base: "Piece", registered: pieceIdentifiers
                    )
                    .message)
            )
        case 2:
            return (
                .object(["rank": .int(1)]),
                DroppedElement(
                    .keyNotFound, at: ".type",
                    #"Missing discriminator "type" needed to choose a type for Piece."#)
            )
        case 3:
            return (
                .object(["type": .int(7)]),
                DroppedElement(
                    .typeMismatch, at: ".type",
                    #"Expected the discriminator "type" of Piece to be a string but found a number instead."#)
            )
        case 4:
            return (
                .object(["type": .string("pawn"), "rank": .string("first")]),
                DroppedElement(
                    .typeMismatch, at: ".rank", "Expected to decode Int but found a string instead.")
            )
        default:
            return (
                .string("pawn"),
                DroppedElement(
                    .typeMismatch, "Expected an object holding a Piece but found a string instead.")
            )
        }
    }

    /// A value that a lossy `[Int]` or `[String: Int]` drops, and what the report says of it.
    mutating func invalidInt() -> (CodableValue, DroppedElement) {
        switch int(0...4) {
        case 0: return (.null, DroppedElement(.valueNotFound, "Expected Int value but found null instead."))
        case 1:
            return (
                .string(string()),
                DroppedElement(.typeMismatch, "Expected to decode Int but found a string instead.")
            )
        case 2:
            return (
                .bool(chance(0.5)),
                DroppedElement(.typeMismatch, "Expected to decode Int but found bool instead.")
            )
        case 3:
            return (
                .array([]),
                DroppedElement(.typeMismatch, "Expected to decode Int but found an array instead.")
            )
        default:
            return (
                .object([:]),
                DroppedElement(.typeMismatch, "Expected to decode Int but found a dictionary instead.")
            )
        }
    }
}

/// What a lossy collection reports for an element it drops: the error case, where the
/// error is below the element (`.type`, or nothing for the element itself) and its message.
struct DroppedElement {
    let errorCase: DecodingErrorCase
    let below: String
    let message: String

    init(_ errorCase: DecodingErrorCase, at below: String = "", _ message: String) {
        self.errorCase = errorCase
        self.below = below
        self.message = message
    }

    /// The report's line for the element at `path`.
    func line(at path: String) -> ReportLine {
        ReportLine(path, .dropped, errorCase, "\(path)\(below): \(message)")
    }
}

/// The JSON text of a payload, keys sorted.
func jsonText(_ payload: CodableValue) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(payload), as: UTF8.self)
}
