/// Reads YAML text without building any value: finds the value at a coding path.
///
/// It reads the common YAML of configuration files: block mappings (`key: value`, nested
/// by indentation), block sequences (`- item`, and `- key: value` items whose mapping
/// continues indented), flow collections (`{a: 1, b: [x, y]}`, nested), quoted and plain
/// scalars, literal and folded block scalars (`|`, `>`), comments, blank lines, anchors
/// and tags before a value, and `---`/`...` between documents. It is lenient: text that is
/// not YAML yields the deepest value it could follow, never a crash. Every loop moves
/// forward; following a key of a path reads each byte a bounded number of times.
struct YAMLScanner {
    let bytes: [UInt8]
    /// Where each line starts.
    private let lineStarts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == Byte.newline {
            starts.append(index + 1)
        }
        lineStarts = starts
    }

    /// The value at `path` in the document numbered `document` (from 0), or the deepest
    /// value on its way; `nil` when the document holds no value at all.
    func deepestValue(on path: [any CodingKey], document: Int) -> PathMatch? {
        let documents = documentLines()
        guard documents.indices.contains(document),
            let root = firstContentLine(in: documents[document]).map(contentStart)
        else { return nil }
        let end = documents[document].upperBound
        var value = root
        var followed = 0
        var inFlow = false
        for key in path {
            guard let child = child(of: value, key, linesBefore: end) else { break }
            inFlow = inFlow || bytes[value] == Byte.openBrace || bytes[value] == Byte.openBracket
            value = child
            followed += 1
        }
        return PathMatch(followedKeys: followed, range: valueRange(at: value, inFlow: inFlow))
    }

    /// The offset of a position given as a line and a column, both from 1, the column
    /// counted in Unicode scalars (as Yams' `Mark` counts it); `nil` for a line the text
    /// does not have. A column past the end of its line is the line's end.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        let start = lineStarts[line - 1]
        let end = lineEnd(line - 1)
        var offset = start
        var scalars = 1
        while offset < end, scalars < column {
            offset += 1
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            scalars += 1
        }
        return offset
    }

    /// The bytes of the value starting at `offset`: a scalar or a collection on one line
    /// whole; a collection or block scalar over several lines from its start to its end
    /// (drawn as its first character); an empty value as the empty range at `offset`.
    /// `inFlow` says whether the value is inside a flow collection (where `,`, `]` and `}`
    /// end a plain scalar); `nil` guesses it from the brackets open before it on its line.
    func valueRange(at offset: Int, inFlow: Bool? = nil) -> Range<Int> {
        guard offset < bytes.count else { return offset..<offset }
        switch bytes[offset] {
        case Byte.newline, Byte.carriageReturn, Self.hash:
            return offset..<offset
        case Byte.openBrace, Byte.openBracket, Byte.quote, Self.apostrophe:
            return offset..<flowValueEnd(from: offset)
        case Self.pipe, Self.greaterThan:
            return offset..<blockScalarEnd(from: offset)
        default:
            if isDash(at: offset) || mappingKey(at: offset) != nil {
                return offset..<lineEnd(line(of: offset)) + 1
            }
            return offset..<plainEnd(from: offset, inFlow: inFlow ?? opensFlow(before: offset))
        }
    }

    /// Whether more flow collections open than close on the line before `offset`.
    private func opensFlow(before offset: Int) -> Bool {
        var depth = 0
        for byte in bytes[lineStarts[line(of: offset)]..<offset] {
            if byte == Byte.openBrace || byte == Byte.openBracket { depth += 1 }
            if byte == Byte.closeBrace || byte == Byte.closeBracket { depth -= 1 }
        }
        return depth > 0
    }

    // MARK: Documents and lines

    /// The lines of each document: the documents are separated by `---` and ended by `...`.
    private func documentLines() -> [Range<Int>] {
        var documents: [Range<Int>] = []
        var start = 0
        var hasContent = false
        var sawStartMarker = false
        for line in lineStarts.indices {
            if isMarker("---", line) {
                if hasContent || sawStartMarker { documents.append(start..<line) }
                (start, hasContent, sawStartMarker) = (line + 1, false, true)
            } else if isMarker("...", line) {
                if hasContent || sawStartMarker { documents.append(start..<line) }
                (start, hasContent, sawStartMarker) = (line + 1, false, false)
            } else if !isSkippable(line) {
                hasContent = true
            }
        }
        if hasContent || sawStartMarker || documents.isEmpty {
            documents.append(start..<lineStarts.count)
        }
        return documents
    }

    private func isMarker(_ marker: String, _ line: Int) -> Bool {
        let start = lineStarts[line]
        let end = lineEnd(line)
        guard end - start >= 3, bytes[start..<start + 3].elementsEqual(marker.utf8) else { return false }
        return end == start + 3 || bytes[start + 3] == Self.space || bytes[start + 3] == Byte.tab
    }

    private func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The end of a line's text, before its `\n` or `\r\n`.
    private func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        if end > lineStarts[line], bytes[end - 1] == Byte.carriageReturn { end -= 1 }
        return end
    }

    private func indent(_ line: Int) -> Int {
        contentStart(line) - lineStarts[line]
    }

    private func contentStart(_ line: Int) -> Int {
        skipSpaces(from: lineStarts[line])
    }

    /// Whether a line holds nothing but spaces and a comment.
    private func isSkippable(_ line: Int) -> Bool {
        let start = contentStart(line)
        return start >= lineEnd(line) || bytes[start] == Self.hash
    }

    private func firstContentLine(in lines: Range<Int>) -> Int? {
        lines.first { !isSkippable($0) }
    }

    /// The first line after `line` that is not skippable, before line `limit`.
    private func nextContentLine(after line: Int, before limit: Int) -> Int? {
        firstContentLine(in: line + 1..<max(line + 1, limit))
    }

    private func skipSpaces(from offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count, bytes[offset] == Self.space || bytes[offset] == Byte.tab { offset += 1 }
        return offset
    }

    // MARK: Following a path

    /// Where the entry `key` of the collection starting at `offset` starts.
    private func child(of offset: Int, _ key: any CodingKey, linesBefore limit: Int) -> Int? {
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case Byte.openBrace:
            return flowMember(of: offset, named: key.stringValue)
        case Byte.openBracket:
            guard let position = key.intValue else { return nil }
            return flowElement(of: offset, at: position)
        default:
            if isDash(at: offset) {
                guard let position = key.intValue else { return nil }
                return blockElement(of: offset, at: position, linesBefore: limit)
            }
            return blockMember(of: offset, named: key.stringValue, linesBefore: limit)
        }
    }

    private func blockMember(of mapping: Int, named name: String, linesBefore limit: Int) -> Int? {
        let column = mapping - lineStarts[line(of: mapping)]
        var entry = mapping
        while let key = mappingKey(at: entry) {
            if key.name == name {
                return value(
                    after: key.valueSearchStart, below: column, sequenceAtColumn: true, linesBefore: limit)
            }
            var next = line(of: entry)
            repeat {
                guard let found = nextContentLine(after: next, before: limit), indent(found) >= column else {
                    return nil
                }
                next = found
            } while indent(next) > column || isDash(at: contentStart(next))
            entry = contentStart(next)
        }
        return nil
    }

    private func blockElement(of sequence: Int, at position: Int, linesBefore limit: Int) -> Int? {
        let column = sequence - lineStarts[line(of: sequence)]
        var item = sequence
        var index = 0
        while index < position {
            var next = line(of: item)
            repeat {
                guard let found = nextContentLine(after: next, before: limit), indent(found) >= column else {
                    return nil
                }
                next = found
            } while indent(next) > column
            item = contentStart(next)
            guard isDash(at: item) else { return nil }
            index += 1
        }
        return value(after: item + 1, below: column, sequenceAtColumn: false, linesBefore: limit)
    }

    /// Where the value after a mapping's `:` or a sequence's `-` starts: on the same line,
    /// or on the next line that is nested deeper than `column` (or, with
    /// `sequenceAtColumn`, a sequence at `column`: YAML lets a mapping's value be a
    /// sequence indented as its key); the empty value's place after the indicator when
    /// there is none.
    private func value(
        after indicatorEnd: Int, below column: Int, sequenceAtColumn: Bool, linesBefore limit: Int
    ) -> Int {
        let start = skipProperties(from: skipSpaces(from: indicatorEnd))
        let line = line(of: indicatorEnd)
        if start < lineEnd(line), bytes[start] != Self.hash { return start }
        guard let next = nextContentLine(after: line, before: limit) else { return indicatorEnd }
        let nextStart = contentStart(next)
        if indent(next) > column || (sequenceAtColumn && indent(next) == column && isDash(at: nextStart)) {
            return skipProperties(from: nextStart)
        }
        return indicatorEnd
    }

    /// Skips an anchor (`&name`) and a tag (`!tag`) before a value.
    private func skipProperties(from offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count, bytes[offset] == Self.ampersand || bytes[offset] == Self.exclamation {
            while offset < bytes.count, !Self.isSpaceOrLineBreak(bytes[offset]) { offset += 1 }
            offset = skipSpaces(from: offset)
        }
        return offset
    }

    /// Whether a block sequence's `-` is at `offset`.
    private func isDash(at offset: Int) -> Bool {
        offset < bytes.count && bytes[offset] == Self.dash
            && (offset + 1 == bytes.count || Self.isSpaceOrLineBreak(bytes[offset + 1]))
    }

    /// The key of the block mapping entry at `offset` and where its value is looked for
    /// (after the `:`); `nil` when no `key:` starts there.
    private func mappingKey(at offset: Int) -> (name: String, valueSearchStart: Int)? {
        let end = lineEnd(line(of: offset))
        guard offset < end else { return nil }
        var colon: Int
        var name: String
        if bytes[offset] == Byte.quote || bytes[offset] == Self.apostrophe {
            let quoteEnd = flowValueEnd(from: offset)
            name = unquoted(offset..<quoteEnd)
            colon = skipSpaces(from: quoteEnd)
        } else {
            colon = offset
            while colon < end, !isMappingColon(at: colon, inFlow: false) {
                if bytes[colon] == Self.hash, colon > offset, bytes[colon - 1] == Self.space { return nil }
                colon += 1
            }
            name = trimmedText(offset..<colon)
        }
        guard colon < end, isMappingColon(at: colon, inFlow: false) else { return nil }
        return (name, colon + 1)
    }

    /// Whether a `:` that ends a key is at `offset`: one followed by a space or a line
    /// break (in a flow collection, also by `,`, `]` or `}`).
    private func isMappingColon(at offset: Int, inFlow: Bool) -> Bool {
        guard bytes[offset] == Byte.colon else { return false }
        guard offset + 1 < bytes.count else { return true }
        let next = bytes[offset + 1]
        return Self.isSpaceOrLineBreak(next)
            || (inFlow && (next == Byte.comma || next == Byte.closeBracket || next == Byte.closeBrace))
    }

    private func flowMember(of mapping: Int, named name: String) -> Int? {
        var offset = skipFlowSpace(from: mapping + 1)
        while offset < bytes.count, bytes[offset] != Byte.closeBrace {
            let keyEnd: Int
            let key: String
            if bytes[offset] == Byte.quote || bytes[offset] == Self.apostrophe {
                keyEnd = flowValueEnd(from: offset)
                key = unquoted(offset..<keyEnd)
            } else {
                keyEnd = plainEnd(from: offset, inFlow: true)
                key = trimmedText(offset..<keyEnd)
            }
            var next = skipFlowSpace(from: keyEnd)
            if next < bytes.count, bytes[next] == Byte.colon {
                let valueStart = skipFlowSpace(from: next + 1)
                if key == name { return skipProperties(from: valueStart) }
                next = skipFlowSpace(from: flowValueEnd(from: valueStart))
            }
            guard next < bytes.count, bytes[next] == Byte.comma else { return nil }
            offset = skipFlowSpace(from: next + 1)
        }
        return nil
    }

    private func flowElement(of sequence: Int, at position: Int) -> Int? {
        var offset = skipFlowSpace(from: sequence + 1)
        var index = 0
        while offset < bytes.count, bytes[offset] != Byte.closeBracket {
            if index == position { return skipProperties(from: offset) }
            let next = skipFlowSpace(from: flowValueEnd(from: offset))
            guard next < bytes.count, bytes[next] == Byte.comma else { return nil }
            offset = skipFlowSpace(from: next + 1)
            index += 1
        }
        return nil
    }

    /// Skips spaces, line breaks and comments inside a flow collection.
    private func skipFlowSpace(from offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count {
            if bytes[offset] == Self.hash {
                while offset < bytes.count, bytes[offset] != Byte.newline { offset += 1 }
            } else if Self.isSpaceOrLineBreak(bytes[offset]) {
                offset += 1
            } else {
                break
            }
        }
        return offset
    }

    // MARK: Stepping over values

    /// The offset after the quoted scalar, flow collection or flow scalar at `offset`.
    private func flowValueEnd(from offset: Int) -> Int {
        var offset = offset
        var depth = 0
        repeat {
            guard offset < bytes.count else { return offset }
            switch bytes[offset] {
            case Byte.openBrace, Byte.openBracket:
                depth += 1
                offset += 1
            case Byte.closeBrace, Byte.closeBracket:
                guard depth > 0 else { return offset }
                depth -= 1
                offset += 1
            case Byte.quote, Self.apostrophe:
                offset = quotedEnd(from: offset)
            case Byte.comma, Self.hash:
                guard depth > 0 else { return offset }
                offset = skipFlowSpace(from: bytes[offset] == Byte.comma ? offset + 1 : offset)
            case let byte where Self.isSpaceOrLineBreak(byte):
                guard depth > 0 else { return offset }
                offset = skipFlowSpace(from: offset)
            default:
                let end = plainEnd(from: offset, inFlow: true)
                offset = max(end, offset + 1)
                if depth > 0 { offset = skipFlowSpace(from: offset) }
            }
        } while depth > 0
        return offset
    }

    /// The offset after the quoted scalar whose opening quote is at `offset`: `\` escapes
    /// in double quotes, `''` in single quotes.
    private func quotedEnd(from offset: Int) -> Int {
        let quote = bytes[offset]
        var offset = offset + 1
        while offset < bytes.count {
            if quote == Byte.quote, bytes[offset] == Byte.backslash {
                offset += 2
            } else if bytes[offset] == quote {
                guard quote == Self.apostrophe, offset + 1 < bytes.count, bytes[offset + 1] == quote else {
                    return offset + 1
                }
                offset += 2
            } else {
                offset += 1
            }
        }
        return bytes.count
    }

    /// The offset after the plain scalar at `offset`, trailing spaces left out: it ends
    /// at the line's end or a comment; in a flow collection also at `,`, `]`, `}` or the
    /// `:` that ends a key.
    private func plainEnd(from offset: Int, inFlow: Bool) -> Int {
        let lineEnd = lineEnd(line(of: offset))
        var end = offset
        while end < lineEnd {
            let byte = bytes[end]
            if byte == Self.hash, end > offset, bytes[end - 1] == Self.space || bytes[end - 1] == Byte.tab {
                break
            }
            if inFlow, byte == Byte.comma || byte == Byte.closeBracket || byte == Byte.closeBrace { break }
            if inFlow, isMappingColon(at: end, inFlow: true) { break }
            end += 1
        }
        while end > offset, bytes[end - 1] == Self.space || bytes[end - 1] == Byte.tab { end -= 1 }
        return end
    }

    /// The offset after the last non-blank line of the block scalar whose `|` or `>` is
    /// at `offset`: its lines are those indented at least as its first non-blank line.
    private func blockScalarEnd(from offset: Int) -> Int {
        let header = line(of: offset)
        var end = lineEnd(header)
        var blockIndent: Int?
        for line in header + 1..<lineStarts.count {
            let blank = contentStart(line) >= lineEnd(line)
            if blank { continue }
            let lineIndent = indent(line)
            if let blockIndent, lineIndent < blockIndent { break }
            if blockIndent == nil {
                guard lineIndent > indent(header) else { break }
                blockIndent = lineIndent
            }
            end = lineEnd(line)
        }
        return end
    }

    /// A key's text without its quotes and with `\"`, `\\` and `''` read.
    private func unquoted(_ range: Range<Int>) -> String {
        guard range.count >= 2 else { return "" }
        var text = [UInt8]()
        var offset = range.lowerBound + 1
        let quote = bytes[range.lowerBound]
        while offset < range.upperBound - 1 {
            if bytes[offset] == Byte.backslash && quote == Byte.quote
                || bytes[offset] == Self.apostrophe
                    && quote == Self.apostrophe
            {
                offset += 1
            }
            if offset < range.upperBound - 1 { text.append(bytes[offset]) }
            offset += 1
        }
        return String(decoding: text, as: UTF8.self)
    }

    private func trimmedText(_ range: Range<Int>) -> String {
        var range = range
        while let last = range.last, bytes[last] == Self.space || bytes[last] == Byte.tab {
            range = range.lowerBound..<last
        }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    private static func isSpaceOrLineBreak(_ byte: UInt8) -> Bool {
        byte == space || Byte.isWhitespace(byte)
    }

    private static let space = UInt8(ascii: " ")
    private static let hash = UInt8(ascii: "#")
    private static let dash = UInt8(ascii: "-")
    private static let apostrophe = UInt8(ascii: "'")
    private static let pipe = UInt8(ascii: "|")
    private static let greaterThan = UInt8(ascii: ">")
    private static let ampersand = UInt8(ascii: "&")
    private static let exclamation = UInt8(ascii: "!")
}
