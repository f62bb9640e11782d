import DynamicCoding
import Foundation
import RouterKit

/// Encodes a ``HomeScreen`` back to pretty JSON with sorted keys, discriminators
/// written from the app's registry.
struct ScreenEncoder {
    let registry: TypeRegistry

    func prettyJSON(of screen: HomeScreen) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.userInfo[.typeRegistry] = registry
        do {
            return String(decoding: try encoder.encode(screen), as: UTF8.self)
        } catch {
            throw SampleFailure.input([
                "error: cannot encode the screen: \(DecodingErrorDescription.message(of: error))"
            ])
        }
    }
}
