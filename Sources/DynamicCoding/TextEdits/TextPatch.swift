/// Text that replaces a range of a document's bytes: an insertion when the range is empty.
///
/// ```swift
/// TextPatch.applying([TextPatch(range: 3..<4, text: "2")], to: Array("a: 1".utf8))  // "a: 2"
/// ```
struct TextPatch {
    let range: Range<Int>
    let text: String

    /// `bytes` with every patch applied. Patches at one offset go in the order given;
    /// patches whose ranges overlap cannot both apply, and throw.
    static func applying(_ patches: [TextPatch], to bytes: [UInt8], codingPath: [any CodingKey] = []) throws -> [UInt8] {
        let ordered = patches.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset)
        }
        var result = bytes
        var limit = bytes.count
        for (_, patch) in ordered {
            guard patch.range.upperBound <= limit else {
                throw EncodingError.invalidValue(
                    patch.text,
                    EncodingError.Context(
                        codingPath: codingPath,
                        debugDescription: "Two edits of the text overlap at byte \(patch.range.lowerBound)."))
            }
            result.replaceSubrange(patch.range, with: Array(patch.text.utf8))
            limit = patch.range.lowerBound
        }
        return result
    }
}
