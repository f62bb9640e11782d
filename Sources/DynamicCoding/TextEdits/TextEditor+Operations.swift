/// The four edits of a text: a value replaced, an entry removed, members added to a
/// mapping, elements inserted into a sequence; each in block or flow layout.
extension TextEditor {
    // MARK: Replacing

    mutating func replace(_ place: Place, with value: CodableValue) throws {
        let node = place.node
        let isBlockCollection = node.kind != .scalar && node.kind != .alias && !node.isFlow
        if place.isTagContent, isDottedPair(node), let pair = dottedPair(value) {
            let inFlow = place.parent?.isFlow == true
            return patch(node.range, spelling.string(pair, replacing: node, inFlow: inFlow, indent: 0))
        }
        if let shortForm = try shortForm(of: value) {
            if let tagRange = node.tagRange, !place.isTagContent {
                return patch(tagRange.lowerBound..<node.range.upperBound, shortForm)
            }
            if isBlockCollection, let entry = place.entry {
                return patch(entry.slot..<node.range.upperBound, " " + shortForm)
            }
            return patch(node.range, spaced(shortForm, at: node.range))
        }
        if !place.isTagContent, let tagRange = node.tagRange, mappingKey(ofTag: node.tag) != nil {
            // The value no longer is the mapping its tag stands for: the tag goes.
            let spaceBefore =
                tagRange.lowerBound > 0 && bytes[tagRange.lowerBound - 1] == UInt8(ascii: " ") ? 1 : 0
            patch(tagRange.lowerBound - spaceBefore..<tagRange.upperBound, "")
        }
        try replaceValue(place, with: value, isBlockCollection: isBlockCollection)
    }

    /// A one-key mapping that a tag stands for, written in the tag's short form on one line
    /// (`!Ref Bucket`, `!GetAtt Role.Arn`, `!If [c, a, b]`); `nil` for any other value.
    private func shortForm(of value: CodableValue) throws -> String? {
        guard let tagged = taggedForm(of: value) else { return nil }
        let content = try spelling.scalar(tagged.content, replacing: nil, inFlow: true, indent: 0)
        return tagged.tag + " " + (try content ?? spelling.flow(tagged.content))
    }

    /// The tag a one-key mapping stands for and what follows the tag (a dotted pair as its
    /// one string); `nil` for any other value.
    private func taggedForm(of value: CodableValue) -> (tag: String, content: CodableValue)? {
        guard case .object(let members) = value, members.count == 1, let key = members.keys.first,
            let content = members[key], let tag = tags?.tag(forKey: key)
        else { return nil }
        if tags?.dottedPairs.contains(tag) == true, let pair = dottedPair(content) {
            return (tag, .string(pair))
        }
        return (tag, content)
    }

    /// Two strings, the first without a dot, as the dotted pair they stand for.
    private func dottedPair(_ value: CodableValue) -> String? {
        guard case .array(let parts) = value, parts.count == 2, case .string(let first) = parts[0],
            case .string(let second) = parts[1], !first.contains(".")
        else { return nil }
        return first + "." + second
    }

    private mutating func replaceValue(_ place: Place, with value: CodableValue, isBlockCollection: Bool)
        throws
    {
        let node = place.node
        // A tag's value on its line stays there: a collection replacing it is written in flow.
        let inFlow = (place.parent?.isFlow ?? node.isFlow) || (place.isTagContent && !isBlockCollection)
        if let text = try spelling.scalar(
            value, replacing: node.kind == .scalar ? node : nil, inFlow: inFlow,
            indent: contentIndent(of: place))
        {
            if isBlockCollection, let entry = place.entry {
                patch(entry.slot..<node.range.upperBound, " " + text)
            } else {
                patch(node.range, spaced(text, at: node.range))
            }
        } else if inFlow || node.isFlow {
            let unit =
                layout.line(of: node.range.lowerBound) != layout.line(of: node.range.upperBound - 1)
                ? layout.unit : nil
            patch(
                node.range,
                try spelling.value(value, indent: layout.indentation(at: node.range.lowerBound), unit: unit))
        } else if let entry = place.entry, let parent = place.parent {
            let text = try afterIndicator(
                value, column: layout.column(of: parent.range.lowerBound), isItem: entry.key == nil)
            patch(entry.slot..<node.range.upperBound, text)
        } else {
            let column = layout.column(of: node.range.lowerBound)
            patch(
                node.range, String(try lines(value, column: column).joined(separator: "\n").dropFirst(column))
            )
        }
    }

    /// `text` with a space before it where it fills an empty value right after `:` or `-`.
    private func spaced(_ text: String, at range: Range<Int>) -> String {
        guard range.isEmpty, range.lowerBound > 0, bytes[range.lowerBound - 1] != UInt8(ascii: " ") else {
            return text
        }
        return " " + text
    }

    /// Where the lines of a block scalar written for `place` start: those of the one it
    /// replaces, or one step deeper than its entry.
    private func contentIndent(of place: Place) -> Int {
        let node = place.node
        if node.style == .literal || node.style == .folded {
            var offset = layout.lineEnd(of: node.range.lowerBound) + 1
            while offset < node.range.upperBound, bytes[offset] == Byte.newline { offset += 1 }
            if offset < node.range.upperBound { return layout.indentation(at: offset).count }
        }
        let column = place.parent.map { layout.column(of: $0.range.lowerBound) } ?? 0
        return column + layout.step
    }

    // MARK: Removing

    mutating func remove(_ place: Place, at path: [ValueChange.Step]) throws {
        guard let parent = place.parent, let entry = place.entry,
            let index = parent.entries.firstIndex(where: { $0.span == entry.span })
        else { throw failure(path, "the document itself cannot be removed") }
        guard parent.isFlow else { return patch(blockRemoval(of: entry.span), "") }
        // The last entry, without a trailing comma: the comma after the last entry kept goes too.
        let kept = keptIndices(of: parent, at: path.dropLast()).last { $0 < index }
        guard index == parent.entries.count - 1, entry.comma == nil, let kept,
            let comma = parent.entries[kept].comma
        else { return patch(entry.span, "") }
        let ownsLines = entry.span.lowerBound == layout.lineStart(of: entry.span.lowerBound)
        patch(comma..<(ownsLines ? comma + 1 : parent.entries[kept + 1].span.lowerBound), "")
        patch(entry.span, "")
    }

    /// The entries of `collection` (at `path`) that no change removes.
    func keptIndices(of collection: SyntaxNode, at path: some Collection<ValueChange.Step>) -> [Int] {
        collection.entries.indices.filter { index in
            !removed.contains(
                path + [collection.entries[index].key.map(ValueChange.Step.key) ?? .index(index)])
        }
    }

    /// What removing a block entry's lines removes: the blank lines after them too where
    /// they would otherwise stand beside other blank lines, or start or end the text; at
    /// the end of a text without a final line break, the line break before them.
    private func blockRemoval(of span: Range<Int>) -> Range<Int> {
        var (start, end) = (span.lowerBound, span.upperBound)
        guard end > 0, bytes[end - 1] == Byte.newline else {
            let lineBreak = end == bytes.count && start > 0 && bytes[start - 1] == Byte.newline ? 1 : 0
            return start - lineBreak..<end
        }
        var blanksEnd = end
        while blanksEnd < bytes.count, layout.isBlankLine(at: blanksEnd) {
            blanksEnd = layout.nextLineStart(after: blanksEnd)
        }
        let blankBefore = start > 0 && layout.isBlankLine(at: layout.lineStart(of: start - 1))
        let atStart = bytes[..<start].allSatisfy(Byte.isWhitespace)
        if blanksEnd > end, blankBefore || atStart || blanksEnd == bytes.count { end = blanksEnd }
        if end == bytes.count {
            while start > 0, layout.isBlankLine(at: layout.lineStart(of: start - 1)) {
                start = layout.lineStart(of: start - 1)
            }
        }
        return start..<end
    }

    // MARK: Adding

    mutating func add(
        _ members: [(key: String, value: CodableValue)], to mapping: SyntaxNode, at path: [ValueChange.Step]
    ) throws {
        // A key the text holds already (one the model did not write before) is replaced there.
        var members = members
        for (index, member) in members.enumerated().reversed() {
            guard let entry = mapping.entries.last(where: { $0.key == member.key }) else { continue }
            try replace(Place(node: entry.value, entry: entry, parent: mapping), with: member.value)
            members.remove(at: index)
        }
        guard !members.isEmpty else { return }
        guard let lastEntry = mapping.entries.last else {
            var object = CodableValue.Object()
            for member in members { object[member.key] = member.value }
            return patch(mapping.range, try spelling.flow(.object(object)))
        }
        if mapping.isFlow {
            let texts = try members.map { member in
                let value = try flowText(member.value, in: mapping)
                return "\(spelling.key(member.key, like: mapping.entries.first)): \(value)"
            }
            return try appendFlow(texts, to: mapping, at: path)
        }
        let column = layout.column(of: mapping.range.lowerBound)
        let added = try members.flatMap { member in
            try lines(.object([member.key: member.value]), column: column, keyStyle: mapping.entries.first)
        }
        appendBlock(added, after: lastEntry, column: column)
    }

    mutating func insert(
        _ elements: [CodableValue], at index: Int, into sequence: SyntaxNode, at path: [ValueChange.Step]
    ) throws {
        guard let lastEntry = sequence.entries.last else {
            return patch(sequence.range, try spelling.flow(.array(elements)))
        }
        if sequence.isFlow {
            let texts = try elements.map { try flowText($0, in: sequence) }
            guard index < sequence.entries.count else { return try appendFlow(texts, to: sequence, at: path) }
            let before = sequence.entries[index].span.lowerBound
            if layout.startsItsLine(before) {
                let indent = layout.indentation(at: before)
                let lineStart = layout.lineStart(of: before)
                return patch(lineStart..<lineStart, texts.map { indent + $0 + ",\n" }.joined())
            }
            return patch(before..<before, texts.map { $0 + ", " }.joined())
        }
        let column = layout.column(of: sequence.range.lowerBound)
        let added = try lines(.array(elements), column: column)
        guard index < sequence.entries.count else {
            return appendBlock(added, after: lastEntry, column: column)
        }
        let start = sequence.entries[index].span.lowerBound
        patch(start..<start, added.map { $0 + "\n" }.joined())
    }

    /// Lines after a block entry (its comment included, and the comment lines after it
    /// indented deeper than `column`, which are its too), or after its text when it ends
    /// its collection mid-line.
    private mutating func appendBlock(_ lines: [String], after entry: SyntaxNode.Entry, column: Int) {
        var end = entry.span.upperBound
        while end > 0, end < bytes.count, bytes[end - 1] == Byte.newline, layout.isCommentLine(at: end),
            layout.indentation(at: end).count > column
        {
            end = layout.nextLineStart(after: end)
        }
        if end > 0, bytes[end - 1] == Byte.newline {
            patch(end..<end, lines.map { $0 + "\n" }.joined())
        } else {
            patch(end..<end, lines.map { "\n" + $0 }.joined())
        }
    }

    /// Entries after the last one kept of a flow collection: on lines of their own, indented
    /// as it is, when it has its own line; else on its line. A trailing comma stays last.
    private mutating func appendFlow(
        _ texts: [String], to collection: SyntaxNode, at path: [ValueChange.Step]
    ) throws {
        guard let index = keptIndices(of: collection, at: path).last else { return try rewrite(path) }
        let last = collection.entries[index]
        // Its comma stays if it was not last, only where the text ends with a trailing comma.
        let comma =
            index == collection.entries.count - 1 || collection.entries.last?.comma != nil ? last.comma : nil
        let lastEnd = comma.map { $0 + 1 } ?? last.value.range.upperBound
        if layout.startsItsLine(last.span.lowerBound)
            || layout.startsItsLine(layout.lineStart(of: last.value.range.lowerBound)),
            layout.line(of: last.comma ?? last.value.range.upperBound)
                != layout.line(of: collection.range.upperBound - 1)
        {
            let indent = layout.indentation(at: last.value.range.lowerBound)
            if comma == nil { patch(lastEnd..<lastEnd, ",") }
            let lineEnd = layout.lineEnd(of: last.comma ?? lastEnd)
            let joined = texts.map { indent + $0 }.joined(separator: ",\n")
            patch(lineEnd..<lineEnd, "\n" + joined + (comma == nil ? "" : ","))
        } else if comma != nil {
            patch(lastEnd..<lastEnd, " " + texts.joined(separator: ", ") + ",")
        } else {
            patch(lastEnd..<lastEnd, ", " + texts.joined(separator: ", "))
        }
    }

    /// A value written inside a flow collection: over lines, as the collection's entries
    /// are, when the collection takes several lines.
    private func flowText(_ value: CodableValue, in collection: SyntaxNode) throws -> String {
        guard let last = collection.entries.last,
            layout.line(of: last.value.range.lowerBound) != layout.line(of: collection.range.lowerBound)
        else { return try spelling.flow(value) }
        return try spelling.value(
            value, indent: layout.indentation(at: last.value.range.lowerBound), unit: layout.unit)
    }

    // MARK: Block layout

    /// A value after its entry's `:` or `-`: a scalar or an empty collection on the line,
    /// a collection on the lines below (an item's mapping starts on the `-` line).
    private func afterIndicator(_ value: CodableValue, column: Int, isItem: Bool) throws -> String {
        if let text = try scalarOrEmpty(value, indent: column + layout.step) { return " " + text }
        if isItem {
            return " "
                + String(try lines(value, column: column + 2).joined(separator: "\n").dropFirst(column + 2))
        }
        let depth = value.isArray ? layout.sequenceStep : layout.step
        return "\n" + (try lines(value, column: column + depth).joined(separator: "\n"))
    }

    /// A block collection's lines at `column`, or a scalar's one line. A one-key mapping a
    /// tag stands for is written as the tag, before its content.
    func lines(_ value: CodableValue, column: Int, keyStyle: SyntaxNode.Entry? = nil) throws -> [String] {
        let margin = String(repeating: " ", count: column)
        switch value {
        case .object(let members) where !members.isEmpty:
            return try members.flatMap { key, member -> [String] in
                try entryLines(
                    margin + spelling.key(key, like: keyStyle) + ":", member, column: column, isItem: false)
            }
        case .array(let elements) where !elements.isEmpty:
            return try elements.flatMap { element -> [String] in
                try entryLines(margin + "-", element, column: column, isItem: true)
            }
        default:
            return [margin + (try scalarOrEmpty(value, indent: column) ?? "")]
        }
    }

    /// The lines of an entry whose key or `-` is `head`, at `column`.
    private func entryLines(_ head: String, _ value: CodableValue, column: Int, isItem: Bool) throws
        -> [String]
    {
        var head = head
        var value = value
        if let tagged = taggedForm(of: value) {
            head += " " + tagged.tag
            value = tagged.content
        }
        let contentColumn = column + (isItem ? 2 : layout.step)
        if let text = try scalarOrEmpty(value, indent: contentColumn) { return [head + " " + text] }
        if isItem, head.hasSuffix("-") {
            var nested = try lines(value, column: column + 2)
            nested[0] = head + " " + nested[0].dropFirst(column + 2)
            return nested
        }
        let depth = value.isArray ? (isItem ? 2 : layout.sequenceStep) : contentColumn - column
        return [head] + (try lines(value, column: column + depth))
    }

    private func scalarOrEmpty(_ value: CodableValue, indent: Int) throws -> String? {
        switch value {
        case .object(let members) where members.isEmpty: return "{}"
        case .array(let elements) where elements.isEmpty: return "[]"
        default: return try spelling.scalar(value, replacing: nil, inFlow: false, indent: indent)
        }
    }
}

extension CodableValue {
    fileprivate var isArray: Bool {
        if case .array = self { return true }
        return false
    }
}
