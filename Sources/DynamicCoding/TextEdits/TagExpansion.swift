/// Writes each tag of ``YAMLTags`` as the mapping it stands for, as patches of the text:
/// see ``YAMLTags/expanded(_:)``.
///
/// ```swift
/// try TagExpansion(tags: .cloudFormation, scanner: YAMLScanner("a: !Ref B\n")).expanded()  // "a: {Ref: B}\n"
/// ```
struct TagExpansion {
    let tags: YAMLTags
    let scanner: YAMLScanner
    private var patches: [TextPatch] = []

    init(tags: YAMLTags, scanner: YAMLScanner) {
        self.tags = tags
        self.scanner = scanner
    }

    func expanded() throws -> String {
        var expansion = self
        let reader = YAMLSyntaxReader(scanner: scanner)
        for document in scanner.documentLines().indices {
            let root: SyntaxNode?
            do {
                root = try reader.document(document)
            } catch let unread as YAMLSyntaxReader.UnreadLine {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: [], debugDescription: unread.description))
            }
            guard let root else { continue }
            try expansion.expand(root, entry: nil, column: 0, shifted: 0, path: [])
        }
        return String(decoding: try TextPatch.applying(expansion.patches, to: scanner.bytes), as: UTF8.self)
    }

    /// Expands the tags inside `node` (first, so that an inner mapping closes before an
    /// outer one), then its own.
    /// `shifted` is how far the expansions of the values around `node` move its lines right.
    private mutating func expand(
        _ node: SyntaxNode, entry: SyntaxNode.Entry?, column: Int, shifted: Int, path: [ValueChange.Step]
    ) throws {
        let tag = node.tag.flatMap { $0.hasPrefix("!!") || $0 == "!" ? nil : $0 }
        let isBlock =
            !node.isFlow && (node.kind == .mapping || node.kind == .sequence)
            || node.style == .literal || node.style == .folded
        let keyColumn = column + 2
        let shift = tag != nil && isBlock ? max(0, keyColumn + 2 - contentColumn(of: node)) : 0
        let childColumn = node.range.lowerBound - scanner.lineStarts[scanner.line(of: node.range.lowerBound)]
        for (index, child) in node.entries.enumerated() {
            let step = child.key.map(ValueChange.Step.key) ?? .index(index)
            try expand(
                child.value, entry: child, column: childColumn, shifted: shifted + shift, path: path + [step])
        }
        guard let tag, let tagRange = node.tagRange else { return }
        guard let key = tags.keys[tag] else { throw unknown(tag, at: tagRange, path: path) }
        let mappingKey = YAMLScalarText.key(key, style: .plain)
        if !isBlock {
            patches.append(TextPatch(range: tagRange.lowerBound..<node.range.lowerBound, text: ""))
            patches.append(
                TextPatch(range: node.range.lowerBound..<node.range.lowerBound, text: "{\(mappingKey): "))
            if tags.dottedPairs.contains(tag), node.kind == .scalar, let pair = dottedPair(node) {
                patches.append(TextPatch(range: node.range, text: pair))
            }
            patches.append(TextPatch(range: node.range.upperBound..<node.range.upperBound, text: "}"))
            return
        }
        guard entry != nil else { throw unknown(tag, at: tagRange, path: path, reason: "a tagged document") }
        let margin = String(repeating: " ", count: keyColumn + shifted)
        let spaceBefore = scanner.bytes[tagRange.lowerBound - 1] == YAMLScanner.space ? 1 : 0
        patches.append(
            TextPatch(
                range: tagRange.lowerBound - spaceBefore..<tagRange.upperBound,
                text: "\n" + margin + mappingKey + ":"))
        indent(node, below: tagRange, by: shift)
    }

    /// The column the lines of a block value start at.
    private func contentColumn(of node: SyntaxNode) -> Int {
        guard node.style == .literal || node.style == .folded else {
            return node.range.lowerBound - scanner.lineStarts[scanner.line(of: node.range.lowerBound)]
        }
        let header = scanner.line(of: node.range.lowerBound)
        let lines = header + 1..<scanner.line(of: node.range.upperBound) + 1
        return lines.first { scanner.contentStart($0) < scanner.lineEnd($0) }.map(scanner.indent) ?? 0
    }

    /// Indents by `spaces` each non-blank line of `node` after the line of its tag.
    private mutating func indent(_ node: SyntaxNode, below tagRange: Range<Int>, by spaces: Int) {
        guard spaces > 0 else { return }
        let margin = String(repeating: " ", count: spaces)
        let last = scanner.line(of: max(node.range.lowerBound, node.range.upperBound - 1))
        for line in scanner.line(of: tagRange.lowerBound) + 1..<last + 1
        where scanner.lineStarts[line] < scanner.lineEnd(line) {
            patches.append(
                TextPatch(range: scanner.lineStarts[line]..<scanner.lineStarts[line], text: margin))
        }
    }

    /// A dotted scalar as a flow sequence of its two parts: `Role.Arn` as `[Role, Arn]`.
    private func dottedPair(_ node: SyntaxNode) -> String? {
        let raw = scanner.bytes[node.range]
        let text = node.style == .plain ? String(decoding: raw, as: UTF8.self) : scanner.unquoted(node.range)
        guard let dot = text.firstIndex(of: ".") else { return nil }
        let parts = [String(text[..<dot]), String(text[text.index(after: dot)...])]
        return "["
            + parts.map { YAMLScalarText.string($0, style: .plain, inFlow: true, indent: 0) }
            .joined(separator: ", ") + "]"
    }

    private func unknown(
        _ tag: String, at range: Range<Int>, path: [ValueChange.Step], reason: String? = nil
    ) -> DecodingError {
        let line = scanner.line(of: range.lowerBound)
        let column = range.lowerBound - scanner.lineStarts[line] + 1
        let problem = reason.map { "\($0) cannot be expanded" } ?? "it is not one of the tags given"
        return DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: path.map(\.codingKey),
                debugDescription: "The tag \(tag) at line \(line + 1), column \(column): \(problem)."))
    }
}
