/// Draws the line of JSON data that holds a place, with the line's number in a gutter and
/// carets under the place:
///
/// ```text
///  --> line 3, column 45
///   |
/// 3 |   "routes": [{"type": "detailscreen", "id": 42}],
///   |                                             ^^
/// ```
///
/// Carets cover the place when it ends on its line, else its first character. They are
/// placed by the width a terminal gives each character (two columns for East Asian wide
/// characters and emoji), and a tab is drawn as four spaces and a control character as
/// U+FFFD, so they stay under their characters; a line wider than ``maximumWidth`` columns
/// is cut to a window around the place, with `…` where it was cut.
struct SourceExcerpt {
    /// The most columns a drawn line takes, `…` marks included.
    static let maximumWidth = 120
    /// How many columns of the line a window keeps before the place, when it can.
    static let leadingContext = 40

    /// The place's bytes; empty for the end of the data.
    let range: Range<Int>
    let bytes: [UInt8]

    /// The lines: the position, the gutter, the source line and the carets, followed by
    /// `label` on the carets' line and `note` on a line of its own.
    func lines(label: String? = nil, note: String? = nil) -> [String] {
        let line = SourceLine(containing: range.lowerBound, in: bytes)
        let characters = Array(String(decoding: bytes[line.bytes], as: UTF8.self)).map(Self.drawn)
        let start = min(line.characterCount(upTo: range.lowerBound, in: bytes), characters.count)
        var end = start + 1
        if range.upperBound <= line.bytes.upperBound, range.upperBound > range.lowerBound {
            end = max(end, min(line.characterCount(upTo: range.upperBound, in: bytes), characters.count))
        }
        let window = Window(widths: characters.map(\.width), start: start)
        let shown = characters[window.characters].map(\.text).joined()
        let text = (window.isCutBefore ? "…" : "") + shown + (window.isCutAfter ? "…" : "")
        let caretOffset =
            (window.isCutBefore ? 1 : 0) + window.width(of: window.characters.lowerBound..<start)
        let caretWidth = max(1, window.width(of: start..<min(end, window.characters.upperBound)))

        let number = String(line.number)
        let gutter = String(repeating: " ", count: number.count)
        var lines = [
            "\(gutter)--> line \(line.number), column \(start + 1)",
            "\(gutter) |",
            "\(number) |" + (text.isEmpty ? "" : " \(text)"),
            "\(gutter) | " + String(repeating: " ", count: caretOffset)
                + String(repeating: "^", count: caretWidth)
                + (label.map { " \($0)" } ?? ""),
        ]
        if let note {
            lines.append("\(gutter) = note: \(note)")
        }
        return lines
    }

    /// A character as drawn and the columns it takes: a tab as four spaces, a control
    /// character as U+FFFD, a wide character in two columns.
    private static func drawn(_ character: Character) -> (text: String, width: Int) {
        if character == "\t" { return ("    ", 4) }
        if let ascii = character.asciiValue, ascii < 0x20 || ascii == 0x7F { return ("\u{FFFD}", 1) }
        return (String(character), isWide(character) ? 2 : 1)
    }

    /// Whether a terminal draws `character` in two columns: an emoji, or a character of the
    /// East Asian wide and fullwidth blocks.
    private static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if scalar.properties.isEmojiPresentation { return true }
        if scalar.properties.isEmoji, character.unicodeScalars.contains("\u{FE0F}") { return true }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// The characters of a line that are drawn: all of them when they fit in
    /// ``SourceExcerpt/maximumWidth`` columns, else a window that keeps the place and
    /// what comes before it.
    private struct Window {
        /// Columns before each character: `offsets[i]` for the first `i` characters.
        private let offsets: [Int]
        let characters: Range<Int>

        init(widths: [Int], start: Int) {
            var offsets = [0]
            offsets.reserveCapacity(widths.count + 1)
            for width in widths {
                offsets.append(offsets[offsets.count - 1] + width)
            }
            self.offsets = offsets
            let count = widths.count
            func width(_ range: Range<Int>) -> Int { offsets[range.upperBound] - offsets[range.lowerBound] }
            guard width(0..<count) > SourceExcerpt.maximumWidth else {
                characters = 0..<count
                return
            }
            var first = start
            while first > 0, width(first - 1..<start) <= SourceExcerpt.leadingContext {
                first -= 1
            }
            if width(first..<count) + (first > 0 ? 1 : 0) <= SourceExcerpt.maximumWidth {
                while first > 0, width(first - 1..<count) + (first > 1 ? 1 : 0) <= SourceExcerpt.maximumWidth
                {
                    first -= 1
                }
                characters = first..<count
                return
            }
            let budget = SourceExcerpt.maximumWidth - (first > 0 ? 1 : 0) - 1
            var last = first
            while last < count, width(first..<last + 1) <= budget {
                last += 1
            }
            characters = first..<last
        }

        var isCutBefore: Bool { characters.lowerBound > 0 }
        var isCutAfter: Bool { characters.upperBound < offsets.count - 1 }

        /// The columns `range` of characters takes; a character past the end of the line
        /// (a place at its end) takes one.
        func width(of range: Range<Int>) -> Int {
            let end = offsets.count - 1
            let inside = offsets[min(range.upperBound, end)] - offsets[min(range.lowerBound, end)]
            return inside + max(0, range.upperBound - max(range.lowerBound, end))
        }
    }
}
