extension DecodingErrorDescription {
    /// The error's message, then where it is in the YAML `text` it was decoded from: the
    /// line and column, the source line, and carets under the value, as
    /// ``rendered(_:in:)`` draws an error in JSON.
    ///
    /// The carets mark the value at the error's coding path (a value over several lines,
    /// such as a block mapping or a `|` block scalar, by its first character); for a
    /// missing key, the mapping that lacks it. When the text holds only part of the path,
    /// they mark the deepest value it holds, and a note says so. The library finds the
    /// value itself, reading block and flow YAML (see ``rendered(_:inYAML:locatedBy:)`` to
    /// give the positions a YAML parser knows instead). `document` numbers the documents
    /// of a stream separated by `---`, from 0: pass the index of the document whose
    /// decoding failed. A syntax error whose description starts with `line:column: error:`,
    /// as Yams' `YamlError` does, is drawn at that line and column with the message that
    /// follows, whether it is thrown as is or as the underlying error of a
    /// `DecodingError.dataCorrupted` at the root (as `YAMLDecoder` wraps it since Yams 6).
    ///
    /// ```swift
    /// do {
    ///     _ = try YAMLDecoder().decode(Workflow.self, from: yaml, userInfo: [.typeRegistry: registry])
    /// } catch {
    ///     print(DecodingErrorDescription.rendered(error, inYAML: yaml))
    /// }
    /// // error: jobs.build.timeout-minutes: Expected to decode Int but found Scalar instead.
    /// //  --> line 7, column 22
    /// //   |
    /// // 7 |     timeout-minutes: soon
    /// //   |                      ^^^^
    /// ```
    public static func rendered(_ error: any Error, inYAML text: String, document: Int = 0) -> String {
        let scanner = YAMLScanner(text)
        return renderedInYAML(error, scanner) { scanner.deepestValue(on: $0, document: document) }
    }

    /// The error's message, then where it is in the YAML `text`, at the position `position`
    /// gives for a coding path: drawn as ``rendered(_:inYAML:document:)`` draws it.
    ///
    /// `position` returns the line and column (both from 1, the column in Unicode
    /// scalars, as Yams' `Mark` counts them) where the value at a coding path starts, or
    /// `nil` when there is none; for a path it has no position for, the longest prefix of
    /// the path it has one for is drawn, with a note. The carets cover the value starting
    /// there as far as this library reads it (a scalar or a one-line collection whole).
    ///
    /// ```swift
    /// let marks: [String: Mark] = …  // each node's mark, by its path, from Yams' Node tree
    /// let text = DecodingErrorDescription.rendered(error, inYAML: yaml) { codingPath in
    ///     marks[codingPath.map(\.stringValue).joined(separator: ".")].map { ($0.line, $0.column) }
    /// }
    /// ```
    public static func rendered(
        _ error: any Error, inYAML text: String,
        locatedBy position: (_ codingPath: [any CodingKey]) -> (line: Int, column: Int)?
    ) -> String {
        let scanner = YAMLScanner(text)
        return renderedInYAML(error, scanner) { path in
            for count in stride(from: path.count, through: 0, by: -1) {
                if let (line, column) = position(Array(path.prefix(count))),
                    let offset = scanner.offset(line: line, column: column)
                {
                    return PathMatch(followedKeys: count, range: scanner.valueRange(at: offset))
                }
            }
            return nil
        }
    }

    /// `heading` (by default the error's message), then the excerpt of the YAML where
    /// `error` is; at `fallbackPath` when the error carries no path.
    static func renderedInYAML(
        _ error: any Error, heading: String? = nil, otherwiseAt fallbackPath: [any CodingKey]? = nil,
        _ scanner: YAMLScanner, deepestValue: ([any CodingKey]) -> PathMatch?
    ) -> String {
        if let syntaxError = PositionedSyntaxError.stated(by: error) {
            var lines = ["error: \(syntaxError.message)"]
            if let offset = scanner.offset(line: syntaxError.line, column: syntaxError.column) {
                lines += SourceExcerpt(range: offset..<offset, bytes: scanner.bytes).lines()
            }
            return lines.joined(separator: "\n")
        }
        var lines = [heading ?? "error: \(message(of: error))"]
        if case .value(let path)? = place(of: error) ?? fallbackPath.map(Place.value) {
            lines += excerpt(of: path, at: deepestValue(path), in: scanner.bytes)
        }
        return lines.joined(separator: "\n")
    }
}

extension DecodingReport.Entry {
    /// The entry's line, then where its value is in the YAML `text` that was decoded:
    /// drawn as ``DecodingErrorDescription/rendered(_:inYAML:document:)`` draws an error,
    /// in the document numbered `document` (from 0) of a stream.
    ///
    /// ```swift
    /// for entry in report.entries {
    ///     print(entry.rendered(inYAML: yaml))
    /// }
    /// // warning: layers[1]: dropped: layers[1].type: Unknown type identifier "hexagon" …
    /// //  --> line 9, column 11
    /// //   |
    /// // 9 |   - type: hexagon
    /// //   |           ^^^^^^^
    /// ```
    public func rendered(inYAML text: String, document: Int = 0) -> String {
        let scanner = YAMLScanner(text)
        return DecodingErrorDescription.renderedInYAML(
            error, heading: "warning: \(description)", otherwiseAt: codingPath, scanner
        ) { scanner.deepestValue(on: $0, document: document) }
    }
}

/// A parser's syntax error read from its description, `line:column: error: message`, as
/// Yams' `YamlError` states it: `7:20: error: scanner: mapping values are not allowed in
/// this context:` followed by the source line and a caret, which are left out of the
/// message.
struct PositionedSyntaxError {
    let line: Int
    let column: Int
    let message: String

    /// The syntax error `error` states, or the one it wraps: Yams 6 throws the `YamlError`
    /// as the underlying error of a `dataCorrupted` error at the root.
    static func stated(by error: any Error) -> PositionedSyntaxError? {
        if case .dataCorrupted(let context)? = error as? DecodingError, context.codingPath.isEmpty,
            let underlyingError = context.underlyingError
        {
            return stated(by: underlyingError)
        }
        guard !(error is DecodingError) else { return nil }
        var lines = String(describing: error).split(separator: "\n", omittingEmptySubsequences: false)
        let parts = lines.first?.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false) ?? []
        guard parts.count == 4, let line = Int(parts[0]), let column = Int(parts[1]),
            parts[2] == " error", parts[3].hasPrefix(" ")
        else { return nil }
        if lines.count >= 3, lines[lines.count - 1].trimmingPrefix(while: { $0 == " " }) == "^" {
            lines.removeLast(2)
        }
        lines[0] = parts[3].dropFirst()
        var message = lines.map { $0.trimmingPrefix(while: { $0 == " " }) }.filter { !$0.isEmpty }
            .joined(separator: " ")
        if message.hasSuffix(":") { message.removeLast() }
        return PositionedSyntaxError(line: line, column: column, message: message)
    }
}
