import Foundation

/// A YAML or JSON document edited through a model, written back as a patch of its text:
/// only the values the edit changed are rewritten, and everything else keeps its bytes
/// (comments, blank lines, quoting, key order, indentation, flow or block style, anchors,
/// tags, number spellings, JSONC comments and trailing commas).
///
/// Give the model as it was decoded from the text and as it is after the edit. The two
/// are encoded and compared, and each difference is written into the text at its place,
/// in the style of the text around it:
///
/// ```swift
/// let yaml = """
///     # Deploys the web app
///     name: web   # the app's name
///     replicas: 2
///     """
/// let original = try YAMLDecoder().decode(App.self, from: yaml)
/// var edited = original
/// edited.replicas = 3
/// try EditedText.yaml(yaml, from: original, to: edited)
/// // # Deploys the web app
/// // name: web   # the app's name
/// // replicas: 3
/// ```
///
/// What the model does not hold is never touched: a model of three fields edits a file of
/// a hundred keys. See <doc:ConfigFiles> for the rules an edit follows and its limits.
public enum EditedText {
    /// The YAML `text` with the differences between `original` and `edited` written into
    /// its document numbered `document` (from 0, counted by `---`).
    ///
    /// With `tags`, a value read through ``YAMLTags/expanded(_:)`` is edited in the text's
    /// short form: `!Ref Bucket` is the mapping `{Ref: Bucket}`, its `Bucket` is edited in
    /// place, and a new one-key mapping a tag stands for is written as that tag.
    ///
    /// `userInfo` is given to the models' `encode(to:)` (the ``TypeRegistry`` of
    /// polymorphic values, for one). A `Date` without a strategy of its own is written as
    /// Yams writes it (ISO 8601), `Data` in Base64.
    ///
    /// ```swift
    /// let text = try EditedText.yaml(text, from: original, to: edited, userInfo: [.typeRegistry: registry])
    /// ```
    ///
    /// - Throws: `EncodingError.invalidValue` when a model cannot be encoded; when the document
    ///   holds YAML the editor does not read (`? ` keys), rather than miss an edit there; or
    ///   when an edit cannot be written without changing another value: one under an anchor
    ///   that an alias repeats, or a key merged in by `<<` that the edit removes.
    public static func yaml<Model: Encodable>(
        _ text: String, from original: Model, to edited: Model, document: Int = 0, tags: YAMLTags? = nil,
        userInfo: [CodingUserInfoKey: Any] = [:]
    ) throws -> String {
        let scanner = YAMLScanner(text)
        let encoder = CodableValueEncoder(dates: .iso8601, userInfo: userInfo)
        let root: SyntaxNode?
        do {
            root = try YAMLSyntaxReader(scanner: scanner).document(document)
        } catch let unread as YAMLSyntaxReader.UnreadLine {
            throw unreadable(unread.description)
        }
        guard let root else { throw unreadable("The text has no YAML document \(document).") }
        let bytes = try patched(
            scanner.bytes, root: root, spelling: YAMLSpelling(), tags: tags,
            from: try encoder.encode(original),
            to: try encoder.encode(edited))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The JSON `data` (JSONC and JSON5 too) with the differences between `original` and
    /// `edited` written into it.
    ///
    /// A `Date` without a strategy of its own is written as `JSONEncoder` writes it by
    /// default (seconds since 2001-01-01), `Data` in Base64.
    ///
    /// ```swift
    /// let settings = Data(#"{ // editor\n  "tabSize": 2,\n}"#.utf8)
    /// let decoder = JSONDecoder()
    /// decoder.allowsJSON5 = true
    /// let original = try decoder.decode(Settings.self, from: settings)
    /// var edited = original
    /// edited.tabSize = 4
    /// try EditedText.json(settings, from: original, to: edited)  // { // editor\n  "tabSize": 4,\n}
    /// ```
    ///
    /// - Throws: `EncodingError.invalidValue` when a model cannot be encoded (a number JSON
    ///   cannot hold, as `JSONEncoder` throws).
    public static func json<Model: Encodable>(
        _ data: Data, from original: Model, to edited: Model, userInfo: [CodingUserInfoKey: Any] = [:]
    ) throws -> Data {
        let bytes = [UInt8](data)
        let encoder = CodableValueEncoder(dates: .secondsSinceReferenceDate, userInfo: userInfo)
        guard let root = JSONSyntaxReader(bytes: bytes).root() else {
            throw unreadable("The data holds no JSON value.")
        }
        return Data(
            try patched(
                bytes, root: root, spelling: JSONSpelling(), tags: nil, from: try encoder.encode(original),
                to: try encoder.encode(edited)))
    }

    private static func patched(
        _ bytes: [UInt8], root: SyntaxNode, spelling: any ValueSpelling, tags: YAMLTags?,
        from before: CodableValue,
        to after: CodableValue
    ) throws -> [UInt8] {
        var editor = TextEditor(
            bytes: bytes, root: root, spelling: spelling, original: before, edited: after, tags: tags)
        try editor.apply(ValueChange.changes(from: before, to: after))
        return try TextPatch.applying(editor.patches, to: bytes)
    }

    private static func unreadable(_ description: String) -> EncodingError {
        EncodingError.invalidValue("", EncodingError.Context(codingPath: [], debugDescription: description))
    }
}
