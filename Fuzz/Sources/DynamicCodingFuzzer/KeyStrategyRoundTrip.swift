import DynamicCoding
import Foundation

@testable import FuzzModels

/// Decodes with `.convertFromSnakeCase`, encodes with the default keys and decodes again
/// with `.convertFromSnakeCase`. Payload keys (the unknown keys, `CodableValue` objects,
/// discriminators) keep their spelling, so the second decode must equal the first, and
/// every unknown key the first decode kept must be written back.
enum KeyStrategyRoundTrip {
    static func check(_ data: Data) {
        guard let first = try? decoder.decode(Document.self, from: data) else { return }
        let encoded: Data
        do {
            encoded = try encoder.encode(first)
        } catch {
            fatalError("Document decoded with a key strategy but does not encode: \(error)")
        }
        let second: Document
        do {
            second = try decoder.decode(Document.self, from: encoded)
        } catch {
            fatalError(
                "Document does not decode what it encoded, with a key strategy: \(error)\n"
                    + String(decoding: encoded, as: UTF8.self))
        }
        guard first == second else {
            fatalError(
                "Document changed in a round trip with a key strategy:\n\(first)\n\(second)\n"
                    + String(decoding: encoded, as: UTF8.self))
        }
        let written = (try? JSONSerialization.jsonObject(with: encoded)) as? [String: Any] ?? [:]
        for key in first.others.keys where written[key] == nil {
            fatalError(
                "The unknown key \"\(key)\" was not written back: " + String(decoding: encoded, as: UTF8.self)
            )
        }
    }

    private static let decoder: JSONDecoder = {
        let decoder = RoundTrip.decoder(DecodingReport())
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    private static var encoder: JSONEncoder { RoundTrip.encoder }
}
