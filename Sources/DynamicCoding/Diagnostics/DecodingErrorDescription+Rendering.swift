import Foundation

extension DecodingErrorDescription {
    /// The error's message, then where it is in the JSON `data` it was decoded from: the
    /// line and column, the source line, and carets under the value.
    ///
    /// The carets mark the value at the error's coding path; for a missing key, the object
    /// that lacks it; for an unknown type identifier, the identifier. For JSON that does
    /// not parse they mark the first place where it stops being JSON, which this finds
    /// itself (`JSONDecoder` on Linux reports no position). When the data holds only part
    /// of the path, they mark the deepest value it holds, and a note says so.
    ///
    /// ```swift
    /// do {
    ///     _ = try decoder.decode(HomeScreen.self, from: data)
    /// } catch {
    ///     print(DecodingErrorDescription.rendered(error, in: data))
    /// }
    /// // error: routes[0].id: Expected to decode String but found number instead.
    /// //  --> line 3, column 45
    /// //   |
    /// // 3 |   "routes": [{"type": "detailscreen", "id": 42}],
    /// //   |                                             ^^
    /// ```
    public static func rendered(_ error: any Error, in data: Data) -> String {
        render(heading: "error: \(message(of: error))", for: error, otherwiseAt: nil, in: data)
    }

    /// `heading`, then the excerpt of `data` where `error` is; at `fallbackPath` when the
    /// error carries no path.
    static func render(
        heading: String, for error: any Error, otherwiseAt fallbackPath: [any CodingKey]?, in data: Data
    ) -> String {
        let scanner = JSONScanner(data)
        var lines = [heading]
        switch place(of: error) ?? fallbackPath.map(Place.value) {
        case .value(let path)?:
            lines += excerpt(of: path, at: scanner.deepestValue(on: path), in: scanner.bytes)
        case .syntax?:
            if let syntaxError = scanner.firstSyntaxError() {
                let excerpt = SourceExcerpt(range: syntaxError.range, bytes: scanner.bytes)
                lines += excerpt.lines(label: syntaxError.problem)
            } else {
                lines.append(
                    "  = note: the data is valid JSON; JSONDecoder also says this when a number does not fit "
                        + "the type it is decoded as (4.5 for an Int) outside the types DynamicCoding decodes."
                )
            }
        case nil:
            break
        }
        return lines.joined(separator: "\n")
    }

    /// The excerpt of `bytes` that shows `match`, the value at `path` or the deepest one on
    /// its way, with a note when it is not the whole path; none when no key was followed.
    static func excerpt(of path: [any CodingKey], at match: PathMatch?, in bytes: [UInt8]) -> [String] {
        guard let match, match.followedKeys > 0 || path.isEmpty else { return [] }
        let excerpt = SourceExcerpt(range: match.range, bytes: bytes)
        guard match.followedKeys < path.count else { return excerpt.lines() }
        let shown = CodingPathDescription.of(Array(path.prefix(match.followedKeys)))
        return excerpt.lines(
            note: "the data has no value at \(CodingPathDescription.of(path)); this is \(shown).")
    }

    /// Where an error points in the payload.
    enum Place {
        /// The value at a coding path.
        case value([any CodingKey])
        /// The first place where the data is not JSON.
        case syntax
    }

    static func place(of error: any Error) -> Place? {
        guard let error = error as? DecodingError else { return nil }
        switch error {
        case .keyNotFound(_, let context):
            return .value(context.codingPath)
        case .dataCorrupted(let context)
        where context.codingPath.isEmpty && context.debugDescription == notValidJSON:
            return .syntax
        default:
            return .value(error.codingPath)
        }
    }

    /// What `JSONDecoder` says of data that does not parse.
    private static let notValidJSON = "The given data was not valid JSON."
}

extension DecodingReport.Entry {
    /// The entry's line, then where its value is in the JSON `data` that was decoded:
    /// drawn as ``DecodingErrorDescription/rendered(_:in:)`` draws an error.
    ///
    /// ```swift
    /// for entry in report.entries {
    ///     print(entry.rendered(in: data))
    /// }
    /// // warning: featured[1]: dropped: featured[1].type: Unknown type identifier "settings" …
    /// //  --> line 19, column 19
    /// //   |
    /// // 19 |         { "type": "settings", "section": "privacy" },
    /// //    |                   ^^^^^^^^^^
    /// ```
    public func rendered(in data: Data) -> String {
        DecodingErrorDescription.render(
            heading: "warning: \(description)", for: error, otherwiseAt: codingPath, in: data)
    }
}
