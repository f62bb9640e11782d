/// Following a coding path through block and flow collections: keys, sequence elements,
/// the value an entry holds.
extension YAMLScanner {
    /// Where the entry `key` of the collection starting at `offset` starts: the collection's
    /// shape tells an index from a key (see ``CodingKey/elementPosition``).
    func child(of offset: Int, _ key: any CodingKey, linesBefore limit: Int) -> Int? {
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case Byte.openBrace:
            return key.memberName.flatMap { flowMember(of: offset, named: $0) }
        case Byte.openBracket:
            return key.elementPosition.flatMap { flowElement(of: offset, at: $0) }
        case _ where isDash(at: offset):
            return key.elementPosition.flatMap { blockElement(of: offset, at: $0, linesBefore: limit) }
        default:
            return key.memberName.flatMap { blockMember(of: offset, named: $0, linesBefore: limit) }
        }
    }

    func blockMember(of mapping: Int, named name: String, linesBefore limit: Int) -> Int? {
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

    func blockElement(of sequence: Int, at position: Int, linesBefore limit: Int) -> Int? {
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
    func value(
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
    func skipProperties(from offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count, bytes[offset] == Self.ampersand || bytes[offset] == Self.exclamation {
            while offset < bytes.count, !Self.isSpaceOrLineBreak(bytes[offset]) { offset += 1 }
            offset = skipSpaces(from: offset)
        }
        return offset
    }

    /// Whether a block sequence's `-` is at `offset`.
    func isDash(at offset: Int) -> Bool {
        offset < bytes.count && bytes[offset] == Self.dash
            && (offset + 1 == bytes.count || Self.isSpaceOrLineBreak(bytes[offset + 1]))
    }

    /// The key of the block mapping entry at `offset` and where its value is looked for
    /// (after the `:`); `nil` when no `key:` starts there.
    func mappingKey(at offset: Int) -> (name: String, valueSearchStart: Int)? {
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
    func isMappingColon(at offset: Int, inFlow: Bool) -> Bool {
        guard bytes[offset] == Byte.colon else { return false }
        guard offset + 1 < bytes.count else { return true }
        let next = bytes[offset + 1]
        return Self.isSpaceOrLineBreak(next)
            || (inFlow && (next == Byte.comma || next == Byte.closeBracket || next == Byte.closeBrace))
    }

    func flowMember(of mapping: Int, named name: String) -> Int? {
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

    func flowElement(of sequence: Int, at position: Int) -> Int? {
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
    func skipFlowSpace(from offset: Int) -> Int {
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
}
