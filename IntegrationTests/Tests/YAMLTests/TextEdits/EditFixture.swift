import DynamicCoding
import Foundation
import Yams

/// A real config file with comments (`TextEdits/Fixtures`), read as whole-document
/// ``CodableValue``s and edited with ``EditedText``.
struct EditFixture: CustomStringConvertible, Sendable {
    static let yamlNames = [
        "workflow-docker-publish.yml", "workflow-azure-staticwebapp.yml", "k8s-guestbook-all-in-one.yaml",
        "compose-pihole-cloudflared.yaml", "cfn-ecs-public-service.yaml", "cfn-cloudwatch-agent-debian.yaml",
    ]
    static let jsonNames = ["vscode-python-settings.jsonc"]
    /// The CloudFormation templates read with their short-form tags as mappings.
    static let taggedNames = ["cfn-ecs-public-service.yaml", "cfn-cloudwatch-agent-debian.yaml"].map {
        $0 + withTags
    }
    static let allNames = yamlNames + jsonNames + taggedNames
    private static let withTags = " with tags"

    let name: String
    let text: String
    /// The tags read as mappings (`YAMLTags.cloudFormation`), or none: read as plain scalars.
    var tags: YAMLTags?

    var description: String { name }
    var isJSON: Bool { name.hasSuffix(".jsonc") }

    /// The fixture `name`, its tags read as CloudFormation's when the name ends " with tags".
    init(_ name: String) throws {
        self.name = name
        let file = name.hasSuffix(Self.withTags) ? String(name.dropLast(Self.withTags.count)) : name
        tags = file == name ? nil : .cloudFormation
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        text = try String(contentsOf: folder.appendingPathComponent("Fixtures/\(file)"), encoding: .utf8)
    }

    init(name: String, text: String, tags: YAMLTags?) {
        self.name = name
        self.text = text
        self.tags = tags
    }

    /// The value of each document (one for JSON).
    func documents() throws -> [CodableValue] {
        guard !isJSON else {
            let decoder = JSONDecoder()
            decoder.allowsJSON5 = true
            return [try decoder.decode(CodableValue.self, from: Data(text.utf8))]
        }
        let text = try tags?.expanded(self.text) ?? self.text
        return try ConfigFile.documents(of: text).map {
            try YAMLDecoder().decode(CodableValue.self, from: $0)
        }
    }

    /// The text with document `document` edited from `original` to `edited`.
    func edited(document: Int, from original: CodableValue, to edited: CodableValue) throws -> String {
        guard isJSON else {
            return try EditedText.yaml(text, from: original, to: edited, document: document, tags: tags)
        }
        let data = try EditedText.json(Data(text.utf8), from: original, to: edited)
        return String(decoding: data, as: UTF8.self)
    }

    /// The lines (from 0) of the value at `path` of document `document`, from Yams' marks
    /// (JSON read as YAML flow, its comments blanked). With tags, a path into a tagged
    /// value has the lines of that value.
    func lines(of path: YAMLPath, document: Int) throws -> ClosedRange<Int>? {
        if isJSON { return try ConfigFile(name: name, text: Self.blankingComments(text)).lines(of: path) }
        let file = ConfigFile(name: name, text: text)
        var path = path
        while true {
            let lines = try file.lines(
                of: file.isMultiDocument ? YAMLPath([.index(document)] + path.components) : path)
            guard lines == nil, tags != nil, !path.components.isEmpty else { return lines }
            path = path.parent
        }
    }

    /// `lines` with the blank lines just before and after them.
    func withBlankLinesAround(_ lines: ClosedRange<Int>) -> ClosedRange<Int> {
        let text = self.text.split(separator: "\n", omittingEmptySubsequences: false)
        let isBlank = { (line: Int) in text.indices.contains(line) && text[line].allSatisfy { $0 == " " } }
        var (first, last) = (lines.lowerBound, lines.upperBound)
        while isBlank(first - 1) { first -= 1 }
        while isBlank(last + 1) { last += 1 }
        return first...last
    }

    /// The number of lines holding a comment: `#` (or `//`) at a line's start or after a space.
    var commentLines: Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let trimmed = line.drop { $0 == " " }
            let marker = isJSON ? "//" : "#"
            return trimmed.hasPrefix(marker) || line.contains(" \(marker)")
        }.count
    }

    /// JSONC with each comment's characters replaced by spaces, outside strings.
    private static func blankingComments(_ text: String) -> String {
        var bytes = Array(text.utf8)
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "/")
            {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                    bytes[index] = UInt8(ascii: " ")
                    index += 1
                }
                continue
            }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
