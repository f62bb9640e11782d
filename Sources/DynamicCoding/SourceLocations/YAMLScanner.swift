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
    let lineStarts: [Int]

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
    func opensFlow(before offset: Int) -> Bool {
        var depth = 0
        for byte in bytes[lineStarts[line(of: offset)]..<offset] {
            if byte == Byte.openBrace || byte == Byte.openBracket { depth += 1 }
            if byte == Byte.closeBrace || byte == Byte.closeBracket { depth -= 1 }
        }
        return depth > 0
    }

    // MARK: Documents and lines

    /// The lines of each document: the documents are separated by `---` and ended by `...`.
    func documentLines() -> [Range<Int>] {
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

    func isMarker(_ marker: String, _ line: Int) -> Bool {
        let start = lineStarts[line]
        let end = lineEnd(line)
        guard end - start >= 3, bytes[start..<start + 3].elementsEqual(marker.utf8) else { return false }
        return end == start + 3 || bytes[start + 3] == Self.space || bytes[start + 3] == Byte.tab
    }

    func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The end of a line's text, before its `\n` or `\r\n`.
    func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        if end > lineStarts[line], bytes[end - 1] == Byte.carriageReturn { end -= 1 }
        return end
    }

    func indent(_ line: Int) -> Int {
        contentStart(line) - lineStarts[line]
    }

    func contentStart(_ line: Int) -> Int {
        skipSpaces(from: lineStarts[line])
    }

    /// Whether a line holds nothing but spaces and a comment.
    func isSkippable(_ line: Int) -> Bool {
        let start = contentStart(line)
        return start >= lineEnd(line) || bytes[start] == Self.hash
    }

    func firstContentLine(in lines: Range<Int>) -> Int? {
        lines.first { !isSkippable($0) }
    }

    /// The first line after `line` that is not skippable, before line `limit`.
    func nextContentLine(after line: Int, before limit: Int) -> Int? {
        firstContentLine(in: line + 1..<max(line + 1, limit))
    }

    func skipSpaces(from offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count, bytes[offset] == Self.space || bytes[offset] == Byte.tab { offset += 1 }
        return offset
    }

    static let space = UInt8(ascii: " ")
    static let hash = UInt8(ascii: "#")
    static let dash = UInt8(ascii: "-")
    static let apostrophe = UInt8(ascii: "'")
    static let pipe = UInt8(ascii: "|")
    static let greaterThan = UInt8(ascii: ">")
    static let ampersand = UInt8(ascii: "&")
    static let exclamation = UInt8(ascii: "!")
}
