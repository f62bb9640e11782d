import DynamicCoding
import Foundation
import RouterKit

/// Decodes a ``HomeScreen`` with the app's registry and a ``DecodingReport``; with
/// `strict`, anything the report holds (an element a lossy list dropped) is an error.
struct ScreenDecoder {
    let registry: TypeRegistry

    func decode(_ payload: Payload, strict: Bool) throws -> (screen: HomeScreen, report: DecodingReport) {
        let report = DecodingReport()
        let decoder = JSONDecoder()
        decoder.userInfo[.typeRegistry] = registry
        decoder.userInfo[.decodingReport] = report
        let screen: HomeScreen
        do {
            screen = try decoder.decode(HomeScreen.self, from: payload.data)
        } catch {
            throw SampleFailure.input([
                "error: cannot decode \(payload.name): \(Self.describe(error, in: payload.data))"
            ])
        }
        if strict, !report.entries.isEmpty {
            throw SampleFailure.input(
                report.entries.map { entry in
                    let reason = DecodingErrorDescription.message(of: entry.error)
                    return "error: cannot decode \(payload.name) with --strict: \(reason)"
                })
        }
        return (screen, report)
    }

    /// The error's path and message; for JSON that does not parse, also where it stops.
    static func describe(_ error: any Error, in data: Data) -> String {
        let message = DecodingErrorDescription.message(of: error)
        guard case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty,
            let detail = syntaxError(in: data)
        else {
            return message
        }
        return "\(message) \(detail)"
    }

    /// What the JSON parser says is wrong with `data`, if anything.
    private static func syntaxError(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            return (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        }
    }
}
