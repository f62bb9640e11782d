/// Reads the syntax tree of a JSON text, with what JSONC and JSON5 add: `//` and `/* */`
/// comments, trailing commas, unquoted keys and single-quoted strings.
///
/// A member or element on lines of its own spans those lines, with its comma and the
/// comment after it; one that shares its line spans its text and its comma.
///
/// ```swift
/// let root = JSONSyntaxReader(bytes: Array(#"{"a": 1, // one\n"b": [2]}"#.utf8)).root()
/// root?.entries.map(\.key)  // ["a", "b"]
/// ```
struct JSONSyntaxReader {
    let bytes: [UInt8]

    /// The document's value; `nil` when it holds none.
    func root() -> SyntaxNode? {
        var depth = 0
        let start = skipSpace(from: firstValueStart)
        guard start < bytes.count else { return nil }
        return value(at: start, depth: &depth)
    }

    private var firstValueStart: Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    private func value(at offset: Int, depth: inout Int) -> SyntaxNode? {
        guard offset < bytes.count, depth < JSONScanner.maximumDepth else { return nil }
        switch bytes[offset] {
        case Byte.openBrace, Byte.openBracket:
            depth += 1
            defer { depth -= 1 }
            return collection(at: offset, depth: &depth)
        case Byte.quote, Self.apostrophe:
            let style: SyntaxNode.Style = bytes[offset] == Byte.quote ? .doubleQuoted : .singleQuoted
            return SyntaxNode(kind: .scalar, range: offset..<stringEnd(from: offset), style: style)
        default:
            let end = tokenEnd(from: offset)
            return end > offset ? SyntaxNode(kind: .scalar, range: offset..<end) : nil
        }
    }

    private func collection(at start: Int, depth: inout Int) -> SyntaxNode? {
        let isObject = bytes[start] == Byte.openBrace
        let close = isObject ? Byte.closeBrace : Byte.closeBracket
        var entries: [SyntaxNode.Entry] = []
        var offset = skipSpace(from: start + 1)
        while offset < bytes.count, bytes[offset] != close {
            var key: String?
            var valueSearch = offset
            if isObject {
                let keyEnd =
                    bytes[offset] == Byte.quote || bytes[offset] == Self.apostrophe
                    ? stringEnd(from: offset) : tokenEnd(from: offset)
                key = keyText(offset..<keyEnd)
                let colon = skipSpace(from: keyEnd)
                guard colon < bytes.count, bytes[colon] == Byte.colon else { return nil }
                valueSearch = colon + 1
            }
            guard let value = value(at: skipSpace(from: valueSearch), depth: &depth) else { return nil }
            let after = skipSpace(from: value.range.upperBound)
            let comma = after < bytes.count && bytes[after] == Byte.comma ? after : nil
            entries.append(
                SyntaxNode.Entry(
                    key: key, span: span(from: offset, through: comma ?? value.range.upperBound - 1),
                    comma: comma,
                    value: value, slot: valueSearch))
            offset = comma.map { skipSpace(from: $0 + 1) } ?? after
            if comma == nil { break }
        }
        guard offset < bytes.count, bytes[offset] == close else { return nil }
        let node = SyntaxNode(kind: isObject ? .mapping : .sequence, range: start..<offset + 1, isFlow: true)
        node.entries = entries
        return node
    }

    /// What removing the entry from `start` to `last` removes: its whole lines with the
    /// comment after it when no other entry shares them, else the entry and the spaces
    /// after it.
    private func span(from start: Int, through last: Int) -> Range<Int> {
        let lineStart = lineStart(of: start)
        var end = last + 1
        var lineEnd = end
        while lineEnd < bytes.count, bytes[lineEnd] == Self.space || bytes[lineEnd] == Byte.tab {
            lineEnd += 1
        }
        if lineEnd + 1 < bytes.count, bytes[lineEnd] == Self.slash, bytes[lineEnd + 1] == Self.slash {
            while lineEnd < bytes.count, bytes[lineEnd] != Byte.newline { lineEnd += 1 }
        }
        if lineEnd < bytes.count, bytes[lineEnd] == Byte.carriageReturn { lineEnd += 1 }
        let ownsLines =
            (lineEnd == bytes.count || bytes[lineEnd] == Byte.newline)
            && bytes[lineStart..<start].allSatisfy { $0 == Self.space || $0 == Byte.tab }
        if ownsLines { return lineStart..<min(lineEnd + 1, bytes.count) }
        while end < bytes.count, bytes[end] == Self.space || bytes[end] == Byte.tab { end += 1 }
        return start..<end
    }

    private func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != Byte.newline { start -= 1 }
        return start
    }

    private func keyText(_ range: Range<Int>) -> String {
        guard let first = range.first, first < bytes.count,
            bytes[first] == Byte.quote || bytes[first] == Self.apostrophe,
            range.count >= 2
        else {
            return String(decoding: bytes[range], as: UTF8.self)
        }
        let inner = bytes[range.lowerBound + 1..<range.upperBound - 1]
        return String(decoding: JSONStringEscapes.decode(inner), as: UTF8.self)
    }

    // MARK: Stepping

    /// Skips whitespace and comments.
    func skipSpace(from offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count {
            if Byte.isWhitespace(bytes[offset]) {
                offset += 1
            } else if bytes[offset] == Self.slash, offset + 1 < bytes.count, bytes[offset + 1] == Self.slash {
                while offset < bytes.count, bytes[offset] != Byte.newline { offset += 1 }
            } else if bytes[offset] == Self.slash, offset + 1 < bytes.count, bytes[offset + 1] == Self.star {
                offset += 2
                while offset + 1 < bytes.count,
                    !(bytes[offset] == Self.star && bytes[offset + 1] == Self.slash)
                {
                    offset += 1
                }
                offset = min(offset + 2, bytes.count)
            } else {
                break
            }
        }
        return offset
    }

    private func stringEnd(from offset: Int) -> Int {
        let quote = bytes[offset]
        var offset = offset + 1
        while offset < bytes.count {
            if bytes[offset] == Byte.backslash {
                offset += 2
            } else if bytes[offset] == quote {
                return offset + 1
            } else {
                offset += 1
            }
        }
        return bytes.count
    }

    /// The end of a number, literal or JSON5 unquoted key: letters, digits, `.`, `+`, `-`,
    /// `_` and `$`.
    private func tokenEnd(from offset: Int) -> Int {
        var end = offset
        while end < bytes.count, Self.isTokenByte(bytes[end]) { end += 1 }
        return end
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        Byte.isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static let apostrophe = UInt8(ascii: "'")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let space = UInt8(ascii: " ")
}
