import DynamicCoding
import Foundation

// Edit locality, checked without a test framework: the fuzz target compiles this very file
// (Fuzz/Sources/DynamicCodingFuzzer/EditLocality.swift is a link to it).

/// One change to a decoded model, with the key paths (from the model's own object) under
/// which it may change the encoded document: the paths its property reads, every
/// alternative of a `??` included; for a catch-all, the keys it adds or removes.
///
/// ```swift
/// let rename = Edit<User>("firstName: changed", owns: ["attributes", "first_name"], ["first_name"]) {
///     $0.firstName = "Grace"
/// }
/// ```
struct Edit<Model> {
    /// What the edit does, for messages: `"title: set to nil"`.
    let name: String
    /// The key paths under which the edit may change keys; `[]` would own the whole document.
    let owns: [[String]]
    /// Makes the change.
    let apply: (inout Model) -> Void

    /// An edit called `name` that may change the keys under `owns` and makes its change with `apply`.
    ///
    /// ```swift
    /// Edit<Manifest>("replicas: 3", owns: ["spec", "replicas"]) { $0.replicas = 3 }
    /// ```
    init(_ name: String, owns: [String]..., apply: @escaping (inout Model) -> Void) {
        self.name = name
        self.owns = owns
        self.apply = apply
    }
}

/// Checks the promise that changing one declared property of a decoded model changes exactly
/// that property's keys on encode, and that what is written decodes back to the edited model.
///
/// ```swift
/// let problems = EditLocality.problems(
///     model: manifest, edits: [Edit("replicas: 3", owns: ["spec", "replicas"]) { $0.replicas = 3 }],
///     encoder: encoder, decoder: decoder)
/// #expect(problems.isEmpty, "\(problems.joined(separator: "\n\n"))")
/// ```
enum EditLocality {
    /// What goes wrong with each edit of `model`, as sentences naming the edit (empty when
    /// nothing does). Each edit is applied to a copy of `model`; the copy is encoded and
    /// compared, as a ``CodableValue`` (by meaning), with the encoding of `model` itself. It
    /// is a problem when the two documents are the same, when a key changed that is not under
    /// one of the edit's ``Edit/owns``, when the edited document does not decode with
    /// `decoder`, or when what it decodes to is not `equal` to the edited copy.
    ///
    /// ```swift
    /// EditLocality.problems(model: user, edits: edits, encoder: encoder, decoder: decoder) { $0.id == $1.id }
    /// // ["visits: 3: changed tags, which it does not own (it owns visits)\nbefore: …\nafter: …"]
    /// ```
    static func problems<Model: Codable>(
        model: Model, edits: [Edit<Model>], encoder: JSONEncoder, decoder: JSONDecoder,
        equal: (Model, Model) -> Bool
    ) -> [String] {
        let original: CodableValue
        do {
            original = try document(encoding: model, with: encoder)
        } catch {
            return ["The unedited \(Model.self) does not encode: \(reason(error))"]
        }
        return edits.flatMap { edit in
            var edited = model
            edit.apply(&edited)
            return problems(of: edit, edited: edited, original: original, encoder, decoder, equal)
        }
    }

    /// ``problems(model:edits:encoder:decoder:equal:)`` for an `Equatable` model, compared with `==`.
    ///
    /// ```swift
    /// EditLocality.problems(model: manifest, edits: edits, encoder: encoder, decoder: decoder)
    /// ```
    static func problems<Model: Codable & Equatable>(
        model: Model, edits: [Edit<Model>], encoder: JSONEncoder, decoder: JSONDecoder
    ) -> [String] {
        problems(model: model, edits: edits, encoder: encoder, decoder: decoder, equal: ==)
    }

    /// The leaf paths at which `before` and `after` differ, sorted: a key one of them lacks
    /// (at the deepest level: an object that only one has counts by its own keys), a
    /// scalar or an array that changed, a value whose kind changed, an empty object that
    /// appeared or went.
    ///
    /// ```swift
    /// EditLocality.changedPaths(from: ["a": 1, "b": ["c": 2]], to: ["a": 1, "b": ["c": 3, "d": [:]]])
    /// // [["b", "c"], ["b", "d"]]
    /// ```
    static func changedPaths(from before: CodableValue?, to after: CodableValue?, at path: [String] = [])
        -> [[String]]
    {
        guard before != after else { return [] }
        guard let old = membersOrEmpty(before), let new = membersOrEmpty(after) else { return [path] }
        let keys = Set(old.keys).union(new.keys).sorted()
        let changed = keys.flatMap { changedPaths(from: old[$0], to: new[$0], at: path + [$0]) }
        return changed.isEmpty ? [path] : changed
    }

    /// A path as text: `meta.title`, or `(the whole document)` for the root.
    ///
    /// ```swift
    /// EditLocality.describe(["meta", "title"])  // "meta.title"
    /// ```
    static func describe(_ path: [String]) -> String {
        path.isEmpty ? "(the whole document)" : path.joined(separator: ".")
    }

    /// A document as JSON text with sorted keys.
    ///
    /// ```swift
    /// EditLocality.text(["b": 1, "a": 2])  // #"{"a":2,"b":1}"#
    /// ```
    static func text(_ document: CodableValue) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(document) else { return "\(document)" }
        return String(decoding: data, as: UTF8.self)
    }

    private static func problems<Model: Codable>(
        of edit: Edit<Model>, edited: Model, original: CodableValue, _ encoder: JSONEncoder,
        _ decoder: JSONDecoder, _ equal: (Model, Model) -> Bool
    ) -> [String] {
        let data: Data
        let written: CodableValue
        do {
            data = try encoder.encode(edited)
            written = try JSONDecoder().decode(CodableValue.self, from: data)
        } catch {
            return ["\(edit.name): the edited \(Model.self) does not encode: \(reason(error))"]
        }
        let documents = "\nbefore: \(text(original))\nafter: \(text(written))"
        var found: [String] = []
        let changed = changedPaths(from: original, to: written)
        if changed.isEmpty {
            found.append("\(edit.name): changed nothing in the document\(documents)")
        }
        let foreign = changed.filter { path in !edit.owns.contains { path.starts(with: $0) } }
        if !foreign.isEmpty {
            let owned = edit.owns.map(describe).joined(separator: ", ")
            found.append(
                "\(edit.name): changed \(foreign.map(describe).joined(separator: ", ")), which it does not own "
                    + "(it owns \(owned))\(documents)")
        }
        do {
            let decoded = try decoder.decode(Model.self, from: data)
            if !equal(decoded, edited) {
                found.append(
                    "\(edit.name): decodes back to \(decoded), not to the edited \(edited)\(documents)")
            }
        } catch {
            found.append("\(edit.name): the edited document does not decode: \(reason(error))\(documents)")
        }
        return found
    }

    /// What `model` encodes to with `encoder`, as a ``CodableValue``.
    static func document<Model: Encodable>(encoding model: Model, with encoder: JSONEncoder) throws
        -> CodableValue
    {
        try JSONDecoder().decode(CodableValue.self, from: encoder.encode(model))
    }

    /// An error as one line: its coding path and message.
    private static func reason(_ error: any Error) -> String {
        DecodingErrorDescription.message(of: error)
    }

    /// The members of an object, no members for a missing value, `nil` for any other value.
    private static func membersOrEmpty(_ value: CodableValue?) -> CodableValue.Object? {
        switch value {
        case nil: return CodableValue.Object()
        case .object(let members)?: return members
        default: return nil
        }
    }
}
