/// Reads the syntax tree of a YAML document with the scanner's steps: block and flow
/// collections, scalars in every style, aliases, and each value's anchor and tag.
///
/// A block entry spans its lines, from the key or `-` to the last line of its value, with
/// the comment on that line; comment lines after it belong to what follows.
///
/// ```swift
/// let scanner = YAMLScanner("a: 1 # one\nb: [x, y]\n")
/// try YAMLSyntaxReader(scanner: scanner).document(0)?.entries.map(\.key)  // ["a", "b"]
/// ```
struct YAMLSyntaxReader {
    let scanner: YAMLScanner
    private var bytes: [UInt8] { scanner.bytes }

    /// The root of the document numbered `index` (from 0); `nil` when it holds no value.
    ///
    /// - Throws: ``UnreadLine`` when the document holds more than the root this reads (YAML
    ///   it does not read, such as `? ` keys): an edit must not miss what it cannot see.
    func document(_ index: Int) throws -> SyntaxNode? {
        let documents = scanner.documentLines()
        guard documents.indices.contains(index), let first = scanner.firstContentLine(in: documents[index])
        else {
            return nil
        }
        let start = scanner.contentStart(first)
        let properties = self.properties(from: start, to: scanner.skipProperties(from: start))
        let limit = documents[index].upperBound
        let root = node(at: scanner.skipProperties(from: start), properties, column: -1, limit: limit)
        let lastLine = scanner.line(of: max(root.range.lowerBound, root.range.upperBound - 1))
        if let unread = scanner.nextContentLine(after: lastLine, before: limit) {
            throw UnreadLine(line: unread + 1)
        }
        return root
    }

    /// A line of a document that the reader could not place in its tree.
    struct UnreadLine: Error {
        /// The line, from 1.
        let line: Int

        var description: String {
            "The YAML at line \(line) is of a kind text edits do not read (such as a `? ` key)."
        }
    }

    // MARK: Values

    /// The value starting at `offset`, whose parent entry is at `column`.
    private func node(at offset: Int, _ properties: Properties, column: Int, limit: Int) -> SyntaxNode {
        let node = blockOrScalar(at: offset, properties, column: column, limit: limit)
        node.anchor = properties.anchor
        node.tagRange = properties.tagRange
        return node
    }

    private func blockOrScalar(at offset: Int, _ properties: Properties, column: Int, limit: Int)
        -> SyntaxNode
    {
        let tag = properties.tag
        guard offset < bytes.count, !startsNothing(at: offset) else {
            return SyntaxNode(kind: .scalar, range: offset..<offset, tag: tag)
        }
        if bytes[offset] == YAMLScanner.apostrophe || bytes[offset] == Byte.quote, startsLine(offset),
            scanner.mappingKey(at: offset) != nil
        {
            return blockMapping(at: offset, tag: tag, limit: limit)  // `"key": value`
        }
        switch bytes[offset] {
        case Byte.openBrace, Byte.openBracket:
            return flowCollection(at: offset, tag: tag)
        case YAMLScanner.apostrophe, Byte.quote:
            let style: SyntaxNode.Style = bytes[offset] == Byte.quote ? .doubleQuoted : .singleQuoted
            return SyntaxNode(
                kind: .scalar, range: offset..<scanner.quotedEnd(from: offset), style: style, tag: tag)
        case YAMLScanner.pipe, YAMLScanner.greaterThan:
            let style: SyntaxNode.Style = bytes[offset] == YAMLScanner.pipe ? .literal : .folded
            return SyntaxNode(
                kind: .scalar, range: offset..<scanner.blockScalarEnd(from: offset), style: style, tag: tag)
        case UInt8(ascii: "*"):
            return SyntaxNode(kind: .alias, range: offset..<tokenEnd(from: offset), tag: tag)
        default:
            if scanner.isDash(at: offset) { return blockSequence(at: offset, tag: tag, limit: limit) }
            if startsLine(offset), scanner.mappingKey(at: offset) != nil {
                return blockMapping(at: offset, tag: tag, limit: limit)
            }
            return SyntaxNode(
                kind: .scalar, range: offset..<plainEnd(from: offset, column: column, limit: limit), tag: tag)
        }
    }

    /// Whether no value starts at `offset`: the line ends, or a comment starts.
    private func startsNothing(at offset: Int) -> Bool {
        let byte = bytes[offset]
        return byte == Byte.newline || byte == Byte.carriageReturn || byte == YAMLScanner.hash
            || byte == YAMLScanner.space
    }

    /// Whether `offset` is the first content of its line, or follows a sequence's `- `.
    private func startsLine(_ offset: Int) -> Bool {
        let line = scanner.line(of: offset)
        if scanner.contentStart(line) == offset { return true }
        var before = offset
        while before > scanner.lineStarts[line], bytes[before - 1] == YAMLScanner.space { before -= 1 }
        return before > scanner.lineStarts[line] && scanner.isDash(at: before - 1)
    }

    /// The end of a plain scalar, over the lines that continue it (deeper than `column`,
    /// with no blank or comment line between).
    private func plainEnd(from offset: Int, column: Int, limit: Int) -> Int {
        var end = scanner.plainEnd(from: offset, inFlow: false)
        var line = scanner.line(of: offset)
        while line + 1 < limit, line + 1 < scanner.lineStarts.count, !scanner.isSkippable(line + 1),
            scanner.indent(line + 1) > column, end == scanner.lineEnd(line) || endsBeforeComment(end, line)
        {
            line += 1
            end = scanner.plainEnd(from: scanner.contentStart(line), inFlow: false)
        }
        return end
    }

    private func endsBeforeComment(_ end: Int, _ line: Int) -> Bool {
        scanner.skipSpaces(from: end) >= scanner.lineEnd(line)
    }

    private func tokenEnd(from offset: Int) -> Int {
        var end = offset
        while end < bytes.count, !YAMLScanner.isSpaceOrLineBreak(bytes[end]), bytes[end] != Byte.comma,
            bytes[end] != Byte.closeBracket, bytes[end] != Byte.closeBrace
        {
            end += 1
        }
        return end
    }

    // MARK: Block collections

    private func blockMapping(at start: Int, tag: String?, limit: Int) -> SyntaxNode {
        let column = start - scanner.lineStarts[scanner.line(of: start)]
        var entries: [SyntaxNode.Entry] = []
        var keyOffset = start
        while let key = scanner.mappingKey(at: keyOffset) {
            let valueStart = scanner.value(
                after: key.valueSearchStart, below: column, sequenceAtColumn: true, linesBefore: limit)
            let entry = blockEntry(
                key: key.name, at: keyOffset, indicatorEnd: key.valueSearchStart, valueStart: valueStart,
                column: column, limit: limit)
            entries.append(entry.entry)
            guard let next = entry.next, scanner.indent(next) == column,
                !scanner.isDash(at: scanner.contentStart(next))
            else { break }
            keyOffset = scanner.contentStart(next)
        }
        return blockCollection(.mapping, from: start, entries, tag: tag)
    }

    private func blockSequence(at start: Int, tag: String?, limit: Int) -> SyntaxNode {
        let column = start - scanner.lineStarts[scanner.line(of: start)]
        var entries: [SyntaxNode.Entry] = []
        var item = start
        while true {
            let valueStart = scanner.value(
                after: item + 1, below: column, sequenceAtColumn: false, linesBefore: limit)
            let entry = blockEntry(
                key: nil, at: item, indicatorEnd: item + 1, valueStart: valueStart, column: column,
                limit: limit)
            entries.append(entry.entry)
            guard let next = entry.next, scanner.indent(next) == column,
                scanner.isDash(at: scanner.contentStart(next))
            else { break }
            item = scanner.contentStart(next)
        }
        return blockCollection(.sequence, from: start, entries, tag: tag)
    }

    private func blockCollection(
        _ kind: SyntaxNode.Kind, from start: Int, _ entries: [SyntaxNode.Entry], tag: String?
    ) -> SyntaxNode {
        // Both callers pass at least one entry; without one, the collection is its first line.
        let lastLine = scanner.line(of: max(start, (entries.last?.value.range.upperBound ?? start) - 1))
        let node = SyntaxNode(kind: kind, range: start..<max(scanner.lineEnd(lastLine), start + 1), tag: tag)
        node.entries = entries
        return node
    }

    /// One entry of a block collection, starting at `offset` (its key or `-`), and the next
    /// content line after it.
    private func blockEntry(
        key: String?, at offset: Int, indicatorEnd: Int, valueStart: Int, column: Int, limit: Int
    ) -> (entry: SyntaxNode.Entry, next: Int?) {
        let properties = self.properties(from: indicatorEnd, to: valueStart)
        let value = node(at: valueStart, properties, column: column, limit: limit)
        let entryLine = scanner.line(of: offset)
        let lastLine = max(
            entryLine, scanner.line(of: max(value.range.lowerBound, value.range.upperBound - 1)))
        let next = scanner.nextContentLine(after: lastLine, before: limit)
        let span: Range<Int>
        if scanner.contentStart(entryLine) == offset {
            span = scanner.lineStarts[entryLine]..<min(scanner.lineEnd(lastLine) + 1, bytes.count)
        } else if let next, scanner.indent(next) == column {
            span = offset..<scanner.contentStart(next)  // the first key after `- `: the next takes its place
        } else {
            span = offset..<scanner.lineEnd(lastLine)
        }
        let slot = properties.end.flatMap { scanner.line(of: $0) == entryLine ? $0 : nil } ?? indicatorEnd
        var entry = SyntaxNode.Entry(key: key, span: span, value: value, slot: slot)
        entry.keyStyle = keyStyle(at: offset)
        return (entry, next)
    }

    // MARK: Flow collections

    private func flowCollection(at start: Int, tag: String?) -> SyntaxNode {
        let isMapping = bytes[start] == Byte.openBrace
        let close = isMapping ? Byte.closeBrace : Byte.closeBracket
        var entries: [SyntaxNode.Entry] = []
        var offset = scanner.skipFlowSpace(from: start + 1)
        while offset < bytes.count, bytes[offset] != close {
            var key: String?
            var valueSearch = offset
            if isMapping {
                let keyEnd =
                    bytes[offset] == Byte.quote || bytes[offset] == YAMLScanner.apostrophe
                    ? scanner.quotedEnd(from: offset) : scanner.plainEnd(from: offset, inFlow: true)
                key =
                    bytes[offset] == Byte.quote || bytes[offset] == YAMLScanner.apostrophe
                    ? scanner.unquoted(offset..<keyEnd) : scanner.trimmedText(offset..<keyEnd)
                let colon = scanner.skipFlowSpace(from: keyEnd)
                guard colon < bytes.count, bytes[colon] == Byte.colon else { break }
                valueSearch = colon + 1
            }
            let valueStart = scanner.skipProperties(from: scanner.skipFlowSpace(from: valueSearch))
            let value = flowValue(at: valueStart, self.properties(from: valueSearch, to: valueStart))
            let after = scanner.skipFlowSpace(from: value.range.upperBound)
            let hasComma = after < bytes.count && bytes[after] == Byte.comma
            let end = hasComma ? scanner.skipFlowSpace(from: after + 1) : value.range.upperBound
            var entry = SyntaxNode.Entry(
                key: key, span: offset..<end, comma: hasComma ? after : nil, value: value, slot: valueSearch)
            entry.keyStyle = keyStyle(at: offset)
            entries.append(entry)
            guard hasComma else {
                offset = after
                break
            }
            offset = end
        }
        let end = offset < bytes.count && bytes[offset] == close ? offset + 1 : offset
        let node = SyntaxNode(
            kind: isMapping ? .mapping : .sequence, range: start..<end, isFlow: true, tag: tag)
        node.entries = entries
        return node
    }

    private func flowValue(at offset: Int, _ properties: Properties) -> SyntaxNode {
        let node: SyntaxNode
        if offset < bytes.count, bytes[offset] == Byte.openBrace || bytes[offset] == Byte.openBracket {
            node = flowCollection(at: offset, tag: properties.tag)
        } else if offset < bytes.count, bytes[offset] == Byte.quote || bytes[offset] == YAMLScanner.apostrophe
        {
            let style: SyntaxNode.Style = bytes[offset] == Byte.quote ? .doubleQuoted : .singleQuoted
            node = SyntaxNode(
                kind: .scalar, range: offset..<scanner.quotedEnd(from: offset), style: style,
                tag: properties.tag)
        } else if offset < bytes.count, bytes[offset] == UInt8(ascii: "*") {
            node = SyntaxNode(kind: .alias, range: offset..<tokenEnd(from: offset), tag: properties.tag)
        } else {
            node = SyntaxNode(
                kind: .scalar, range: offset..<scanner.plainEnd(from: offset, inFlow: true),
                tag: properties.tag)
        }
        node.anchor = properties.anchor
        node.tagRange = properties.tagRange
        return node
    }

    private func keyStyle(at offset: Int) -> SyntaxNode.Style {
        switch bytes[offset] {
        case Byte.quote: return .doubleQuoted
        case YAMLScanner.apostrophe: return .singleQuoted
        default: return .plain
        }
    }

    // MARK: Properties

    /// A value's anchor and tag, and where the last of them ends.
    struct Properties {
        var tag: String?
        var tagRange: Range<Int>?
        var anchor: String?
        var end: Int?
    }

    /// The anchor and tag between an entry's indicator and its value, comments skipped.
    private func properties(from start: Int, to end: Int) -> Properties {
        var properties = Properties()
        var offset = start
        while offset < end {
            let byte = bytes[offset]
            if byte == YAMLScanner.hash {
                while offset < end, bytes[offset] != Byte.newline { offset += 1 }
            } else if byte == YAMLScanner.exclamation || byte == YAMLScanner.ampersand {
                let tokenEnd = tokenEnd(from: offset)
                let text = String(decoding: bytes[offset..<tokenEnd], as: UTF8.self)
                if byte == YAMLScanner.exclamation {
                    properties.tag = text
                    properties.tagRange = offset..<tokenEnd
                } else {
                    properties.anchor = String(text.dropFirst())
                }
                properties.end = tokenEnd
                offset = tokenEnd
            } else {
                offset += 1
            }
        }
        return properties
    }
}
