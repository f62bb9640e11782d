import DynamicCoding
import Foundation
import Yams

@testable import FuzzModels

/// Text-patch edits of an input: the input as JSON, or as YAML written from it with a
/// comment, read as a whole-document `CodableValue`, or the input read as one of the
/// ``LocallyEditable`` models, given the edit the input's hash picks and written back by
/// `EditedText`: an unchanged value gives the text's bytes, and the patched text reads as the
/// edited value. The hash also picks which of the five an input checks, so that only the
/// YAML part writes and parses YAML.
enum TextEditCheck {
    static func check(_ data: Data) {
        // Text edits read UTF-8 (`JSONDecoder` also reads UTF-16 and UTF-32).
        // KNOWN-BUG (fuzz-findings.md, "a default hides a syntax error"): only valid JSON, as
        // before the targets were split; a `@Backed` default replaces a value in an object
        // with a raw control character in a key, where the edit then reads back as the default.
        guard String(validating: data, as: UTF8.self) != nil, !data.contains(0),
            (try? JSONDecoder().decode(CodableValue.self, from: data)) != nil
        else { return }
        let hash = Checks.hash(of: data)
        switch (hash >> 32) % 5 {
        case 0: checkDocument(data, hash: hash)
        case 1: checkYAML(data, hash: hash)
        case 2: checkModel(Parcel.self, data, hash: hash)
        case 3: checkModel(Document.self, data, hash: hash)
        default: checkModel(Group.self, data, hash: hash)
        }
    }

    /// An edit of the JSON text of the whole document.
    private static func checkDocument(_ data: Data, hash: UInt64) {
        guard let value = try? JSONDecoder().decode(CodableValue.self, from: data) else { return }
        checkEdit(of: value, hash: hash, format: "JSON", text: data, read: readJSON) {
            try EditedText.json(data, from: $0, to: $1)
        }
    }

    /// An edit of the YAML text written from the document.
    private static func checkYAML(_ data: Data, hash: UInt64) {
        guard let value = try? JSONDecoder().decode(CodableValue.self, from: data),
            let yaml = try? "# written from the input\n" + YAMLEncoder().encode(value),
            let yamlValue = try? YAMLDecoder().decode(CodableValue.self, from: yaml)
        else { return }
        // YAML the editor does not read (Yams writes a key of over 128 characters after `? `)
        // is refused, never edited in part.
        do {
            _ = try EditedText.yaml(yaml, from: yamlValue, to: yamlValue)
        } catch EncodingError.invalidValue(_, let context)
            where context.debugDescription.contains("do not read")
        {
            return
        } catch {}
        checkEdit(of: yamlValue, hash: hash, format: "YAML", text: Data(yaml.utf8), read: readYAML) {
            Data(try EditedText.yaml(yaml, from: $0, to: $1).utf8)
        }
    }

    /// One edit of the whole document, and none.
    private static func checkEdit(
        of value: CodableValue, hash: UInt64, format: String, text: Data, read: (Data) throws -> CodableValue,
        write: (CodableValue, CodableValue) throws -> Data
    ) {
        let unchanged = written(format, edit: "no edit") { try write(value, value) }
        guard unchanged == text else {
            stop("\(format): an unchanged value changed the text", text, unchanged)
        }
        // A value with nothing to edit (found by CI's run: `edits.count` was 0).
        let edits = FixtureEdit.all(of: value)
        guard !edits.isEmpty else { return }
        let edit = edits[Int(hash % UInt64(edits.count))]
        let expected = edit.applied(to: value)
        let patched = written(format, edit: "\(edit)") { try write(value, expected) }
        guard let reread = try? read(patched), same(reread, expected) else {
            stop("\(format): \(edit) reads as \(String(describing: try? read(patched)))", text, patched)
        }
    }

    /// One edit of a model decoded from the JSON input, and none.
    private static func checkModel<Model: LocallyEditable>(_ type: Model.Type, _ data: Data, hash: UInt64) {
        let decoder = RoundTrip.decoder(DecodingReport())
        guard let model = try? decoder.decode(Model.self, from: data) else { return }
        let edit = model.edits[Int(hash % UInt64(model.edits.count))]
        var edited = model
        edit.apply(&edited)
        let userInfo: [CodingUserInfoKey: Any] = [.typeRegistry: fuzzRegistry]
        let unchanged = written("\(Model.self)", edit: "no edit") {
            try EditedText.json(data, from: model, to: model, userInfo: userInfo)
        }
        guard unchanged == data else {
            stop("\(Model.self): an unchanged model changed the text", data, unchanged)
        }
        let patched = written("\(Model.self)", edit: edit.name) {
            try EditedText.json(data, from: model, to: edited, userInfo: userInfo)
        }
        let reread = Result { try decoder.decode(Model.self, from: patched) }
        guard case .success(let value) = reread, value == edited else {
            stop(
                "\(Model.self): \(edit.name) does not read back as the edited model:\nedited: \(edited)\n"
                    + "read:   \(reread)", data, patched)
        }
    }

    /// What `write` writes; a failure is a bug unless encoding the model itself failed.
    private static func written(_ what: String, edit: String, _ write: () throws -> Data) -> Data {
        do {
            return try write()
        } catch {
            fatalError("\(what): \(edit) could not be written: \(error)")
        }
    }

    /// Equal values, a whole `Double` and the integer it holds counting as one (JSON's `3.0`
    /// and `3` are one number, which `JSONDecoder` reads as an integer).
    private static func same(_ lhs: CodableValue, _ rhs: CodableValue) -> Bool {
        switch (lhs, rhs) {
        case (.int(let integer), .double(let double)), (.double(let double), .int(let integer)):
            return Double(integer) == double
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy(same)
        case (.object(let left), .object(let right)):
            return Set(left.keys) == Set(right.keys) && left.keys.allSatisfy { same(left[$0]!, right[$0]!) }
        default:
            return lhs == rhs
        }
    }

    private static func readJSON(_ data: Data) throws -> CodableValue {
        try JSONDecoder().decode(CodableValue.self, from: data)
    }

    private static func readYAML(_ data: Data) throws -> CodableValue {
        try YAMLDecoder().decode(CodableValue.self, from: String(decoding: data, as: UTF8.self))
    }

    private static func stop(_ message: String, _ original: Data, _ written: Data) -> Never {
        fatalError(
            "\(message)\n--- original\n\(String(decoding: original, as: UTF8.self))\n--- written\n"
                + String(decoding: written, as: UTF8.self))
    }
}
