import DynamicCoding
import Foundation
import Testing
import Yams

/// How one style of model reads and writes a whole config file.
struct ModelStyle<Model>: Sendable {
    let read: @Sendable (String) throws -> Model
    let write: @Sendable (Model) throws -> String

    /// A style whose model holds every document of a multi-document file, each read and
    /// written on its own.
    static func documents<Document>(_ style: ModelStyle<Document>) -> ModelStyle<Model>
    where Model == [Document] {
        ModelStyle(
            read: { try ConfigFile.documents(of: $0).map(style.read) },
            write: { try ConfigFile.joined($0.map(style.write)) })
    }
}

/// One edit of a model: the value it sets at `path` (`nil` when it removes what is there),
/// and how the model makes it.
struct LineEdit<Model>: CustomTestStringConvertible, Sendable {
    let path: YAMLPath
    let newValue: CodableValue?
    let apply: @Sendable (inout Model) throws -> Void

    init(
        _ path: YAMLPath, to newValue: CodableValue?,
        _ apply: @escaping @Sendable (inout Model) throws -> Void
    ) {
        self.path = path
        self.newValue = newValue
        self.apply = apply
    }

    var testDescription: String { newValue.map { "\(path) = \($0)" } ?? "\(path) removed" }
}

/// Reads `file` with `style` and writes it back unchanged, three times from fresh reads:
/// each time the file's bytes.
func expectSameBytes<Model>(
    _ file: ConfigFile, _ style: ModelStyle<Model>, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    for _ in 0..<3 {
        let written = try style.write(style.read(file.text))
        if written != file.text {
            let audit = try KeyOrderAudit(from: file.text, to: written)
            Issue.record(
                "\(file.name) written with \(audit), \(LineDiff(from: file.text, to: written))",
                sourceLocation: sourceLocation)
        }
    }
}

/// Makes `edit` on `file` read with `style`, and expects what is written to mean the file
/// with that one value changed, and to differ from the file only in the lines of the
/// edited value: the lines its key and value took, or, for a new value, lines inserted
/// among its parent's.
func expectLineLocality<Model>(
    _ file: ConfigFile, _ style: ModelStyle<Model>, _ edit: LineEdit<Model>,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    var model = try style.read(file.text)
    try edit.apply(&model)
    let written = try style.write(model)
    let expected = try file.value().setting(edit.newValue, at: edit.path.components[...])
    let meaning = try ConfigFile(name: file.name, text: written).value()
    #expect(meaning == expected, "\(file.name): \(edit.testDescription)", sourceLocation: sourceLocation)

    let diff = LineDiff(from: file.text, to: written)
    let context = "\(file.name): \(edit.testDescription) changed \(diff)\n\(written)"
    #expect(!diff.isEmpty, "\(context)", sourceLocation: sourceLocation)
    if var lines = try file.lines(of: edit.path) {
        // The first member of a mapping in a sequence shares its line with the item's
        // "- ": removing it moves the "- " to the next member's line.
        if edit.newValue == nil, try file.isFirstMemberOfSequenceItem(edit.path) {
            lines = lines.lowerBound...lines.upperBound + 1
        }
        #expect(
            diff.removed.lowerBound >= lines.lowerBound && diff.removed.upperBound <= lines.upperBound + 1,
            "lines \(lines) expected; \(context)", sourceLocation: sourceLocation)
    } else {
        let parent = try #require(try file.lines(of: edit.path.parent), sourceLocation: sourceLocation)
        #expect(
            diff.removed.isEmpty
                && (parent.lowerBound...parent.upperBound + 1).contains(diff.added.lowerBound),
            "lines inserted in \(parent) expected; \(context)", sourceLocation: sourceLocation)
    }
}

extension ConfigFile {
    /// Whether `path` leads to the first member of a mapping that is an element of a sequence.
    func isFirstMemberOfSequenceItem(_ path: YAMLPath) throws -> Bool {
        guard path.components.count >= 2, case .key(let key) = path.components.last,
            case .index = path.parent.components.last
        else { return false }
        return try value()[path: path.parent]?.objectValue?.keys.first == key
    }

    /// A file of text written by a model, named as the fixture it was read from.
    init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}

extension LineDiff: CustomStringConvertible {
    var description: String { "lines \(removed) into \(added)" }
}

extension ModelStyle where Model: Encodable & SendableMetatype {
    /// This style's model written back by ``EditedText`` as a patch of `original`, the text
    /// it was read from, rather than by its encoder.
    func patching(_ original: String, registry: TypeRegistry? = nil) -> ModelStyle {
        let read = self.read
        return ModelStyle(
            read: read,
            write: { edited in
                try EditedText.yaml(
                    original, from: read(original), to: edited,
                    userInfo: registry.map { [.typeRegistry: $0] } ?? [:])
            })
    }
}
