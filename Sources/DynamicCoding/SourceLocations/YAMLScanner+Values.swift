/// Stepping over values: quoted, plain and block scalars, flow collections, and the text
/// of keys.
extension YAMLScanner {
    /// The offset after the quoted scalar, flow collection or flow scalar at `offset`.
    func flowValueEnd(from offset: Int) -> Int {
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
    func quotedEnd(from offset: Int) -> Int {
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
    func plainEnd(from offset: Int, inFlow: Bool) -> Int {
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
    func blockScalarEnd(from offset: Int) -> Int {
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
    func unquoted(_ range: Range<Int>) -> String {
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

    func trimmedText(_ range: Range<Int>) -> String {
        var range = range
        while let last = range.last, bytes[last] == Self.space || bytes[last] == Byte.tab {
            range = range.lowerBound..<last
        }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    static func isSpaceOrLineBreak(_ byte: UInt8) -> Bool {
        byte == space || Byte.isWhitespace(byte)
    }
}
