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
    /// error carries no path. Where the heading ends with the place the excerpt shows, as
    /// ``DynamicJSONDecoder``'s messages do (` At line 4, column 14.`), the excerpt says it
    /// and the heading does not.
    static func render(
        heading: String, for error: any Error, otherwiseAt fallbackPath: [any CodingKey]?, in data: Data
    ) -> String {
        let scanner = JSONScanner(data)
        var heading = heading
        var excerpt: [String] = []
        switch place(of: error) ?? fallbackPath.map(Place.value) {
        case .value(let path)?:
            let match = scanner.deepestValue(on: path)
            excerpt = self.excerpt(of: path, at: match, in: scanner.bytes)
            if let match, match.followedKeys == path.count {
                heading = withoutPlace(
                    match.range, in: scanner.bytes, endingSentence: heading, leads: valueLeads)
            }
        case .syntax?:
            if let syntaxError = scanner.firstSyntaxError() {
                let shown = SourceExcerpt(range: syntaxError.range, bytes: scanner.bytes)
                excerpt = shown.lines(label: syntaxError.problem)
            } else {
                excerpt = [
                    "  = note: the data is valid JSON; JSONDecoder also says this when a number does not fit "
                        + "the type it is decoded as (4.5 for an Int) outside the types DynamicCoding decodes."
                ]
            }
        case .syntaxError(let syntaxError)?:
            // The decoder's own syntax error: drawn where it says, its problem said by the heading.
            let range =
                min(
                    syntaxError.range.lowerBound, scanner.bytes.count)..<min(
                    syntaxError.range.upperBound, scanner.bytes.count)
            excerpt = SourceExcerpt(range: range, bytes: scanner.bytes).lines()
            heading = withoutPlace(range, in: scanner.bytes, endingSentence: heading, leads: ["at"])
        case nil:
            break
        }
        return ([heading] + excerpt).joined(separator: "\n")
    }

    /// How ``DynamicJSONDecoder`` leads the place it adds to a value's message: ` At line 1,
    /// column 6.`, ` In the object at line 1, column 6.`.
    private static let valueLeads = ["At", "In the object at"]

    /// `sentence` without the place it ends with, ` <lead> line L, column C.` (ending with
    /// one period), when that place is on the line of `range`, which the excerpt shows;
    /// else as is.
    /// The line is compared, not the column: the decoder counts a column's Unicode scalars,
    /// the excerpt its characters.
    static func withoutPlace(
        _ range: Range<Int>, in bytes: [UInt8], endingSentence sentence: String, leads: [String]
    )
        -> String
    {
        let line = SourceLine(containing: range.lowerBound, in: bytes).number
        for lead in leads {
            guard let start = sentence.range(of: " \(lead) line ", options: .backwards) else { continue }
            let place = sentence[start.upperBound...].split(
                separator: ", column ", omittingEmptySubsequences: false)
            guard place.count == 2, Int(place[0]) == line, place[1].hasSuffix("."),
                Int(place[1].dropLast()) != nil
            else { continue }
            let rest = sentence[..<start.lowerBound]
            return rest.hasSuffix(".") ? String(rest) : rest + "."
        }
        return sentence
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
        /// Where ``DynamicJSONDecoder`` found the data stops being JSON: its bytes in the
        /// data's UTF-8 text.
        case syntaxError(JSONScanner.SyntaxError)
    }

    static func place(of error: any Error) -> Place? {
        guard let error = error as? DecodingError else { return nil }
        switch error {
        case .keyNotFound(_, let context):
            return .value(context.codingPath)
        case .dataCorrupted(let context)
        where context.codingPath.isEmpty && context.underlyingError is JSONScanner.SyntaxError:
            return (context.underlyingError as? JSONScanner.SyntaxError).map(Place.syntaxError)
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
