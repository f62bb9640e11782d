import DynamicCoding
import Foundation

/// ``DynamicJSONDecoder`` against `JSONDecoder` on every input: each model, a whole-document
/// value and plain `Codable` types decode to the same value or fail with the same error
/// (``JSONDifferential``, shared with the tests).
enum DecoderAgreementCheck {
    static func check(_ data: Data) {
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

    private static func compare<Model: Decodable>(_ type: Model.Type, _ data: Data) {
        let foundation = RoundTrip.decoder(DecodingReport())
        let outcome = Result { try foundation.decode(type, from: data) }
        let dynamic = JSONDifferential.dynamicDecoder(like: foundation)
        let dynamicOutcome = Result { try dynamic.decode(type, from: data) }
        if let difference = JSONDifferential.difference(
            outcome, dynamicOutcome, userInfo: foundation.userInfo)
        {
            fatalError(
                "DynamicJSONDecoder disagrees with JSONDecoder on \(Model.self): \(difference)\n"
                    + String(decoding: data, as: UTF8.self))
        }
    }
}
