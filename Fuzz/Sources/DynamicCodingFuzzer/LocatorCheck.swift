import DynamicCoding
import Foundation

@testable import FuzzModels

/// The error locator on any bytes and any coding path: `JSONLocation` and the renderer must
/// never crash, must stay inside the data, and a payload the syntax check accepts must parse.
enum LocatorCheck {
    static func check(_ data: Data) {
        var random = ByteRandom(data)
        for _ in 0..<4 {
            let path = randomPath(&random)
            if let location = JSONLocation(of: path, in: data) {
                expectInside(location, data, "the value at \(path)")
            }
            for error in errors(at: path) {
                _ = DecodingErrorDescription.rendered(error, in: data)
            }
        }
        guard let syntaxError = JSONLocation(firstSyntaxErrorIn: data) else {
            do {
                _ = try JSONDecoder().decode(AnyValue.self, from: data)
            } catch {
                fatalError("The syntax check accepts what JSONDecoder refuses: \(error)")
            }
            return
        }
        expectInside(syntaxError, data, "the syntax error")
        _ = DecodingErrorDescription.rendered(notJSON, in: data)
    }

    private static let keys = ["type", "kind", "meta", "title", "children", "a", "", "é", "a\"b", "\\u00e9"]

    /// A path of up to six keys and indices, chosen by the input's own bytes.
    private static func randomPath(_ random: inout ByteRandom) -> [FuzzKey] {
        (0..<Int(random.next() % 7)).map { _ in
            let choice = Int(random.next())
            switch choice % 4 {
            case 0: return FuzzKey(intValue: [0, 1, 2, -1, Int.max][choice / 4 % 5])
            case 1: return FuzzKey(intValue: choice / 4 % 3)
            default: return FuzzKey(stringValue: keys[choice / 4 % keys.count])
            }
        }
    }

    /// The errors the renderer places by a path: at the value, and at an object that
    /// lacks a key.
    private static func errors(at path: [FuzzKey]) -> [any Error] {
        let context = DecodingError.Context(codingPath: path, debugDescription: "Fuzz.")
        return [
            DecodingError.typeMismatch(Int.self, context),
            DecodingError.keyNotFound(FuzzKey(stringValue: "missing"), context),
        ]
    }

    private static let notJSON = DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: [], debugDescription: "The given data was not valid JSON."))

    private static func expectInside(_ location: JSONLocation, _ data: Data, _ what: String) {
        guard location.byteRange.lowerBound >= data.startIndex,
            location.byteRange.upperBound <= data.endIndex,
            location.line >= 1, location.column >= 1
        else {
            fatalError("\(what) is outside the data: \(location), bytes \(location.byteRange)")
        }
    }
}

/// Any JSON value, decoded as `JSONDecoder` reads it and thrown away.
private struct AnyValue: Decodable {
    init(from decoder: any Decoder) throws {}
}

/// A coding key of a random path.
struct FuzzKey: CodingKey, CustomStringConvertible {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    var description: String { intValue.map { "[\($0)]" } ?? stringValue }
}

/// Numbers drawn from the input's bytes, from the end, so the same input takes the same paths.
private struct ByteRandom {
    private let bytes: [UInt8]
    private var index = 0

    init(_ data: Data) {
        bytes = Array(data.suffix(16))
    }

    mutating func next() -> UInt8 {
        guard !bytes.isEmpty else { return 0 }
        defer { index += 1 }
        return bytes[bytes.count - 1 - index % bytes.count] &+ UInt8(truncatingIfNeeded: index)
    }
}
