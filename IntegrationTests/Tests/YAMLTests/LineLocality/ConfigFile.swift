import DynamicCoding
import Foundation
import Testing
import Yams

/// A YAML config file of the fixtures, with where each of its values sits (from Yams'
/// node marks): a single document, or several separated by `---` lines.
struct ConfigFile: CustomTestStringConvertible {
    let name: String
    let text: String

    var testDescription: String { name }

    /// The fixture `name` of the `Fixtures` folder.
    init(_ name: String) throws {
        self.name = name
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        text = try String(contentsOf: folder.appendingPathComponent("Fixtures/\(name)"), encoding: .utf8)
    }

    /// Whether the file holds several documents.
    var isMultiDocument: Bool { text.hasPrefix("---\n") || text.contains("\n---\n") }

    /// The text of each document.
    var documents: [String] { Self.documents(of: text) }

    static func documents(of text: String) -> [String] {
        text.components(separatedBy: "---\n").filter { !$0.isEmpty }
    }

    /// The documents joined back into one file.
    static func joined(_ documents: [String]) -> String { documents.joined(separator: "---\n") }

    /// The file as one value: its document, or an array of its documents.
    func value() throws -> CodableValue {
        let values = try documents.map { try YAMLDecoder().decode(CodableValue.self, from: $0) }
        return isMultiDocument ? .array(values) : values[0]
    }

    /// The lines (numbered from 0) that the value at `path` takes in the file: from its
    /// key's line (or its sequence item's) to the line before the next member of its
    /// parent, or its parent's last line; `nil` when there is nothing at `path`.
    func lines(of path: YAMLPath) throws -> ClosedRange<Int>? {
        let nodes = try Yams.compose_all(yaml: text).map { $0 }
        let lineCount =
            text.split(separator: "\n", omittingEmptySubsequences: false).count
            - (text.hasSuffix("\n") ? 1 : 0)
        guard isMultiDocument else {
            return Self.lines(of: path.components[...], in: nodes[0], within: 0...lineCount - 1)
        }
        guard case .index(let index) = path.components.first else { return nil }
        let separators = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element == "---" }.map(\.offset)
        let start = index == 0 ? 0 : separators[index - 1] + 1
        let end = index < separators.count ? separators[index] - 1 : lineCount - 1
        return Self.lines(of: path.components.dropFirst(), in: nodes[index], within: start...end)
    }

    private static func lines(
        of path: ArraySlice<YAMLPath.Component>, in node: Node, within range: ClosedRange<Int>
    )
        -> ClosedRange<Int>?
    {
        guard let component = path.first else { return range }
        let children: [(start: Node, value: Node)]
        let position: Int?
        switch component {
        case .key(let key):
            guard let mapping = node.mapping else { return nil }
            children = mapping.map { (start: $0.key, value: $0.value) }
            position = children.firstIndex { $0.start.string == key }
        case .index(let index):
            guard let sequence = node.sequence else { return nil }
            children = sequence.map { (start: $0, value: $0) }
            position = index < children.count ? index : nil
        }
        guard let position, let first = line(of: children[position].start) else { return nil }
        let next = position + 1 < children.count ? line(of: children[position + 1].start) : nil
        let last = next.map { $0 - 1 } ?? range.upperBound
        return lines(of: path.dropFirst(), in: children[position].value, within: first...max(first, last))
    }

    private static func line(of node: Node) -> Int? { node.mark.map { $0.line - 1 } }
}

/// The lines that differ between two texts: the lines of each between their common first
/// and last lines.
struct LineDiff: Equatable {
    /// The old text's lines that were changed or removed.
    let removed: Range<Int>
    /// The new text's lines that replaced them, or were added there.
    let added: Range<Int>

    init(from old: String, to new: String) {
        let old = old.split(separator: "\n", omittingEmptySubsequences: false)
        let new = new.split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        removed = prefix..<old.count - suffix
        added = prefix..<new.count - suffix
    }

    var isEmpty: Bool { removed.isEmpty && added.isEmpty }
}
