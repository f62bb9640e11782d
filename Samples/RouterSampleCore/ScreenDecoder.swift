import DynamicCoding
import Foundation
import RouterKit

/// Decodes a ``HomeScreen`` with the app's registry and a ``DecodingReport``; with
/// `strict`, anything the report holds (an element a lossy list dropped) is an error.
/// Errors show where they are in the payload: line, column, the line and carets.
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
            let rendered = DecodingErrorDescription.rendered(error, in: payload.data)
            throw SampleFailure.input(
                Self.lines(rendered, heading: "cannot decode \(payload.name)", reason: error))
        }
        if strict, !report.entries.isEmpty {
            throw SampleFailure.input(
                report.entries.flatMap { entry in
                    Self.lines(
                        entry.rendered(in: payload.data),
                        heading: "cannot decode \(payload.name) with --strict",
                        reason: entry.error)
                })
        }
        return (screen, report)
    }

    /// `error: heading: message`, then the rendered lines that show where it is.
    private static func lines(_ rendered: String, heading: String, reason: any Error) -> [String] {
        let excerpt = rendered.components(separatedBy: "\n").dropFirst()
        return ["error: \(heading): \(DecodingErrorDescription.message(of: reason))"] + excerpt
    }
}
