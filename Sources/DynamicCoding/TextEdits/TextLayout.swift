/// How a text lays out its collections, learnt from the text itself, so that what an edit
/// writes looks like what is around it: the indentation of a nested block mapping, whether
/// a block sequence under a key is indented, and the indentation unit of multi-line flow
/// collections (JSON's).
///
/// ```swift
/// TextLayout(bytes: Array("a:\n    b: 1\nc:\n- x\n".utf8), root: root)  // step 4, sequences at the key's column
/// ```
struct TextLayout {
    let bytes: [UInt8]
    /// How much deeper a block mapping's value mapping is than its key.
    private(set) var step = 2
    /// How much deeper a block sequence is than the key it is the value of.
    private(set) var sequenceStep = 2
    /// What one level of a multi-line flow collection adds to the indentation.
    private(set) var unit = "  "

    init(bytes: [UInt8], root: SyntaxNode) {
        self.bytes = bytes
        var foundStep = false
        var foundSequence = false
        var foundUnit = false
        var pending = [root]
        while let node = pending.popLast(), !(foundStep && foundSequence && foundUnit) {
            for entry in node.entries {
                pending.append(entry.value)
                guard let child = entry.value.entries.first else { continue }
                let parentIndent = indentation(at: entry.span.lowerBound)
                if node.isFlow || entry.value.isFlow {
                    guard !foundUnit, entry.value.isFlow,
                        line(of: child.value.range.lowerBound) != line(of: entry.value.range.lowerBound)
                    else { continue }
                    let childIndent = indentation(at: child.value.range.lowerBound)
                    if childIndent.count > parentIndent.count, childIndent.hasPrefix(parentIndent) {
                        unit = String(childIndent.dropFirst(parentIndent.count))
                        foundUnit = true
                    }
                } else if entry.key != nil {
                    let depth = column(of: entry.value.range.lowerBound) - column(of: node.range.lowerBound)
                    if entry.value.kind == .mapping, !foundStep, depth > 0 {
                        (step, foundStep) = (depth, true)
                    } else if entry.value.kind == .sequence, !foundSequence, depth >= 0 {
                        (sequenceStep, foundSequence) = (depth, true)
                    }
                }
            }
        }
    }

    // MARK: Lines

    func lineStart(of offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != Byte.newline { start -= 1 }
        return start
    }

    /// The end of the line holding `offset`, before its line break.
    func lineEnd(of offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != Byte.newline { end += 1 }
        if end > offset, bytes[end - 1] == Byte.carriageReturn { end -= 1 }
        return end
    }

    func line(of offset: Int) -> Int {
        bytes[..<min(offset, bytes.count)].reduce(0) { $1 == Byte.newline ? $0 + 1 : $0 }
    }

    func column(of offset: Int) -> Int {
        offset - lineStart(of: offset)
    }

    /// The spaces and tabs that start the line holding `offset`.
    func indentation(at offset: Int) -> String {
        let start = lineStart(of: offset)
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == Byte.tab { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether nothing but spaces comes before `offset` on its line.
    func startsItsLine(_ offset: Int) -> Bool {
        bytes[lineStart(of: offset)..<offset].allSatisfy { $0 == UInt8(ascii: " ") || $0 == Byte.tab }
    }

    /// Whether the line starting at `lineStart` holds nothing but spaces.
    func isBlankLine(at lineStart: Int) -> Bool {
        bytes[lineStart..<lineEnd(of: lineStart)].allSatisfy { $0 == UInt8(ascii: " ") || $0 == Byte.tab }
    }

    /// Whether the line starting at `lineStart` holds nothing but a comment.
    func isCommentLine(at lineStart: Int) -> Bool {
        let content = bytes[lineStart..<lineEnd(of: lineStart)].drop {
            $0 == UInt8(ascii: " ") || $0 == Byte.tab
        }
        return content.first == UInt8(ascii: "#")
    }

    /// Where the line after the one starting at `lineStart` starts (the text's end after
    /// its last line).
    func nextLineStart(after lineStart: Int) -> Int {
        bytes[lineStart...].firstIndex(of: Byte.newline).map { $0 + 1 } ?? bytes.count
    }
}
