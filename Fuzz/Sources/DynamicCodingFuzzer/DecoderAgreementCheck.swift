import DynamicCoding
import Foundation

@testable import FuzzModels

/// ``DynamicJSONDecoder`` against `JSONDecoder` on every input: each model, a whole-document
/// value and plain `Codable` types decode to the same value or fail with the same error
/// (``JSONDifferential``, shared with the tests).
///
/// Inputs with a zero written with an exponent are left out: swift-foundation 6.3 refuses
/// some of them as floating-point numbers (`0e3`, `0E1`, `0.00e1`, `-0.0e-1`, while it reads
/// `0e+3`, `-0e3` and `0.0e1`), which ours reads as zero (`DynamicJSONDecoderEdgeTests`); and
/// so are inputs with a number of 39 digits or more, which `JSONDecoder` cuts to 38.
enum DecoderAgreementCheck {
    static func check(_ data: Data) {
        guard String(decoding: data, as: UTF8.self).firstMatch(of: zeroWithExponent) == nil else { return }
        // JSONDecoder keeps 38 digits of a longer number, ours every one (FasterJSON.md).
        guard !FidelityCheck.hasLongNumber(data, digits: 39) else { return }
        compare(Document.self, data)
        compare(Board.self, data)
        compare(Group.self, data)
        compare(LayoutBoard.self, data)
        compare(Parcel.self, data)
        compare(CodableValue.self, data)
        compare([String: Int].self, data)
        compare([Double?].self, data)
        compare([String].self, data)
    }

    private static var zeroWithExponent: Regex<(Substring, Substring, Substring?)> {
        /(^|[^0-9.])-?0(\.0*)?[eE]/
    }

    private static func compare<Model: Decodable>(_ type: Model.Type, _ data: Data) {
        let foundation = RoundTrip.decoder(DecodingReport())
        let outcome = Result { try foundation.decode(type, from: data) }
        let dynamic = JSONDifferential.dynamicDecoder(like: foundation)
        let dynamicOutcome = Result { try dynamic.decode(type, from: data) }
        if let difference = JSONDifferential.difference(
            outcome, dynamicOutcome, userInfo: foundation.userInfo)
        {
            // KNOWN-BUG (fuzz-findings.md 12): on a top-level string with a bad escape, JSONDecoder
            // reports the type it found, ours the syntax error.
            if case .failure(DecodingError.typeMismatch) = outcome,
                case .failure(DecodingError.dataCorrupted) = dynamicOutcome,
                data.first == UInt8(ascii: "\"")
            {
                return
            }
            fatalError(
                "DynamicJSONDecoder disagrees with JSONDecoder on \(Model.self): \(difference)\n"
                    + String(decoding: data, as: UTF8.self))
        }
    }
}
