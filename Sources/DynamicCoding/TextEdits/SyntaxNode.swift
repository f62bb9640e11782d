/// A value of a YAML or JSON text, as the text spells it: where it is, how it is written,
/// and its entries, each with the bytes that removing it removes.
///
/// ```swift
/// let node = try YAMLSyntaxReader(scanner: YAMLScanner("a: 1 # one\nb: [x, y]\n")).document(0)
/// node?.entries.map(\.key)  // ["a", "b"]
/// ```
final class SyntaxNode {
    enum Kind {
        case mapping, sequence, scalar, alias
    }

    /// How a scalar is written.
    enum Style {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// A member of a mapping or an item of a sequence.
    struct Entry {
        /// The member's key, `nil` for a sequence item.
        let key: String?
        /// How the key is written: plain, single- or double-quoted.
        var keyStyle = Style.plain
        /// The bytes that removing the entry removes: its lines with their comment in a
        /// block collection, the entry and one comma in a flow collection.
        let span: Range<Int>
        /// Where the comma after a flow entry is, if one follows it.
        var comma: Int?
        let value: SyntaxNode
        /// Where a value written in another layout starts: after the key's `:` or the
        /// item's `-` and the value's anchor and tag on that line.
        let slot: Int

        init(key: String?, span: Range<Int>, comma: Int? = nil, value: SyntaxNode, slot: Int) {
            self.key = key
            self.span = span
            self.comma = comma
            self.value = value
            self.slot = slot
        }
    }

    let kind: Kind
    /// The value's bytes, after its anchor and tag.
    let range: Range<Int>
    /// Whether a collection is written in flow style (`{a: 1}`, `[1, 2]`, every JSON one).
    let isFlow: Bool
    let style: Style
    /// The tag before the value (`!Ref`), if any.
    let tag: String?
    /// Where the tag is written.
    var tagRange: Range<Int>?
    /// The anchor before the value (`&defaults` is `defaults`), if any.
    var anchor: String?
    var entries: [Entry] = []

    init(kind: Kind, range: Range<Int>, isFlow: Bool = false, style: Style = .plain, tag: String? = nil) {
        self.kind = kind
        self.range = range
        self.isFlow = isFlow
        self.style = style
        self.tag = tag
    }
}
