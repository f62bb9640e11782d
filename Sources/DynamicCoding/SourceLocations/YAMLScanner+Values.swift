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

    /// A key's text without its quotes and with its escapes read: `''` in single quotes,
    /// YAML's `\` escapes in double quotes (`\n`, `\x7F`, `\u00E9`, `\U0001F600`, …).
    func unquoted(_ range: Range<Int>) -> String {
        guard range.count >= 2 else { return "" }
        let inner = bytes[range.lowerBound + 1..<range.upperBound - 1]
        guard bytes[range.lowerBound] == Byte.quote else {
            return String(decoding: inner, as: UTF8.self).replacingOccurrences(of: "''", with: "'")
        }
        var text = ""
        var utf8: [UInt8] = []
        var offset = inner.startIndex
        while offset < inner.endIndex {
            guard inner[offset] == Byte.backslash, offset + 1 < inner.endIndex else {
                utf8.append(inner[offset])
                offset += 1
                continue
            }
            text += String(decoding: utf8, as: UTF8.self)
            utf8 = []
            let (scalar, length) = Self.escape(in: inner, at: offset + 1)
            text.unicodeScalars.append(scalar)
            offset += 1 + length
        }
        return text + String(decoding: utf8, as: UTF8.self)
    }

    /// The character a double-quoted escape stands for, after its `\`, and how many bytes
    /// it takes; an escape YAML does not define stands for itself.
    private static func escape(in bytes: ArraySlice<UInt8>, at offset: Int) -> (Unicode.Scalar, Int) {
        let simple: [UInt8: Unicode.Scalar] = [
            UInt8(ascii: "0"): "\0", UInt8(ascii: "a"): "\u{07}", UInt8(ascii: "b"): "\u{08}",
            UInt8(ascii: "t"): "\t", UInt8(ascii: "n"): "\n", UInt8(ascii: "v"): "\u{0B}",
            UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "r"): "\r", UInt8(ascii: "e"): "\u{1B}",
            UInt8(ascii: " "): " ", UInt8(ascii: "N"): "\u{85}", UInt8(ascii: "_"): "\u{A0}",
            UInt8(ascii: "L"): "\u{2028}", UInt8(ascii: "P"): "\u{2029}",
        ]
        let byte = bytes[offset]
        if let scalar = simple[byte] { return (scalar, 1) }
        let digits = [UInt8(ascii: "x"): 2, UInt8(ascii: "u"): 4, UInt8(ascii: "U"): 8][byte] ?? 0
        if digits > 0, offset + digits < bytes.endIndex,
            let value = UInt32(
                String(decoding: bytes[offset + 1...offset + digits], as: UTF8.self), radix: 16),
            let scalar = Unicode.Scalar(value)
        {
            return (scalar, 1 + digits)
        }
        return (Unicode.Scalar(byte), 1)
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
