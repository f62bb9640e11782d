import DynamicCoding
import Foundation
import RouterKit

/// The router sample as a function, so that tests run exactly what the
/// `router-sample` executable runs.
///
/// ```swift
/// let status = RouterSample.run(
///     arguments: ["--strict", "payload.json"],
///     stdin: { FileHandle.standardInput.readDataToEndOfFile() },
///     output: { print($0) },
///     errorOutput: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
/// exit(status)
/// ```
public enum RouterSample {
    /// Launches the app (every feature registered, the registry frozen), decodes the
    /// payload the arguments name and prints how each route and component was handled,
    /// or the screen re-encoded with `--encode`; with `--schema`, prints the JSON Schema of
    /// the payloads it decodes instead. Warnings and errors show where they are
    /// in the payload.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments, without the program name.
    ///   - stdin: Reads standard input to its end; called only for the argument `-`.
    ///   - output: Prints text to standard output (a line, or several lines for JSON).
    ///   - errorOutput: Prints text to standard error (a line, or several lines for a warning
    ///     or an error shown in its payload).
    /// - Returns: The exit status: 0 on success, 1 when the payload cannot be read,
    ///   decoded or handled (or `--strict` refuses a dropped element), 2 for bad arguments.
    public static func run(
        arguments: [String], stdin: () -> Data, output: (String) -> Void, errorOutput: (String) -> Void
    ) -> Int32 {
        do {
            let options = try Options(parsing: arguments)
            let app = try SampleApp.launch()
            if options.showsHelp {
                output(Help.text(for: app))
                return 0
            }
            if options.printsSchema {
                let schema = try JSONSchema(for: HomeScreen.self, registry: app.registry)
                output(String(decoding: try schema.data, as: UTF8.self))
                return 0
            }
            let payload = try options.input.read(stdin: stdin)
            let decoded = try ScreenDecoder(registry: app.registry).decode(payload, strict: options.isStrict)
            for entry in decoded.report.entries {
                errorOutput(entry.rendered(in: payload.data))
            }
            if options.encodes {
                output(try ScreenEncoder(registry: app.registry).prettyJSON(of: decoded.screen))
            } else {
                let listing = HandlingListing(app: app, source: payload.name)
                for line in try listing.lines(for: decoded.screen, dropped: decoded.report.entries) {
                    output(line)
                }
            }
            return 0
        } catch let failure as SampleFailure {
            failure.lines.forEach(errorOutput)
            return failure.status
        } catch {
            errorOutput("error: \(DecodingErrorDescription.message(of: error))")
            return 1
        }
    }
}
