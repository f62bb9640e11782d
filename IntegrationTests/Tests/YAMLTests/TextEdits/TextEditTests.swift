import DynamicCoding
import Foundation
import Testing
import Yams

// `EditedText` on real config files with comments: an unchanged model gives the file's
// bytes; every scalar changed, every member and item removed, a key added to every
// mapping and an item to every sequence each give a text that reads as the edit, differs
// from the file only in the edited value's lines (its parent's, for an addition), and
// keeps every comment but those of removed lines.

@Suite struct TextEditTests {
    @Test(arguments: EditFixture.allNames)
    func anUnchangedModelGivesTheSameBytes(_ name: String) throws {
        let fixture = try EditFixture(name)
        for (index, document) in try fixture.documents().enumerated() {
            let written = try fixture.edited(document: index, from: document, to: document)
            #expect(
                written == fixture.text,
                "\(name), document \(index): \(LineDiff(from: fixture.text, to: written))")
        }
    }

    @Test(arguments: EditFixture.allNames)
    func everyEditChangesOnlyItsLines(_ name: String) throws {
        let fixture = try EditFixture(name)
        let documents = try fixture.documents()
        var report = EditReport(fixture: fixture)
        for (index, document) in documents.enumerated() {
            for edit in FixtureEdit.all(of: document) {
                let written = try fixture.edited(
                    document: index, from: document, to: edit.applied(to: document))
                try expectEdit(edit, of: fixture, document: index, wrote: written, documents: documents)
                report.record(edit, document: index, wrote: written)
            }
        }
        try report.save()
    }

    private func expectEdit(
        _ edit: FixtureEdit, of fixture: EditFixture, document index: Int, wrote written: String,
        documents: [CodableValue]
    ) throws {
        let context = "\(fixture.name), document \(index): \(edit)"
        let result = EditFixture(name: fixture.name, text: written, tags: fixture.tags)
        var expected = documents
        expected[index] = edit.applied(to: documents[index])
        do {
            let read = try result.documents()
            #expect(read == expected, "\(context) reads otherwise:\n\(written)")
        } catch {
            Issue.record("\(context) wrote text that does not read (\(error)):\n\(written)")
            return
        }

        let diff = LineDiff(from: fixture.text, to: written)
        #expect(!diff.isEmpty, "\(context) changed nothing")
        let comments = (fixture.commentLines, result.commentLines)
        switch edit.kind {
        case .set, .remove:
            // Removing the last entry of a collection writes the parent empty (`[]`, `{}`).
            let emptiesParent =
                edit.kind == .remove && entryCount(documents[index][path: edit.path.parent]) == 1
            let place = emptiesParent ? edit.path.parent : edit.path
            var lines = try #require(try fixture.lines(of: place, document: index), "\(context): no lines")
            if edit.kind == .remove, isFirstMemberOfItem(edit.path, in: documents[index]) {
                lines = lines.lowerBound...lines.upperBound + 1
            }
            // JSON's last member takes the comma before it, on the line before (which
            // member is last, `JSONDecoder`'s keys do not tell).
            if edit.kind == .remove, fixture.isJSON {
                lines = lines.lowerBound - 1...lines.upperBound
            }
            // A removal takes the blank lines beside it where they would double up.
            if edit.kind == .remove { lines = fixture.withBlankLinesAround(lines) }
            #expect(
                diff.removed.lowerBound >= lines.lowerBound
                    && diff.removed.upperBound <= lines.upperBound + 1,
                "\(context) changed \(diff), not within \(lines):\n\(written)")
            if edit.kind == .set {
                #expect(comments.0 == comments.1, "\(context) changed the comments:\n\(written)")
            } else {
                #expect(comments.1 <= comments.0, "\(context) added comments:\n\(written)")
            }
        case .add:
            let parent = try #require(try fixture.lines(of: edit.path.parent, document: index), "\(context)")
            #expect(
                diff.added.lowerBound >= parent.lowerBound
                    && diff.removed.upperBound <= parent.upperBound + 2,
                "\(context) changed \(diff), not within \(parent):\n\(written)")
            #expect(comments.0 == comments.1, "\(context) changed the comments:\n\(written)")
        }
    }

    private func entryCount(_ value: CodableValue?) -> Int? {
        value?.objectValue?.count ?? value?.arrayValue?.count
    }

    /// Whether `path` is the first entry of a collection that is a sequence's item: it
    /// shares its line with the item's `- `, which moves to the next entry's line.
    private func isFirstMemberOfItem(_ path: YAMLPath, in document: CodableValue) -> Bool {
        guard path.components.count >= 2, case .index = path.parent.components.last else { return false }
        switch path.components.last {
        case .key(let key): return document[path: path.parent]?.objectValue?.keys.first == key
        case .index(let index): return index == 0 && document[path: path.parent]?.arrayValue != nil
        case nil: return false
        }
    }
}
